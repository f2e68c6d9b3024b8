import { areLookAlikes, isQWithTailLost } from '@eta/domain';
import type { GreyImage } from './pixels.ts';
import type { OcrSymbol } from './align.ts';

/**
 * A glyph as a small grid of ink shares (0 white … 1 black), its ink's box scaled to fill the grid,
 * and that box's width over its height: scaling loses how wide a glyph is, which is much of what
 * tells a font's O from its 0.
 */
export type Glyph = { grid: Float32Array; aspect: number };

const GRID_W = 12;
const GRID_H = 16;

/** The glyph inside a symbol's box: ink shares by area, the box trimmed to its ink first. */
export function glyphAt(image: GreyImage, box: { x0: number; x1: number; y0: number; y1: number }): Glyph | null {
  const trimmed = inkBounds(image, box);
  if (!trimmed) return null;
  const { x0, x1, y0, y1 } = trimmed;
  const grid = new Float32Array(GRID_W * GRID_H);
  const cellW = (x1 - x0) / GRID_W;
  const cellH = (y1 - y0) / GRID_H;
  for (let gy = 0; gy < GRID_H; gy++) {
    for (let gx = 0; gx < GRID_W; gx++) {
      let ink = 0;
      let count = 0;
      for (let y = Math.floor(y0 + gy * cellH); y < Math.max(Math.floor(y0 + (gy + 1) * cellH), Math.floor(y0 + gy * cellH) + 1); y++) {
        for (let x = Math.floor(x0 + gx * cellW); x < Math.max(Math.floor(x0 + (gx + 1) * cellW), Math.floor(x0 + gx * cellW) + 1); x++) {
          ink += 1 - image.data[y * image.width + x]! / 255;
          count++;
        }
      }
      grid[gy * GRID_W + gx] = ink / count;
    }
  }
  return { grid, aspect: (x1 - x0) / (y1 - y0) };
}

/** The box shrunk to the rows and columns that hold ink (darker than mid-grey); null when it holds none. */
function inkBounds(image: GreyImage, box: { x0: number; x1: number; y0: number; y1: number }) {
  const clampX = (x: number) => Math.max(0, Math.min(image.width, Math.round(x)));
  const clampY = (y: number) => Math.max(0, Math.min(image.height, Math.round(y)));
  let [x0, x1, y0, y1] = [clampX(box.x1), clampX(box.x0), clampY(box.y1), clampY(box.y0)];
  for (let y = clampY(box.y0); y < clampY(box.y1); y++) {
    for (let x = clampX(box.x0); x < clampX(box.x1); x++) {
      if (image.data[y * image.width + x]! >= 128) continue;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x + 1);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y + 1);
    }
  }
  return x1 - x0 >= 2 && y1 - y0 >= 4 ? { x0, x1, y0, y1 } : null;
}

/** How alike two glyphs' shapes are: the correlation of their grids (1 the same shape, 0 unrelated). */
export function likeness(a: Glyph, b: Glyph): number {
  return correlation(a.grid, b.grid);
}

function correlation(a: Float32Array, b: Float32Array): number {
  const mean = (g: Float32Array) => g.reduce((sum, v) => sum + v, 0) / g.length;
  const [ma, mb] = [mean(a), mean(b)];
  let ab = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < a.length; i++) {
    const da = a[i]! - ma;
    const db = b[i]! - mb;
    ab += da * db;
    aa += da * da;
    bb += db * db;
  }
  return aa && bb ? ab / Math.sqrt(aa * bb) : 0;
}

/** Exemplars of characters in this document's own font, by character. */
export type Exemplars = Map<string, Glyph[]>;

/**
 * Exemplars from cells whose character is known: `known[i]` is the character cell i certainly holds
 * (null when not known), `cells[i]` the symbol OCR placed there, boxes in `image`.
 */
export function exemplarsOf(image: GreyImage, cells: readonly (OcrSymbol | undefined)[], known: readonly (string | null)[], into: Exemplars = new Map()): Exemplars {
  cells.forEach((symbol, i) => {
    const char = known[i];
    if (!symbol || !char || char === '<' || symbol.y0 === undefined || symbol.y1 === undefined) return;
    const glyph = glyphAt(image, { x0: symbol.x0, x1: symbol.x1, y0: symbol.y0, y1: symbol.y1 });
    if (glyph) into.set(char, [...(into.get(char) ?? []), glyph]);
  });
  return into;
}

