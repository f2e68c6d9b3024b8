import { formatTd3 } from '@eta/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { TUNING_MRZ_FONTS } from '../specimens/text.ts';
import { alikeCellsAgreeing, closeAlternatives, ownAgreement, readByTemplates, samePrintsHeldAlike, templateScores, td3CellAlphabet, surnameEndFromTemplates, templateNameCorrections, templateNameDoubts, templatesAllowLetter, type Candidate, type TemplateReading } from './template-reader.ts';
import { rankedByScore } from './glyphs.ts';
import { renderedZone, renderTemplates, type Templates } from './templates.ts';

const zone = formatTd3({
  issuingState: 'FRA',
  surname: 'Lefevre',
  givenNames: 'Zoe Maya',
  documentNumber: 'Q8B0O5S2G',
  nationality: 'FRA',
  birthDate: '870614',
  sex: 'F',
  expiryDate: '330901',
  personalNumber: '',
});

/** A font the templates are not rendered from: the reader must read it by the other fonts' shapes. */
const UNSEEN = 'roboto-mono';
let templates: Templates;

beforeAll(async () => {
  templates = await renderTemplates(TUNING_MRZ_FONTS.filter((name) => name !== UNSEEN));
}, 60_000);

describe('readByTemplates', () => {
  it('reads a zone in a font it has no template of, sharp or blurred', async () => {
    for (const blur of [0, 1.4]) {
      const rendered = (await renderedZone(UNSEEN, zone, { blur }))!;
      expect(readByTemplates(rendered.image, rendered.area, templates)?.lines).toEqual(zone);
    }
  });

  it('reads the look-alikes of a number apart at a heavier weight', async () => {
    const rendered = (await renderedZone(UNSEEN, zone, { weight: 700, blur: 1 }))!;
    expect(readByTemplates(rendered.image, rendered.area, templates)?.lines[1].slice(0, 9)).toBe('Q8B0O5S2G');
  });

  it("finds where the number's Q reaches below the line its other glyphs stand on", async () => {
    const rendered = (await renderedZone(UNSEEN, zone, { blur: 1 }))!;
    expect(readByTemplates(rendered.image, rendered.area, templates)?.tails).toEqual(['below', ...Array(8).fill('on')]);
  });

  it('answers null where no zone is printed', () => {
    const blank = { data: new Uint8Array(1400 * 150).fill(255), width: 1400, height: 150 };
    expect(readByTemplates(blank, { left: 0, top: 0, right: 1400, bottom: 150, lineHeight: 30 }, templates)).toBeNull();
  });
});

describe('templateScores', () => {
  it('tells apart readings of the number that swap look-alikes, by the templates and the page\'s own digits', async () => {
    const rendered = (await renderedZone(UNSEEN, zone, { blur: 1.2 }))!;
    const reading = readByTemplates(rendered.image, rendered.area, templates)!;
    const known = [...zone[1]].flatMap((char, index) => (index >= 13 && index <= 27 && char !== '<' ? [{ line: 1 as const, index, char }] : []));
    expect(rankedByScore(templateScores(['Q8BO05S2G', 'Q8B0O5S2G', 'Q8B0OS52G'], reading, known), 0.05)).toEqual({ best: 'Q8B0O5S2G', rivals: [] });
  });
});

describe('td3CellAlphabet', () => {
  it('allows only what ICAO 9303 prints in a cell', () => {
    expect(td3CellAlphabet(0, 0)).toBe('P');
    expect(td3CellAlphabet(0, 7)).not.toMatch(/[0-9]/);
    expect(td3CellAlphabet(1, 15)).toBe('0123456789');
    expect(td3CellAlphabet(1, 20)).toBe('MFX<');
    expect(td3CellAlphabet(1, 3)).toContain('Q');
    expect(td3CellAlphabet(1, 42)).toBe('0123456789<');
  });
});

const cell = (...pairs: [string, number][]): Candidate[] => pairs.map(([char, likeness]) => ({ char, likeness }));

/** A reading of `line1` whose cells the templates read as written (0.9 alike), except those given in `cells`. */
const readingOfLine1 = (line1: string, cells: Candidate[][]): TemplateReading => ({
  lines: [line1, '<'.repeat(44)],
  candidates: [Array.from({ length: 44 }, (_, i) => cells[i] ?? cell([line1[i]!, 0.9])), []],
  boxes: [[], []],
  shapes: [[], []],
  tails: [],
});