/** How much a glyph looks like a character, by its best exemplar; null when this document shows none of it. */
export function resemblance(glyph: Glyph, char: string, exemplars: Exemplars): number | null {
  const shapes = exemplars.get(char);
  if (!shapes?.length) return null;
  return Math.max(...shapes.map((shape) => likeness(glyph, shape)));
}

/**
 * The most alike two different look-alikes printed in one image were (grid correlation), over the
 * tuning fonts' pages. A glyph compared with a character it is not rarely goes above this, which is
 * what lets one shown character speak for an option this document shows no exemplar of.
 */
const CROSS_LIKENESS: Record<string, number> = {
  '0O': 0.97, OD: 0.9, '0D': 0.78, OQ: 0.76, '0Q': 0.71, DQ: 0.54, OG: 0.84, '0G': 0.79, QG: 0.61, '6G': 0.76, '6Q': 0.34,
  '1I': 0.92, '1L': 0.19, IL: 0.11, '2Z': 0.6, '5S': 0.85, '8S': 0.79, '8B': 0.77, '7T': 0.73,
};
/** For a pair not measured, taken as alike as look-alikes come. */
const UNMEASURED = 0.92;
/** How far above a pair's cross-likeness a shown character must be to speak against the unshown one. */
const CROSS_MARGIN = 0.03;
/** Below this, a glyph is not the shown character: the same character fell below it in 1% of pairs. */
const NOT_SAME = 0.75;
/**
 * Only above this does a glyph's likeness to a shown character speak against an unshown look-alike:
 * how alike look-alikes get differs by font (a Q and a 0 went above the tuning fonts' maximum in an
 * unseen one), so a margin over the measured maximum alone is not enough.
 */
const SURELY_SAME = 0.9;

const crossLikeness = (a: string, b: string) => CROSS_LIKENESS[a + b] ?? CROSS_LIKENESS[b + a] ?? UNMEASURED;

/**
 * An option this document shows no exemplar of, against the shown option that scores best for the
 * glyph (`shownScore`: its shape, and its width, since a wide O is no look-alike of a narrow 0): it
 * loses clearly when that one is more alike than the pair's look-alikes ever were, wins clearly when
 * that one is less alike than the same character ever is, and ties (stays open) in between. It is
 * scored from that one's score, since its own width is unknown.
 */
function unshownScore(char: string, options: string[], shown: Map<string, number | null>, shownScore: (char: string) => number): number {
  const nearest = options.filter((other) => shown.get(other) != null).sort((a, b) => shownScore(b) - shownScore(a))[0];
  if (!nearest) return 0;
  const likeness = shown.get(nearest)!;
  if (likeness > Math.max(crossLikeness(char, nearest) + CROSS_MARGIN, SURELY_SAME)) return shownScore(nearest) - 2 * CLOSE;
  if (likeness < NOT_SAME) return shownScore(nearest) + 2 * CLOSE;
  return shownScore(nearest);
}

/**
 * Per cell, the characters its glyph looks most like among those this document shows, most alike
 * first: the most alike and any within `CLOSE` of it, when at least `NOT_SAME` alike. OCR can misread a glyph as a
 * character no look-alike table lists (B as 3 in one font), while the document's own exemplars
 * rarely rank the true character below another (4 of 388 cells on the tuning pages).
 */
export function suggestedCharacters(glyphs: readonly (Glyph | null)[], exemplars: Exemplars): string[] {
  return glyphs.map((glyph) => {
    if (!glyph) return '';
    const alike = [...exemplars.keys()].map((char) => ({ char, likeness: resemblance(glyph, char, exemplars)! }));
    const top = Math.max(NOT_SAME, ...alike.map((entry) => entry.likeness));
    return alike
      .filter((entry) => entry.likeness >= top - CLOSE && entry.likeness >= NOT_SAME)
      .sort((a, b) => b.likeness - a.likeness)
      .map((entry) => entry.char)
      .join('');
  });
}

/** What OCR itself read in a cell counts for this much: a tie-breaker, not evidence against the glyphs. */
const OCR_VOTE = 0.02;
/** A reading scoring within this of the best is a rival: the cells where they differ are uncertain. */
export const CLOSE = 0.06;

/** The readings still in the running: the best first, then its rivals (none when the glyphs settle it). */
export type Weighed = { best: string; rivals: string[] };

/**
 * Each reading of a field (all accepted by the check digits) scored by how each disputed cell's glyph
 * compares with this document's own exemplars of the character the reading puts there, OCR's own
 * reading (`seen`) breaking ties. Cells without a glyph count alike for every option.
 */