describe('closeAlternatives', () => {
  it('offers the characters about as alike as the best, the best first', () => {
    expect(closeAlternatives([cell(['O', 0.93], ['Q', 0.92], ['0', 0.87]), cell(['7', 0.95], ['1', 0.7])])).toEqual(['OQ', '7']);
  });
});

describe('templateNameDoubts', () => {
  const line1 = 'P<FRAHARRIS<<ANNA<<<<<<<<<<<<<<<<<<<<<<<<<<<';
  const readingOf = (cells: Candidate[][]) => readingOfLine1(line1, cells);

  it('doubts a name letter the templates clearly read as another', () => {
    expect(templateNameDoubts(line1, readingOf(Object.assign([], { 6: cell(['H', 0.88], ['A', 0.8]) })))).toEqual([6]);
  });

  it('leaves a letter the templates find nearly as alike as their choice', () => {
    expect(templateNameDoubts(line1, readingOf(Object.assign([], { 6: cell(['H', 0.86], ['A', 0.84]) })))).toEqual([]);
  });
});

describe('templateNameCorrections', () => {
  const line1 = 'P<FRABRONN<<HUGO<<<<<<<<<<<<<<<<<<<<<<<<<<<<';
  const readingOf = (cells: Candidate[][]) => readingOfLine1(line1, cells);

  it('replaces a name letter the templates are sure is another', () => {
    expect(templateNameCorrections(line1, readingOf(Object.assign([], { 8: cell(['W', 0.93], ['N', 0.74]) })))).toBe('P<FRABROWN<<HUGO<<<<<<<<<<<<<<<<<<<<<<<<<<<<');
  });

  it('keeps the letter read where the templates are not sure, and never touches fillers or the state code', () => {
    const cells = Object.assign([], { 8: cell(['W', 0.86], ['N', 0.7]), 4: cell(['B', 0.95], ['A', 0.6]), 11: cell(['A', 0.95], ['<', 0.5]) });
    expect(templateNameCorrections(line1, readingOf(cells))).toBe(line1);
  });
});

describe('surnameEndFromTemplates', () => {
  // Dev page (Nova Mono): the filler after BALASUBRAMANIAM read as R, so no space split the names.
  const line1 = 'P<ESPBHLHSUBRHIHHIHHR<FREDERICH<HUGO<JHHES<L';
  const readingOf = (cells: Candidate[][]) => readingOfLine1(line1, cells);
  const fillerAt20 = Object.assign([], { 20: cell(['<', 0.8], ['R', 0.4]) });

  it('takes the filler the templates read in a doubted letter beside a filler, where line 1 has no space between the names', () => {
    expect(surnameEndFromTemplates(line1, readingOf(fillerAt20), new Set([14, 16, 20, 39]))).toBe('P<ESPBHLHSUBRHIHHIHH<<FREDERICH<HUGO<JHHES<L');
  });

  it('leaves line 1 where no engine doubts the letter, or where it already has a space between the names', () => {
    expect(surnameEndFromTemplates(line1, readingOf(fillerAt20), new Set([14, 16]))).toBe(line1);
    const spaced = 'P<ESPBALASUBRAMANIAM<<FREDERICA<HUGO<JAMES<L';
    expect(surnameEndFromTemplates(spaced, readingOfLine1(spaced, Object.assign([], { 30: cell(['<', 0.8]) })), new Set([30]))).toBe(spaced);
  });
});

describe('templatesAllowLetter', () => {
  const readingOf = (cells: Candidate[][]) => readingOfLine1('P<ESPAMARA<<JACOUELINE<<<<<<<<<<<<<<<<<<<<<<', cells);

  it('allows a letter the templates find about as alike as their choice (a Q whose tail the scan thinned)', () => {
    expect(templatesAllowLetter(readingOf(Object.assign([], { 15: cell(['O', 0.939], ['Q', 0.918]) })), 15, 'Q')).toBe(true);
    expect(templatesAllowLetter(readingOf(Object.assign([], { 15: cell(['O', 0.939], ['Q', 0.86]) })), 15, 'Q')).toBe(false);
  });
});

describe('alikeCellsAgreeing', () => {
  /** A reading whose line 2 cells have the given shapes (line 1 empty). */
  const withShapes = (shapes: Float32Array[]): TemplateReading => ({ lines: ['', ''], candidates: [[], []], boxes: [[], []], shapes: [[], shapes.map((shape) => [shape])], tails: [] });
  const unit = (values: number[]) => Float32Array.from(values.map((value) => value / Math.hypot(...values)));
  const [six, other] = [unit([1, 2, 3, 4]), unit([4, -3, 2, -1])];

  it('reads as the others a G the zone prints like the 6s around it', () => {
    expect(alikeCellsAgreeing('Q6QCTGI6O', withShapes([other, six, other, other, other, six, other, six, other]))).toBe('Q6QCT6I6O');
  });

  it('keeps cells whose shapes differ, and a pair where each is one against one', () => {
    expect(alikeCellsAgreeing('Q6QCTGI6O', withShapes([other, six, other, other, other, other, other, six, other]))).toBe('Q6QCTGI6O');
    expect(alikeCellsAgreeing('Q6QCTGIOO', withShapes([other, six, other, other, other, six, other, other, other]))).toBe('Q6QCTGIOO');
  });
});

describe('ownAgreement', () => {
  /** Line 1 cells 0–3 with the given shapes. */
  const withShapes = (shapes: number[][]): TemplateReading => ({ lines: ['', ''], candidates: [[], []], boxes: [[], []], shapes: [shapes.map((shape) => [Float32Array.from(shape)]), []], tails: [] });
  const reading = withShapes([[1, 0], [0.99, Math.sqrt(1 - 0.99 ** 2)], [0.9, Math.sqrt(1 - 0.9 ** 2)], [0, 1]]);
  const O = (index: number) => ({ line: 0 as const, index, char: 'O' });

  it('scores the page’s prints of a letter by the least alike of them to its likest other', () => {
    expect(ownAgreement(reading, 'O', [O(0), O(1)])).toBeCloseTo(0.99);
    // Cell 2 is 0.9 alike to cell 0, and 0.95 to cell 1: its likest.
    expect(ownAgreement(reading, 'O', [O(0), O(1), O(2)])).toBeCloseTo(0.9 * 0.99 + Math.sqrt((1 - 0.81) * (1 - 0.99 ** 2)));
  });

  it('answers null where the page prints the letter fewer than twice', () => {
    expect(ownAgreement(reading, 'O', [O(0), { line: 0, index: 3, char: 'Q' }])).toBeNull();
  });
});

describe('samePrintsHeldAlike', () => {
  /** Line 2 cells each with a shape of its own (one-hot), but `alike` cells sharing one. */
  const withShapes = (alike: number[]): TemplateReading => {
    const shape = (k: number) => Float32Array.from({ length: 9 }, (_, i) => (i === k ? 1 : 0));
    const shapes = Array.from({ length: 9 }, (_, i) => [shape(alike.includes(i) ? alike[0]! : i)]);
    return { lines: ['', ''], candidates: [[], []], boxes: [[], []], shapes: [[], shapes], tails: [] };
  };

  // Dev page (Chivo Mono): cells 2 and 5 are one print of 0; the engines chose IQQSSORE, and the check digits pass IQ0SS0RE too.
  it('takes the reading that holds one character in cells of one print where the choice holds two', () => {
    expect(samePrintsHeldAlike('IQQSSORE<', ['IQQSSORE<', 'IQ0SS0RE<', 'IOQSS0RE<'], withShapes([2, 5]))).toBe('IQ0SS0RE<');
  });

  it('keeps the choice where its cells of one print agree, or no reading or several make them agree', () => {
    expect(samePrintsHeldAlike('IQQSSORE<', ['IQQSSORE<', 'IQ0SS0RE<'], withShapes([1, 2]))).toBe('IQQSSORE<');
    expect(samePrintsHeldAlike('IQQSSORE<', ['IQQSSORE<', 'IOQSS0RE<'], withShapes([2, 5]))).toBe('IQQSSORE<');
    expect(samePrintsHeldAlike('IQQSSORE<', ['IQQSSORE<', 'IQ0SS0RE<', 'IQQSSQRE<'], withShapes([2, 5]))).toBe('IQQSSORE<');
  });
});