export function glyphScores(readings: readonly string[], glyphs: readonly (Glyph | null)[], exemplars: Exemplars, seen = ''): Map<string, number> {
  const disputed = disputedCells(readings);
  const cellScores = disputed.map((i) => cellScoresAt(glyphs[i] ?? null, [...new Set(readings.map((r) => r[i]!))], exemplars, seen[i]));
  return new Map(readings.map((reading) => [reading, disputed.reduce((sum, i, k) => sum + cellScores[k]!.get(reading[i]!)!, 0)]));
}

/** The cells in which readings of one field differ. */
export const disputedCells = (readings: readonly string[]) =>
  Array.from({ length: readings[0]?.length ?? 0 }, (_, i) => i).filter((i) => new Set(readings.map((r) => r[i])).size > 1);

/**
 * The glyphs' choice among readings of a field (`glyphScores`, OCR's reading breaking ties) and its rivals (`rankedByScore`), and the
 * readings its shapes alone score within `CLOSE` of it that OCR's vote outweighed (`tiedByShape`). OCR's vote only breaks ties: summed
 * over three cells it is `CLOSE` itself, and made Chivo Mono's Q6BMZODOO, its O and 0 tied in every cell by the glyphs and by the
 * templates, a choice with no rival where the number was Q6BMZ0D00. The scores with OCR's vote come with it (`scores`).
 */
export function glyphsChoice(readings: readonly string[], glyphs: readonly (Glyph | null)[], exemplars: Exemplars, seen = ''): Weighed & { tiedByShape: string[]; scores: Map<string, number> } {
  const scores = glyphScores(readings, glyphs, exemplars, seen);
  const { best, rivals } = rankedByScore(scores);
  const shapes = glyphScores(readings, glyphs, exemplars);
  const tiedByShape = readings.filter((reading) => reading !== best && !rivals.includes(reading) && shapes.get(best)! - shapes.get(reading)! < CLOSE);
  return { best, rivals, tiedByShape, scores };
}

/** The best-scored reading (the first on a tie) and those scoring within `margin` of it (by default, what makes a rival by the glyphs). */
export function rankedByScore(scores: ReadonlyMap<string, number>, margin = CLOSE): Weighed {
  const scored = [...scores].map(([reading, score]) => ({ reading, score }));
  const best = scored.reduce((top, entry) => (entry.score > top.score ? entry : top), scored[0]!);
  return { best: best.reading, rivals: scored.filter((entry) => entry !== best && best.score - entry.score < margin).map((entry) => entry.reading) };
}

/**
 * How much wider or narrower than this document prints `shapes`' character the glyph is: the log of
 * its width-to-height ratio over theirs (their median, so one badly boxed print does not count). Only
 * options compared on one glyph are weighed by it, so what a font's prints of one character differ
 * by weighs alike for each.
 */
function widthMisfit(glyph: Glyph, shapes: readonly Glyph[]): number {
  const aspects = shapes.map((shape) => shape.aspect).sort((a, b) => a - b);
  return Math.abs(Math.log(glyph.aspect / aspects[Math.floor(aspects.length / 2)]!));
}

/**
 * Each option's score at one cell. Options this document shows no exemplar of are judged only against
 * the shown ones, so they all score alike: nothing here tells one unshown look-alike from another.
 */
function cellScoresAt(glyph: Glyph | null, options: string[], exemplars: Exemplars, seen: string | undefined): Map<string, number> {
  const vote = (char: string) => (char === seen ? OCR_VOTE : 0);
  if (!glyph) return new Map(options.map((char) => [char, vote(char)]));
  const shown = new Map(options.map((char) => [char, resemblance(glyph, char, exemplars)]));
  // How wide the document prints an option counts too; an unshown option's width is unknown, so it is scored as the shown one it is judged against.
  const shownScore = (char: string) => shown.get(char)! - widthMisfit(glyph, exemplars.get(char)!);
  const unshown = options.filter((char) => shown.get(char) === null);
  const unshownScores = unshown.map((char) => unshownScore(char, options, shown, shownScore));
  const unshownBest = unshownScores.length ? Math.max(...unshownScores) : 0;
  return new Map(options.map((char) => [char, (shown.get(char) === null ? unshownBest : shownScore(char)) + vote(char)]));
}

/**
 * The number both engines leave standing. When the templates' choice is among the readings the
 * glyphs of OCR's boxes keep, the readings both keep stay, and of them the one the engines' scores
 * together (`fused`) favour is taken: one engine may settle what the other could not. When it is not,
 * the engines disagree: of the two choices, the one their scores together favour stands, with every
 * reading either kept as its rivals, so the cells in dispute are reported uncertain: where they
 * disagree on dev pages, the fused choice is right more often than the glyphs' alone (Chivo Mono's
 * C4OGIOO7, whose G the glyphs took for a Q).
 */
export function bothEngines(glyphs: Weighed & { tiedByShape?: readonly string[] }, templates: Weighed, fused: (reading: string) => number): Weighed {
  const keptByGlyphs = [glyphs.best, ...glyphs.rivals];
  if (!keptByGlyphs.includes(templates.best)) {
    const best = fused(templates.best) > fused(glyphs.best) ? templates.best : glyphs.best;
    return { best, rivals: [...new Set([glyphs.best, ...glyphs.rivals, templates.best, ...templates.rivals])].filter((r) => r !== best) };
  }
  // A rival of the templates the glyphs' shapes tie with their choice, which only OCR's vote outweighed, stays open too.
  const leftOpenByGlyphs = [...keptByGlyphs, ...(glyphs.tiedByShape ?? [])];
  const keptByBoth = [templates.best, ...templates.rivals.filter((r) => leftOpenByGlyphs.includes(r))];
  const best = keptByBoth.reduce((top, reading) => (fused(reading) > fused(top) ? reading : top));
  return { best, rivals: keptByBoth.filter((r) => r !== best) };
}

/**
 * The engines' choice, or the number OCR and the templates both read (`readBy`, each engine's own reading) where it is among the
 * `readings` that pass and the choice holds, in some cell, a character neither read that is no look-alike of theirs: the scores settle
 * look-alikes the check digits cannot (O and 0, S and 8), not a character both engines saw otherwise (Fragment Mono's CGGM48QPB,
 * whose 4 and 8 the scores took for 9 and 3). Their choice stays a rival.
 */
export function asBothRead(judged: Weighed, readBy: readonly string[], readings: readonly string[]): Weighed {
  const [theirs] = readBy;
  if (theirs === undefined || readBy.length < 2 || readBy.some((number) => number !== theirs) || theirs === judged.best || !readings.includes(theirs)) return judged;
  const unlike = [...judged.best].some((char, i) => char !== theirs[i] && !areLookAlikes(char, theirs[i]!));
  return unlike ? { best: theirs, rivals: [judged.best, ...judged.rivals.filter((rival) => rival !== theirs)] } : judged;
}

/** Whether `a` and `b` are O and 0, the pair no engine tells apart surely. */
const isOOrZero = (a: string, b: string) => `${a}${b}` === 'O0' || `${a}${b}` === '0O';

/**
 * The engines' choice, or where OCR and the templates (`readBy`) read the number otherwise in some cell and the choice holds, in a cell
 * they read alike, a character neither read, the one of `readings` (all pass) the engines `pick` among those holding each cell they read
 * alike as they read it (an O or 0 either way) and every other as one of them did. There the scores chose the disputed cells and the
 * check digits made a cell both read pay for it: Oxygen Mono's 0GIIOY1G, read 0GI1OYIG by OCR and exactly by the templates, was chosen
 * as DGIIOYIG, a D neither read paying for OCR's I. Not for an O where both read 0, or a 0 where both read O: those the scores settle,
 * and settled right on Azeret Mono's ZO22ZBB0 and Chivo Mono's 186QJI00; nor for a Q where both read O (Spline Sans Mono's IQ855SO2,
 * the scores' choice). Where the engines read the whole number alike, `asBothRead` rules. Their choice stays a rival.
 */
export function withCellsBothRead(judged: Weighed, readBy: readonly string[], readings: readonly string[], pick: (among: readonly string[]) => string): Weighed {
  const [theirs] = readBy;
  if (theirs === undefined || readBy.length < 2 || readBy.every((number) => number === theirs)) return judged;
  const agreed = [...theirs].flatMap((char, i) => (readBy.every((number) => number[i] === char) ? [i] : []));
  if (agreed.every((i) => judged.best[i] === theirs[i] || isOOrZero(judged.best[i]!, theirs[i]!) || isQWithTailLost(judged.best[i]!, theirs[i]))) return judged;
  // An O or 0 both read is no more settled than the scores settle it (Chivo Mono's FO0IQO1S1, read FOOIQO by both, was kept as FOOIQOISI).
  const readAs = (char: string, i: number) => readBy.some((number) => number[i] === char) || (agreed.includes(i) && isOOrZero(char, theirs[i]!));
  const asRead = readings.filter((reading) => [...reading].every(readAs));
  if (asRead.length === 0) return judged;
  const best = pick(asRead);
  return { best, rivals: [judged.best, ...judged.rivals.filter((rival) => rival !== best)] };
}

/** A cell's ink box: where its glyph's ink starts and ends, across and down. */
export type InkBox = { x0: number; x1: number; y0: number; y1: number };

/**
 * How far each of `boxes` reaches below the line `reference` stands on, in heights of its characters: the line fitted by least
 * squares through the references' ink bottoms (twice, leaving out those off it), so a zone left slightly slanted measures alike
 * at both ends. Null when fewer than `MIN_REFERENCES` boxes show where the line is.
 */
export function depthsBelowLine(boxes: readonly (InkBox | null)[], reference: readonly InkBox[]): (number | null)[] | null {
  if (reference.length < MIN_REFERENCES) return null;
  const height = median(reference.map((box) => box.y1 - box.y0));
  let points = reference.map((box) => ({ x: (box.x0 + box.x1) / 2, y: box.y1 }));
  let line = fittedLine(points);
  for (let pass = 0; pass < 2; pass++) {
    const offsets = points.map((point) => Math.abs(point.y - line.at(point.x)));
    const limit = Math.max(2 * median(offsets), 1.5);
    const kept = points.filter((_, i) => offsets[i]! <= limit);
    if (kept.length < MIN_REFERENCES) break;
    points = kept;
    line = fittedLine(points);
  }
  return boxes.map((box) => (box ? (box.y1 - line.at((box.x0 + box.x1) / 2)) / height : null));
}

const MIN_REFERENCES = 8;

/** The middle of `values` once sorted (the upper middle of an even count); `values` holds at least one. */
export const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function fittedLine(points: readonly { x: number; y: number }[]) {
  const meanX = points.reduce((sum, p) => sum + p.x, 0) / points.length;
  const meanY = points.reduce((sum, p) => sum + p.y, 0) / points.length;
  const spread = points.reduce((sum, p) => sum + (p.x - meanX) ** 2, 0);
  const slope = spread ? points.reduce((sum, p) => sum + (p.x - meanX) * (p.y - meanY), 0) / spread : 0;
  return { at: (x: number) => meanY + slope * (x - meanX) };
}

/**
 * A glyph reaching this far below the line (in character heights) is a Q, or a J in a font whose J hooks below. Measured on the
 * templates' cell grid (`inkBottoms`) over 300 dev and wide dev pages: no other character of a passport number went below 0.045 (2,395
 * cells; round ones overshoot a little), while the Qs of 16 of 21 fonts went 0.065–0.33 (Azeret, Reddit, Atkinson Hyperlegible,
 * Commit and Kode Mono keep the tail within 0.035 of the line, which this cannot tell from a page without a Q). OCR's own symbol boxes
 * measured it less well: one a cell off reads a neighbour's depth.
 */
const Q_TAIL_DEPTH = 0.06;

/** A number cell's glyph reaching below the line as a Q's tail or a J's hook does (`below`), staying on it where another does (`on`), or neither told. */
export type Tail = 'below' | 'on' | null;

/**
 * What each cell's depth below the line (`depthsBelowLine`) says: `below` where the glyph reaches below the line as only a Q's tail
 * (or, in some fonts, a J's hook) does (`Q_TAIL_DEPTH`), `on` where another cell reaches so far and this one less than half as far, and
 * null where it tells nothing: a font whose Q keeps its tail on the line looks like one whose page shows no Q.
 */
export function qTails(depths: readonly (number | null)[]): Tail[] {
  const deepest = Math.max(-1, ...depths.map((depth) => depth ?? -1));
  return depths.map((depth) => {
    if (depth === null || deepest < Q_TAIL_DEPTH) return null;
    if (depth >= Q_TAIL_DEPTH) return 'below';
    return depth < deepest / 2 ? 'on' : null;
  });
}

/**
 * Whether a reading fits the tails: a Q or a J wherever a glyph reaches below the line, and where it puts a Q there (so this font's
 * Q reaches below), no Q where a glyph stays on the line. Kode Mono's J of GB2S6B0J reaches below as its Qs do.
 */
export function fitsQTails(reading: string, tails: readonly Tail[]): boolean {
  const below = tails.flatMap((tail, i) => (tail === 'below' ? [i] : []));
  if (!below.every((i) => reading[i] === 'Q' || reading[i] === 'J')) return false;
  return !below.some((i) => reading[i] === 'Q') || tails.every((tail, i) => tail !== 'on' || reading[i] !== 'Q');
}
