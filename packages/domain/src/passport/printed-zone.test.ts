import { describe, expect, it } from 'vitest';
import { digitMatches, formatTd3, parseTd3 } from './mrz.ts';
import { cellsPrintSpellsOtherwise, twinCellsPrintShowsOtherwise, checkDigitsFromTemplates, datesBorneOut, datesBorneOutOnlyBy, datesDiffering, datesFromPrint, datesPrintDoesNotShow, digitMisreadInDates, line2FromPrint, numberCheckDigitFromPrint, namePartReadings, nationalityTaken, numbersAsPrinted, numberWithPrint, printedNumbersNear, printedStates, namesFromPrint, printedDates, printedNumbers, printedSpelling, printedStateCode, readAsPrintedButOneLost, spelledEitherWay } from './printed-zone.ts';

/** Words as OCR read a generated page's printed zone, labels turned to noise by the capitals-only alphabet. */
const BRAZIL_PAGE = 'BRAZIL PASSPORT PASSEPORT TT CC PNNS 2 BRA 8SDR5051 SN MORENO GSP CHLOEYUKI NN BRAZIL D7D SS 14FEB1992 F DIJD AA 27JUN2025 SPECIMENAUTHORITY DDA 03FEB2034'.split(' ');
const KOREA_PAGE = 'SOUTHKOREA PASSPORT PASSEPORT TT CJC PNNS KOR YBGOSVQQ OKAFO 3 ELEN A SOUTHKOREA SE 14JUL1995 F 1 A7A 1 7 JUL2025 SPECIMENAUTHORITY'.split(' ');

const person = { issuingState: 'ESP', surname: 'Abdulrahmanov', givenNames: 'Maximiliano Marguerite Olivia', documentNumber: 'QUQ81AGP', nationality: 'ESP', birthDate: '600805', sex: 'M', expiryDate: '350317' } as const;

/** Each name part read with every inner filler a space. */
const plainParts = (line1: string) => namePartReadings(line1).map((readings) => readings[0]!);

describe('name parts of line 1', () => {
  it('gives the surname and the given names without fillers, each letter with its cell', () => {
    const parts = plainParts('P<KOROKAFOR<<ELENA<MAYA<<<<<<<<<<<<<<<<<<<<<');
    expect(parts.map((part) => part.letters)).toEqual(['OKAFOR', 'ELENAMAYA']);
    expect(parts[0]!.cells).toEqual([5, 6, 7, 8, 9, 10]);
    expect(parts[1]!.cells.slice(4, 6)).toEqual([17, 19]);
    expect(parts.map((part) => part.open)).toEqual([false, false]);
  });

  it('marks the part line 1 cuts off as open', () => {
    const [line1] = formatTd3(person);
    expect(plainParts(line1).map((part) => part.open)).toEqual([false, true]);
  });
});

describe('name part readings', () => {
  it('reads a filler inside a part as a space or as a letter OCR missed, and one where a part starts as a missed letter', () => {
    const [surname, given] = namePartReadings('P<USA<UELLER<<LUCAS<AMARA<<<<<<<<<<<<<<<<<<<');
    expect(surname!.map((part) => part.letters)).toEqual(['?UELLER']);
    expect(surname![0]!.cells[0]).toBe(5);
    expect(given!.map((part) => part.letters)).toEqual(['LUCASAMARA', 'LUCAS?AMARA']);
  });

  it('reads three fillers between the names as the given names’ first letter missed, or the surname’s last', () => {
    const [surname, given] = namePartReadings('P<ESPKI<<<OLIVER<<<<<<<<<<<<<<<<<<<<<<<<<<<<');
    expect(surname!.map((part) => part.letters)).toEqual(['KI', 'KI?']);
    expect(surname![1]!.cells).toEqual([5, 6, 7]);
    expect(given!.map((part) => part.letters)).toEqual(['?OLIVER', 'OLIVER']);
    expect(given![1]!.cells[0]).toBe(10);
  });

  // Dev 21800/18 (Nova Mono): KIM MAYA read as KI<<<<H<H, both Ms as fillers.
  it('reads four fillers between the names as the surname’s last letter missed and the given names’ first', () => {
    const [surname, given] = namePartReadings('P<USAKI<<<<H<H<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<');
    expect(surname!.map((part) => part.letters)).toContain('KI?');
    expect(given!.map((part) => part.letters)).toContain('?H?H');
    const usa = 'UNITEDSTATES PASSPORT PASSEPORT TT CJC PNJN USA GJ2BZDQ6L SN KIM GSJP MAYA NN UNITEDSTATES DD SS 02FEB1996 M'.split(' ');
    const doubted = [7, 10, 11, 12, 13];
    const line1 = 'P<USAKI<<<<H<H<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<';
    expect(namesFromPrint(line1, usa, (cell) => line1[cell] !== '<' || doubted.includes(cell)).line1).toBe('P<USAKIM<<MAYA<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<');
  });
});

describe('printed spelling', () => {
  it('finds a name among the printed words though the zone misread letters of it', () => {
    expect(printedSpelling('MOREOO', BRAZIL_PAGE)).toBe('MORENO');
    expect(printedSpelling('CHLOEVUKI', BRAZIL_PAGE)).toBe('CHLOEYUKI');
  });

  it('does not take the month of a printed date for a name’s letters (APR of 09APR1970 and an M come near NORA read as HORH)', () => {
    const page = ['MEXICO', 'PASSPORT', 'MEX', '00DZQI8CO', 'SN', 'MARTIN', 'GSPS', 'NORA', 'NJN', 'MEXICO', 'DDSS', 'SS', '09APR1970', 'M', 'DSSJD', 'AJA', '20SEP2025'];
    expect(printedSpelling('HORH', page)).toBe('NORA');
  });

  it('finds a name a font misread half of (A as H, N as O)', () => {
    expect(printedSpelling('VILLHOUEVH', ['SN', 'VILLANUEVA', 'GSP', 'KONSTANTINOS'])).toBe('VILLANUEVA');
  });

  it('counts a misreading the font repeats once: TANAKA read as THHHKH is two misreadings (A and N as H), not four', () => {
    const page = ['ITALY', 'PASSPORT', 'ITA', 'OOZQISO8', 'PTL', 'SU', 'TANAKA', 'GP', 'AMARA', 'ITALY', 'SPECIMENAUTHORITY'];
    expect(printedSpelling('THHHKH', page)).toBe('TANAKA');
    expect(printedSpelling('H?HRH', page)).toBe('AMARA');
  });

  it('does not let a repeated misreading make closest a stretch that differs in more cells (ANNA, not PNNP)', () => {
    expect(printedSpelling('ANNA', ['PNN', 'P', 'MEX', 'MARTIN', 'GSPS', 'ANNA', 'NN'])).toBe('ANNA');
  });

  it('prefers a printed word to a stretch run together from specks a letter closer (SILVA, not SN MV H for SILVH)', () => {
    expect(printedSpelling('SILVH', ['PH', 'SN', 'MV', 'H', 'TH', 'USA', 'LS', 'A', 'SILVA', 'LN', 'SOFIA'])).toBe('SILVA');
  });

  it('reads a 0 or a 1 in a printed word of letters as O or I (J0 HANS SON for JOHANSSON), not in a number', () => {
    const page = ['ITALY', 'PASSPORT', 'ITA', 'DBB7060', 'N', 'J0', 'HANS', 'SON', 'SAMUEL', 'ITALY'];
    expect(printedSpelling('NOHANSSON', page)).toBe('JOHANSSON');
    expect(printedSpelling('DBBTOGO', page)).toBeNull();
  });

  it('keeps to whole words, so a name printed short is not matched into the next word', () => {
    expect(printedSpelling('OKHFOR', KOREA_PAGE)).toBeNull();
    expect(printedSpelling('ELENH', KOREA_PAGE)).toBe('ELENA');
  });

  it('matches a part line 1 cut off inside a printed word', () => {
    expect(printedSpelling('WILHELMINAPETE', ['GSP', 'WILHELMINA', 'PETER'], true)).toBe('WILHELMINAPETE');
    expect(printedSpelling('WILHELMINAPETE', ['GSP', 'WILHELMINA', 'PETER'], false)).toBeNull();
  });

  it('finds a short name only as a whole printed word, at most a letter apart', () => {
    expect(printedSpelling('KIN', ['KOR', 'SN', 'KIM', 'GSP', 'HUGO'])).toBe('KIM');
    expect(printedSpelling('KIM', ['KIMBERLEY'])).toBeNull();
    expect(printedSpelling('KIN', ['KAT'])).toBeNull();
    expect(printedSpelling('KIN', ['KIM', 'KIT'])).toBeNull();
  });

  it('finds nothing for an initial, unrelated print, or two stretches alike', () => {
    expect(printedSpelling('K', ['K'])).toBeNull();
    expect(printedSpelling('MORENO', ['SPECIMENAUTHORITY', 'PASSPORT'])).toBeNull();
    expect(printedSpelling('MARTIN', ['MARTIN', 'MARTIM'])).toBeNull();
  });
});

describe('names from print', () => {
  // Dev 17700/42 (Nova Mono): OCR read HUGO MAYA as HUGO and fillers, doubting the fillers where MAYA stands; print ran the names together.
  it('fills a word OCR read as fillers after the given names, where print spells on past them and the reader lets it fill those cells', () => {
    const line1 = 'P<CANJOHANSSON<<HUGO<<<<<<<<<<<<<<<<<<<<<<<<';
    const words = ['CANADA', 'PASSPORT', 'CAN', 'DQBC66ZSN', 'SJN', 'JOHANSSON', 'GSJP', 'HUGOMAYA', 'CANADA'];
    const doubted = [21, 22, 23, 24];
    const names = namesFromPrint(line1, words, (cell) => line1[cell] !== '<' || doubted.includes(cell));
    expect(names.line1).toBe('P<CANJOHANSSON<<HUGO<MAYA<<<<<<<<<<<<<<<<<<<');
    expect(names.corrected).toEqual(doubted);
    // Not where the reader lets print fill none of those fillers, nor where print spells the given names read otherwise and the reader keeps the letter read.
    expect(namesFromPrint(line1, words, (cell) => line1[cell] !== '<').line1).toBe(line1);
    const keepsLetters = (cell: number, printed: string) => (line1[cell] === '<' ? doubted.includes(cell) : printed === line1[cell]);
    expect(namesFromPrint(line1, words.map((word) => (word === 'HUGOMAYA' ? 'HUGQMAYA' : word)), keepsLetters).line1).not.toContain('MAYA');
  });

  // Wide dev 52400/23 (Kode Mono): both engines read JOHANSSON as JUHHNSSDN, and print `10 HAN SSON`, its JO read as digits.
  it('reads a printed word of two 0s and 1s as letters where print leaves a name part unfound otherwise', () => {
    const line1 = 'P<NZLJUHHNSSDN<<JAMES<<<<<<<<<<<<<<<<<<<<<<<';
    const words = 'NEWZEALAND PASSPORT PASSEPORT T PSSO NO DASSEN NZL ISOHBQGO 3 10 HAN SSON JAMES 1 N EWZEALAN 02MAR 2004 F 11NOV2025'.split(' ');
    const names = namesFromPrint(line1, words, (cell) => cell !== 5);
    expect(names.line1).toBe('P<NZLJOHANSSON<<JAMES<<<<<<<<<<<<<<<<<<<<<<<');
    // Print's I for the J is refused, and the cell left to check.
    expect(names.refused).toEqual([5]);
    expect(names.unfound).toEqual([]);
    // Without the word, no stretch of print spells the surname (the word before the given names stands for it by its place).
    expect(namesFromPrint(line1, words.filter((word) => word !== '10'), (cell) => cell !== 5).line1).not.toContain('JOHANSSON');
    // A day's 10 is not read as letters where print spells every name part without it.
    expect(namesFromPrint('P<NZLJOHANSSON<<JAMES<<<<<<<<<<<<<<<<<<<<<<<', ['NZL', '10', 'JOHANSSON', 'JAMES'], () => true).confirmed).toHaveLength(14);
  });

  // Dev 18000/66 and 18800/58 (Nova Mono): the nearest stretch to the surname as read led one that ran into the given names' word by less than MIN_LEAD.
  it('leaves the stretch of print the other name part is spelled by out of the surname’s rivals', () => {
    const france = 'FRANCE PASSPORT PASSEPORT TT CJC P FRA 111R07185 SN MARTIN GSJP NORA NN FRANCE DJDS S S 25SEP1990 F DISSJD AU A'.split(' ');
    const names = namesFromPrint('P<FRANHRTIH<<NORA<<<<<<<<<<<<<<<<<<<<<<<<<<<', france, () => true);
    expect(names.line1).toBe('P<FRAMARTIN<<NORA<<<<<<<<<<<<<<<<<<<<<<<<<<<');
    expect(names.corrected).toEqual([5, 6, 10]);
    const mexico = 'J SAREE MEXICO PASSPORT PASSEPORT J PSNNS MEX BS2SC5DX N WA LKER N F J CHL OE N N MEXICO DI D SS 18APR1978 M'.split(' ');
    expect(namesFromPrint('P<MEXUHLKER<<CHLOE<<<<<<<<<<<<<<<<<<<<<<<<<<', mexico, () => true).line1).toBe('P<MEXWALKER<<CHLOE<<<<<<<<<<<<<<<<<<<<<<<<<<');
    // Dev 18100/50: OORH is as near a label's EO ES as NORA, and ?HRTIH (its M read as a filler) as near NORA TH as MARTIN; each part's nearest is the other's rival no more.
    const spain = 'J NY LN FL NN ADV ST SPAIN PASSPORT PASSEPORT 5 ER YY TN S LJ NR BAL LB EN NO PSS LC LY P ESP 611GZD9B HR A MARTIN 2 N POE LY 7 3A 3 NORA 2TH 3 EO ES'.split(' ');
    expect(namesFromPrint('P<ESP<HRTIH<<OORH<<<<<<<<<<<<<<<<<<<<<<<<<<<', spain, () => true).line1).toBe('P<ESPMARTIN<<NORA<<<<<<<<<<<<<<<<<<<<<<<<<<<');
    // Not a stretch pieced from more than two words (dev 19100/25: print split WALKER as W LK ER and lost its A; a speck's S made SWLKER).
    const italy = 'ITALY PASSPORT PASSEPORT TT C CO0 P ITA 14J565066 S W LK ER 3 Y DANI EL 3 3 ITALY 3 07DE C1956 F 19MAY2025'.split(' ');
    expect(namesFromPrint('P<ITAWALKER<<DANIEL<<<<<<<<<<<<<<<<<<<<<<<<<', italy, () => true).line1).toBe('P<ITAWALKER<<DANIEL<<<<<<<<<<<<<<<<<<<<<<<<<');
    // Where print spells the given names nowhere, their word stays the surname's rival (NORA NN as near MARTIN as MIN_LEAD allows).
    expect(namesFromPrint('P<FRANHRTIH<<HOQH<<<<<<<<<<<<<<<<<<<<<<<<<<<', france, (cell) => cell < 13).unfound).toContain(5);
  });

  // Dev 18100/10 (Nova Mono on a patterned surface): TANAKA read as THHHKH, two misreadings from print's TANAKA and three from the specks' EEEENE.
  it('takes no word with a letter three times running for a name', () => {
    const usa = 'FE HE EEEEEEEEEEEE U EEEENE EE UNITEDSTATES PASSPORT PASSEPORT TT CC PNN0 USA S12JQB32Z SN TANAKA GSJPS OLIVER NN UNITEDSTATES DDS SS'.split(' ');
    const names = namesFromPrint('P<USATHHHKH<<OLIVER<<<<<<<<<<<<<<<<<<<<<<<<<', usa, () => true);
    expect(names.line1).toBe('P<USATANAKA<<OLIVER<<<<<<<<<<<<<<<<<<<<<<<<<');
    expect(printedSpelling('EEEENE', usa)).toBeNull();
  });

  // Dev 18600/2 (Nova Mono): SOFIA MAYA read as SOFIH and fillers, the fillers where MAYA stands doubted; print ran the names together.
  it('fills a word OCR read as fillers after given names print spells otherwise, where the reader lets print take each letter', () => {
    const line1 = 'P<MEXHGUUEH<<SOFIH<<<<<<<<<<<<<<<<<<<<<<<<<<';
    const words = 'MEXICO PASSPORT PASSEPORT C7C TT PSN0JN P MEX STQZ5Y21I SN NGUYEN GP SOFIAMAYA NN MEXICO D0D SS 03MAR1956 M'.split(' ');
    const doubted = [19, 20, 21, 22];
    const names = namesFromPrint(line1, words, (cell) => line1[cell] !== '<' || doubted.includes(cell));
    expect(names.line1).toBe('P<MEXNGUYEN<<SOFIA<MAYA<<<<<<<<<<<<<<<<<<<<<');
    // Not where the reader keeps the H it read.
    expect(namesFromPrint(line1, words, (cell) => (line1[cell] !== '<' && cell !== 17) || doubted.includes(cell)).line1).toContain('<<SOFIH<<');
  });

  // Dev 35700/58 (Nova Mono): YUKI MAYA read as QUKI and fillers; QUKI with one missed letter is nearest print's NEKIM (a label's NE run
  // into KIM), whose E the reader refuses in a cell no engine doubts; QUKI with four is print's YUKIMAYA, every letter it changes taken.
  it('fills a word OCR read as fillers from a longer reading print spells, where the nearest is one the reader refuses', () => {
    const line1 = 'P<NZLKI<<<QUKI<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<';
    const hints = 'P<OZLKIM<<VUKI<MHVH<<<<<<<<<<<<<<<<<<<<<<<<<';
    const words = 'NEWZEALAND PASSPORT PASSEPORT F SL LP P 25 TT CC PNN0A 5 F 4 P NZL 251288ZB L8 8 SJN 3 GL NE KIM YY PB << GJP LT YUKIMAYA PE Y NN FN 6 3 NEWZEALAND LR G LS DJD SS 124 19AUG1985 F'.split(' ');
    const doubted = [7, 10, 15, 16, 17, 18];
    const names = namesFromPrint(line1, words, (cell) => doubted.includes(cell), hints);
    expect(names.line1).toBe('P<NZLKIM<<YUKI<MAYA<<<<<<<<<<<<<<<<<<<<<<<<<');
    expect(names.corrected).toEqual(doubted);
    // Not where the reader keeps the Q it read.
    expect(namesFromPrint(line1, words, (cell) => doubted.includes(cell) && cell !== 10, hints).line1).not.toContain('MAYA');
  });

  // Dev 19800/66 (Nova Mono): JAMES MAYA read as JHNES and four doubted fillers; two letters of five read differ, and four were missed.
  it('measures the share of letters print spells otherwise over the letters read, not those OCR missed', () => {
    const line1 = 'P<KORJOHHQSSOQ<<JHNES<<<<<<<<<<<<<<<<<<<<<<<';
    const words = 'SOUTHKOREA PASSPORT PASSEPORT TT CC PSNON0J P KOR 1Z5YOVDQ RA SMN 3 JOHANSSON TED F VRE EA XA GSP ZA IA 2 JAMESMAYA A 5 NN SOUTHKOREA DDSC SS'.split(' ');
    const doubted = [22, 23, 24, 25];
    expect(namesFromPrint(line1, words, (cell) => line1[cell] !== '<' || doubted.includes(cell)).line1).toBe('P<KORJOHANSSON<<JAMES<MAYA<<<<<<<<<<<<<<<<<<');
  });

  // Dev 19500/70 (Martian Mono): line 1 cut CHRISTOPHER JACQUELINE off as CHRISTOPHER JAC, and OCR read JAC as fillers, doubting them.
  it('fills a word line 1 cut off that OCR read as fillers, where print spells the given names as read and on', () => {
    const line1 = 'P<NZLCHRISTODOULIDES<OKAFOR<<CHRISTOPHER<<<<';
    const words = ['NEWZEALAND', 'PASSPORT', 'NZL', '106Q6831', 'CHRISTODOULIDESOKAFOR', '3', 'CHRISTOPHER', 'JACQUELINE', 'NEWZEALAND', 'MSSNC', 'SS'];
    const doubted = [41, 42, 43];
    const names = namesFromPrint(line1, words, (cell) => line1[cell] !== '<' || doubted.includes(cell));
    expect(names.line1).toBe('P<NZLCHRISTODOULIDES<OKAFOR<<CHRISTOPHER<JAC');
    expect(names.corrected).toEqual(doubted);
    // Not where the reader would not let print fill them all, nor into fillers short of the line's end (a label's NN after NORA SAMUEL).
    expect(namesFromPrint(line1, words, (cell) => line1[cell] !== '<' || cell < 43).line1).toBe(line1);
    const labelAfter = 'P<FRAMARTIN<<NORA<SAMUEL<<<<<<<<<<<<<<<<<<<<';
    expect(namesFromPrint(labelAfter, ['FRANCE', 'MARTIN', 'GSP', 'NORASAMUEL', 'NN', 'FRANCE'], () => true).line1).toBe(labelAfter);
  });

  const line1 = 'P<BRHMOREOO<<CHLOE<VUKI<<<<<<<<<<<<<<<<<<<<<';

  it('takes the printed letters the reader allows, and says which cells print confirmed', () => {
    const names = namesFromPrint(line1, BRAZIL_PAGE, () => true);
    expect(names.line1).toBe('P<BRHMORENO<<CHLOE<YUKI<<<<<<<<<<<<<<<<<<<<<');
    expect(names.corrected).toEqual([9, 19]);
    expect(names.confirmed).toContain(5);
    expect(names.confirmed).not.toContain(9);
  });

  it('says which cells belong to a name part print does not spell', () => {
    const names = namesFromPrint(line1, BRAZIL_PAGE.filter((word) => word !== 'CHLOEYUKI'), () => true);
    expect(names.unfound).toEqual([13, 14, 15, 16, 17, 19, 20, 21, 22]);
    expect(names.corrected).toEqual([9]);
  });

  it('leaves a letter the reader does not let print change', () => {
    const names = namesFromPrint(line1, BRAZIL_PAGE, (cell) => cell !== 19);
    expect(names.line1).toBe('P<BRHMORENO<<CHLOE<VUKI<<<<<<<<<<<<<<<<<<<<<');
    expect(names.corrected).toEqual([9]);
    expect(names.refused).toEqual([19]);
  });

  // Dev page (Oxygen Mono): BROWN read as BRONN; print's BRA (the Code field) and SN (the label's small print) joined are as near.
  it('joins no other word to the issuing state’s code', () => {
    const brazil = ['BRAZIL', 'PASSPORT', 'PASSEPORT', 'TT', 'CJC', 'PSNJN0SS', 'P', 'BRA', 'IBFOX16N', 'SN', 'BROWN', 'GSJP', 'ELENA', 'NN', 'BRAZIL', 'DDI', 'SX', 'S', '19JUN1964'];
    const names = namesFromPrint('P<BRABRONN<<ELENA<<<<<<<<<<<<<<<<<<<<<<<<<<<', brazil, (cell) => cell === 8);
    expect(names.line1).toBe('P<BRABROWN<<ELENA<<<<<<<<<<<<<<<<<<<<<<<<<<<');
    expect(names.unfound).toEqual([]);
  });

  // Dev page (Nova Mono): Germany's code is D, and print's OCR split ABDULRAHMANOV as AB D ULRAHMANOV.
  it('joins words to a later word spelled as the code: a piece of a name', () => {
    const germany = 'GERMANY PASSPORT PASSEPORT 1 JUPAS P D 3211S9HG A AB D ULRAHMANOV CHRISTOPHER MAYAELENAWILHELMINA GERMANY 26 JUN1959 F'.split(' ');
    const names = namesFromPrint('P<D<<HBDULRHHIHHOV<<CHRISTOPHER<MAYA<ELENA<W', germany, () => true);
    expect(names.line1).toBe('P<D<<ABDULRAHMANOV<<CHRISTOPHER<MAYA<ELENA<W');
    expect(names.unfound).toEqual([]);
  });
});

describe('names from print, with the other engine’s letters in fillers OCR missed', () => {
  // Dev page (Nova Mono): OCR read MAYA YUKI as NHQH and fillers; the templates read MHVH VUKI, print MAYAYUKI.
  const usa = 'EDSTATES PASSPORT PASSEPORT TT 0 IS P USA RS6054QB SN JOHANSSON 3 AY MAYAYUKI N 3 J UNITED STATES D 17 JUL 1978'.split(' ');
  const line1 = 'P<USAJOHHHSSOH<<NHQH<<<<<<<<<<<<<<<<<<<<<<<<';
  const templates = 'P<USHJOHHOSSOO<<MHVH<VUKI<<<<<<<<<<<<<<<<<<<';

  it('finds a word OCR missed where print spells the letters the other engine read there', () => {
    const names = namesFromPrint(line1, usa, () => true, templates);
    expect(names.line1).toBe('P<USAJOHANSSON<<MAYA<YUKI<<<<<<<<<<<<<<<<<<<');
    expect(names.corrected).toEqual(expect.arrayContaining([16, 17, 18, 19, 21, 22, 23, 24]));
  });

  it('finds none without them, the letters read being too far from print', () => {
    expect(namesFromPrint(line1, usa, () => true).unfound).toEqual([16, 17, 18, 19]);
  });

  // Dev page (Nova Mono): SAMUEL MAYA read as SH<UEL and fillers; only SAMUEL's M as a letter missed, not as a space, makes SAMUELMAYA.
  it('tries the word missed after every reading of the names, a letter missed inside them too', () => {
    const zealand = 'NEWZEALAND PASSPORT PASSEPORT 45 4 LL NS 0 Y 8 1 LE TT CJC PSNN SE A N F V A P NZL BOSQG855 < P LEER SN B LY PS NY LEFEVRE RS 2TTAL 3 9 AS GSJPS TA LT SAMUELMAYA 7 243 W 2A F 3 NN 1 CS 5 3 3 NEWZEALAND RY HATS BT AL LN DDI SS A LN 18JUL1986 M'.split(' ');
    const names = namesFromPrint('P<NZLLEFEVRE<<SH<UEL<<<<<<<<<<<<<<<<<<<<<<<<', zealand, () => true, 'P<OZLLEFEVRE<<SHMUEL<MHVH<<<<<<<<<<<<<<<<<<<');
    expect(names.line1).toBe('P<NZLLEFEVRE<<SAMUEL<MAYA<<<<<<<<<<<<<<<<<<<');
  });

  it('fills no filler the reader does not let print fill', () => {
    expect(namesFromPrint(line1, usa, (cell) => cell < 21, templates).line1.slice(16, 25)).not.toContain('YUKI');
  });
});

describe('twinCellsPrintShowsOtherwise', () => {
  // Dev 22500/26 (Nova Mono): B0D6W50D7 chosen as B0DGW50D7, OCR having read S and the templates G; print added an S.
  it('gives the cells where a printed number near shows the check-digit twin of the character chosen', () => {
    expect(twinCellsPrintShowsOtherwise('B0DGW50D7', ['FRANCE', 'PASSPORT', 'FRA', 'BOD6WS50D7', 'MORENO', 'NORA'])).toEqual([3]);
  });

  it('gives none where print shows the character chosen, or another confusion than a twin', () => {
    expect(twinCellsPrintShowsOtherwise('B0DGW50D7', ['FRA', 'BODGW50D7'])).toEqual([]);
    expect(twinCellsPrintShowsOtherwise('B0D6W50D7', ['FRA', 'BOD6WSOD7'])).toEqual([]);
  });

  // Dev 22600/51 (Azeret Mono): SBBGGG88 printed SBBGGGS88; with its last 8 left out it shows S for an 8, with its S left out the number.
  it('gives none where a word print added a character to spells the number with one left out', () => {
    expect(twinCellsPrintShowsOtherwise('SBBGGG88<', ['BRA', 'SBBGGGS88'])).toEqual([]);
  });
});

describe('names from print, by their place', () => {
  const page = 'UNITEDSTATES PASSPORT PASSEPORT CJC TT P USA OQG7DBD1 SN HARRIS GPS ANNA NN UNITEDSTATES D7D SS 06FEB1981 M AJA 20OCT2025 SPECIMENAUTHORITY'.split(' ');

  it('takes the given names from the word as long as them right after the surname, where no stretch of print spells them as read (ANNA read as HHOH)', () => {
    const names = namesFromPrint('P<USAHARRIS<<HHOH<<<<<<<<<<<<<<<<<<<<<<<<<<<', page, () => true);
    expect(names.line1).toBe('P<USAHARRIS<<ANNA<<<<<<<<<<<<<<<<<<<<<<<<<<<');
    expect(names.corrected).toEqual([13, 14, 15, 16]);
  });

  // Dev 38900/26 (Nova Mono): OCR read MORENO's M as a filler, the templates an M; print split MORENO and ran its last O into OLIVER.
  it('takes the surname from a word print split in two, a letter short, before the given names', () => {
    const newZealand = 'NEW ZEALAND PASSPORT PASSEPORT PSNN0AS NZL 5ZQZ25SB 3 MO REN OLIV ER LUCAS 3 J 16JAN2002 M 25DEC2034'.split(' ');
    const line1 = 'P<NZL<ORENO<<OLIVER<LUCAS<<<<<<<<<<<<<<<<<<<';
    const names = namesFromPrint(line1, newZealand, (cell, printed) => cell !== 5 || printed === 'M', 'P<OZLMOREOO<<OLIVER<LUCAS<<<<<<<<<<<<<<<<<<<');
    expect(names).toMatchObject({ line1: 'P<NZLMORENO<<OLIVER<LUCAS<<<<<<<<<<<<<<<<<<<', corrected: expect.arrayContaining([5]), lost: [10] });
  });

  // Dev page (Nova Mono): print's OCR read ROSSI as ROSS, and the zone's OCR read ANNA as HHQH.
  it('takes them from the word after a printed surname print’s OCR missed a letter of', () => {
    const australia = 'AUSTRALIA PASSPORT PASSEPORT P AUS LP1DICBO1 ROSS ANNA AUSTRALIA 03APR1973 M 20JUL2025'.split(' ');
    const names = namesFromPrint('P<HUSROSSI<<HHQH<<<<<<<<<<<<<<<<<<<<<<<<<<<<', australia, () => true);
    expect(names.line1).toBe('P<HUSROSSI<<ANNA<<<<<<<<<<<<<<<<<<<<<<<<<<<<');
    expect(names.unfound).toEqual([5, 6, 7, 8, 9]);
  });

  it('takes the nearer of two such words, a label between (GSJP MAYA for a missed letter and HUH)', () => {
    const germany = 'GERMANY PASSPORT PASSEPORT TT CJC PNN0AS P D D2BNDBSZZ SN BROWN GSJP MAYA NN GERMANY DD SS M 28OCT1978'.split(' ');
    expect(namesFromPrint('P<D<<BROWN<<<HUH<<<<<<<<<<<<<<<<<<<<<<<<<<<<', germany, () => true).line1).toBe('P<D<<BROWN<<MAYA<<<<<<<<<<<<<<<<<<<<<<<<<<<<');
  });

  // Dev pages (Nova Mono): a label's small print and specks come between the surname and the given names.
  it('looks past a label and a speck for the given names (MARTIN 2 E30 4 GJPS LE ANNA, ANNA read as HOOH)', () => {
    const australia = 'AUSTRALIA PASSPORT PASSEPORT S TT CJC PSNJN0S P AUS O0SR9S24Y SN MARTIN 2 E30 4 GJPS LE ANNA L< 5 NJN AUSTRALIA D DS SS'.split(' ');
    expect(namesFromPrint('P<HUSMHRTIO<<HOOH<<<<<<<<<<<<<<<<<<<<<<<<<<<', australia, () => true).line1).toBe('P<HUSMARTIN<<ANNA<<<<<<<<<<<<<<<<<<<<<<<<<<<');
  });

  // Dev 36300/42 (Nova Mono): specks read as short words come between KIM and ANNA, the given names' word the fifth of two letters or more after it.
  it('looks as far as eight words past the surname for the given names (KIM EAS LA 2 GJP NG 8 NE ANNA, ANNA read as HNNH)', () => {
    const japan = 'XN MSR BN 7 LB M JAPAN PASSPORT PASSEPORT F NS S S4 TT CJC PSNNS LE LA S05 P JPN GSZ6DO1GX XL 54 SN VY 24 KIM EAS LA 2 GJP NG 8 NE ANNA S 4 NN YY JAPAN'.split(' ');
    const names = namesFromPrint('P<JPNKIM<<HNNH<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<', japan, () => true, 'P<JPOKIM<<HOOH<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<');
    expect(names).toMatchObject({ line1: 'P<JPNKIM<<ANNA<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<', unfound: [] });
  });

  it('takes no word past the fourth after the surname that is far from every reading (a label’s HJDS for HNNH, three letters apart)', () => {
    const japan = 'JAPAN PASSPORT PASSEPORT P JPN GSZ6DO1GX SN KIM EAS LA GJP NG NE HJDS 20DEC1994 M'.split(' ');
    expect(namesFromPrint('P<JPNKIM<<HNNH<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<', japan, () => true).unfound).toEqual([10, 11, 12, 13]);
  });

  it('takes of two words as near the given names the one whose letters the document refuses in fewer cells (a label’s GSPS and MAYA for ?HQH)', () => {
    const mexico = 'MEXICO PASSPORT PASSEPORT 1H TT CC PSNJNS W MEX BL1LIOUI SN HB SILVA GSPS MAYA NN MEXICO DDASS SS FR RT F 14NOV1955 M'.split(' ');
    const line1 = 'P<MEXSILVH<<<HQH<<<<<<<<<<<<<<<<<<<<<<<<<<<<';
    expect(namesFromPrint(line1, mexico, (_cell, printed) => printed !== 'S').line1).toBe('P<MEXSILVA<<MAYA<<<<<<<<<<<<<<<<<<<<<<<<<<<<');
    expect(namesFromPrint(line1, mexico, () => true).unfound).toEqual([12, 13, 14, 15]);
  });

  it('passes over single letters after the surname, specks more likely than words (MORENO S X NORA)', () => {
    const canada = 'CANADA PASSPORT PASSEPORT P CAN ONNZB2ZD PN 58 EN 4 P08 MORENO 4 S 3 X 0 NORA TT A CANADA'.split(' ');
    expect(namesFromPrint('P<CHOMOREOO<<OORH<<<<<<<<<<<<<<<<<<<<<<<<<<<', canada, () => true).line1).toBe('P<CHOMORENO<<NORA<<<<<<<<<<<<<<<<<<<<<<<<<<<');
  });

  // Dev page (Chivo Mono): the label's small print read MSPS, and print's OCR lost YUKI's I; MSPS is no reading of YUKI.
  const spain = 'SPAIN PASSPORT PASSEPORT TT CJC PSN0NA P ESP 12D26EWWS S N GARCIA MSPS YUK NN SPAIN DDJSS 13DEC2004'.split(' ');
  it('takes no word found by its place whose letters the document refuses more often than it takes them', () => {
    const withoutYuk = spain.filter((word) => word !== 'YUK');
    const onlyM = (_cell: number, printed: string) => printed === 'M';
    const names = namesFromPrint('P<ESPGARCIA<<YUKI<<<<<<<<<<<<<<<<<<<<<<<<<<<', withoutYuk, onlyM);
    expect(names).toMatchObject({ line1: 'P<ESPGARCIA<<YUKI<<<<<<<<<<<<<<<<<<<<<<<<<<<', corrected: [], unfound: [13, 14, 15, 16] });
    expect(namesFromPrint('P<ESPGARCIA<<YUKI<<<<<<<<<<<<<<<<<<<<<<<<<<<', withoutYuk, () => true).line1).toBe('P<ESPGARCIA<<MSPS<<<<<<<<<<<<<<<<<<<<<<<<<<<');
  });

  // Dev pages (Nova Mono): print's OCR lost the last letter of YUKI and of ANNA; OCR read YUKI as VUKI.
  it('takes a word after the surname one letter short of the given names for all but their last letter, which it leaves unconfirmed', () => {
    expect(namesFromPrint('P<ESPGARCIA<<YUKI<<<<<<<<<<<<<<<<<<<<<<<<<<<', spain, () => true)).toMatchObject({
      line1: 'P<ESPGARCIA<<YUKI<<<<<<<<<<<<<<<<<<<<<<<<<<<',
      confirmed: expect.arrayContaining([13, 14, 15]),
      unfound: [16],
      lost: [16],
    });
    expect(namesFromPrint('P<ESPGARCIA<<VUKI<<<<<<<<<<<<<<<<<<<<<<<<<<<', spain, () => true)).toMatchObject({ line1: 'P<ESPGARCIA<<YUKI<<<<<<<<<<<<<<<<<<<<<<<<<<<', corrected: [13], lost: [16] });
    const france = 'FRANCE PASSPORT PASSEPORT P FRA UISIKSOKZ MARTIN 1 F ANN N N ON FRANCE D 18SEP1996'.split(' ');
    expect(namesFromPrint('P<FRAMARTIN<<HHHH<<<<<<<<<<<<<<<<<<<<<<<<<<<', france, () => true)).toMatchObject({ line1: 'P<FRAMARTIN<<ANNH<<<<<<<<<<<<<<<<<<<<<<<<<<<', lost: [16] });
  });

  // Dev 28400/62 (Martian Mono) and 27700/79 (Chivo Mono): HUGO, read so by both engines, printed HUG 3 Y and MAY AHUG N.
  it('leaves unconfirmed, not changed, a last letter print spells only by a lone letter after the others', () => {
    const mexico = 'MEXICO PASSPORT PASSEPORT TT CJC PSNN0 P MEX YOB2GIBYO SN ROSSI 3 F HUG 3 Y N MEXICO I I D NS SS 13 SEP 1961 M AJA 15NOV2025'.split(' ');
    expect(namesFromPrint('P<MEXROSSI<<HUGO<<<<<<<<<<<<<<<<<<<<<<<<<<<<', mexico, () => true)).toMatchObject({ line1: 'P<MEXROSSI<<HUGO<<<<<<<<<<<<<<<<<<<<<<<<<<<<', corrected: [], lost: [15] });
    const usa = 'UNITEDSTATESPASSPORTPASSEPORT C CO PSNN0SS P USA 8CDDCDQA N MU ELLE P 0 MAY AHUG N UNITED STATE S 20APR1974'.split(' ');
    expect(namesFromPrint('P<USAMUELLER<<MAYA<HUGO<<<<<<<<<<<<<<<<<<<<<', usa, () => true)).toMatchObject({ line1: 'P<USAMUELLER<<MAYA<HUGO<<<<<<<<<<<<<<<<<<<<<', corrected: [], lost: [11, 22] });
    // A lone letter that is the letter read confirms it.
    expect(namesFromPrint('P<MEXROSSI<<HUGO<<<<<<<<<<<<<<<<<<<<<<<<<<<<', mexico.map((word) => (word === 'Y' ? 'O' : word)), () => true)).toMatchObject({ corrected: [], lost: [], confirmed: [5, 6, 7, 8, 9, 12, 13, 14, 15] });
  });

  // Dev 27900/55 (Chivo Mono) and wide dev 40600/59 (Intel One Mono): print's OCR read a name's O as a lone 0 (HUG 0 N, AMARA Z 0 N N).
  it('takes a lone 0 in print for the O of a name', () => {
    const mexico = 'MEXICO PASSPORT PASSEPORT TT CJC PSNN0 P MEX YOB2GIBYO SN ROSSI 3 F HUG 0 N N MEXICO I I D NS SS 13 SEP 1961 M AJA 15NOV2025'.split(' ');
    expect(namesFromPrint('P<MEXROSSI<<HUGO<<<<<<<<<<<<<<<<<<<<<<<<<<<<', mexico, () => true)).toMatchObject({ corrected: [], lost: [], confirmed: [5, 6, 7, 8, 9, 12, 13, 14, 15] });
    // Without it, Z and N N ran together and print's N replaced ZOE's O, which both engines had read.
    const australia = 'AUSTRALIA PASSPORT PASSEPORT T T CJ C PSSN0JN0S P AUS X6IZZIZL SU NOM GARCIA P AMARAZ 0 N N AUSTRALIA D D 3 S S 13MAY1961 F D D N AJA 10JUN2025'.split(' ');
    expect(namesFromPrint('P<AUSGARCIA<<AMARA<ZOE<<<<<<<<<<<<<<<<<<<<<<', australia, () => true)).toMatchObject({ line1: 'P<AUSGARCIA<<AMARA<ZOE<<<<<<<<<<<<<<<<<<<<<<', corrected: [], lost: [21] });
  });

  // Dev 28300/50 (Nova Mono): AMARA LUCAS read H<HRH<LUCH< by OCR, HMHRH<LUCHS by the templates; print's AMARALUCAS is one word.
  it('reads the given names on into the fillers after them where the other engine read letters there', () => {
    const mexico = 'EEEEEEEEEEEE MEXICO PASSPORT PASSEPORT TT CJC PSNN MEX ZRQ1Q268I SN ROSSI GSPS AMARALUCAS NN MEXICO DDS SS F 28JUN1977'.split(' ');
    const hints = 'P<MEXROSSI<<HMHRH<LUCHS<<<<<<<<<<<<<<<<<<<<<';
    expect(namesFromPrint('P<MEXROSSI<<H<HRH<LUCH<<<<<<<<<<<<<<<<<<<<<<', mexico, () => true, hints)).toMatchObject({ line1: 'P<MEXROSSI<<AMARA<LUCAS<<<<<<<<<<<<<<<<<<<<<', corrected: [12, 13, 14, 16, 21, 22] });
  });

  // Dev 26800/18 (Nova Mono): ANNA read HQHH; the NJN print's OCR read after ANNA is as near ANN with a letter lost.
  it('counts a letter print lost as one more that differs, so that a whole word as near is taken before a word a letter short', () => {
    const brazil = 'BRAZIL PASSPORT PASSEPORT TT CC PSSNNS 2 BRA D1Z8D832 2 SN WALKER GSPS ANNA NJN EEE BRAZIL DJD SS 24MAR1987'.split(' ');
    expect(namesFromPrint('P<BRHWHLKER<<HQHH<<<<<<<<<<<<<<<<<<<<<<<<<<<', brazil, () => true)).toMatchObject({ line1: 'P<BRHWALKER<<ANNA<<<<<<<<<<<<<<<<<<<<<<<<<<<', lost: [] });
  });

  // Dev 26400/18 (Nova Mono): ZOE AMARA read ZOE HNHRH; print's OCR read ZOE as 20E, a number's, and AMARA right.
  it('takes one word of the given names alone from a word as long after the surname, and leaves the others unfound', () => {
    const japan = 'JAPAN PASSPORT PASSEPORT N TJT C C P2S P JPN 2GDOIWA7 S NM ROSSI AMS PS 20E AMARA N NO 3 JAPAN D DA 13JUL1974'.split(' ');
    expect(namesFromPrint('P<JPNROSSI<<ZOE<HNHRH<<<<<<<<<<<<<<<<<<<<<<<', japan, () => true)).toMatchObject({
      line1: 'P<JPNROSSI<<ZOE<AMARA<<<<<<<<<<<<<<<<<<<<<<<',
      corrected: [16, 17, 18, 20],
      unfound: [12, 13, 14],
    });
  });

  // Dev 26800/10 (Nova Mono): BROWN read BRONH is as near print's BROWN as the BRAZI of BRAZIL is but for a letter.
  it('takes the surname from the word as long before given names print spells, where no stretch of print spells it clearly', () => {
    const brazil = 'BRAZIL PASSPORT PASSEPORT TT CJC PNN0 P BRA H98RDQESB SN BROWN GSP CHLOE N7N BRAZIL DD SS 05JUN1995'.split(' ');
    expect(namesFromPrint('P<BRHBRONH<<CHLOE<<<<<<<<<<<<<<<<<<<<<<<<<<<', brazil, () => true)).toMatchObject({ line1: 'P<BRHBROWN<<CHLOE<<<<<<<<<<<<<<<<<<<<<<<<<<<', corrected: [8, 9] });
    // Not where print does not spell the given names: a word by the place of another found by its place is too far from print.
    expect(namesFromPrint('P<BRHBRONH<<CHLOE<<<<<<<<<<<<<<<<<<<<<<<<<<<', brazil.filter((word) => word !== 'CHLOE'), () => true).unfound).toEqual([5, 6, 7, 8, 9, 12, 13, 14, 15, 16]);
  });

  // Wide dev 41800/37 (Kode Mono): ROSSI read RUSSI, printed ROSS before YUKI; dev 29000/26 (Nova Mono): BROWN read BRONN, printed BROW.
  it('takes the surname from the word before the given names print spells, where print lost its last letter', () => {
    const japan = 'JAPAN PASSPORT PASSEPORT PSSNONS P JPN IA15078B5I ROSS YUKI JAPAN 3 S S 27 JUL1968 AJA 25SEP2025'.split(' ');
    expect(namesFromPrint('P<JPNRUSSI<<YUKI<<<<<<<<<<<<<<<<<<<<<<<<<<<<', japan, () => true)).toMatchObject({ line1: 'P<JPNROSSI<<YUKI<<<<<<<<<<<<<<<<<<<<<<<<<<<<', corrected: [6], lost: [9] });
    const canada = 'CANADA PASSPORT PASSEPORT C PN0N0AS CAN GXZT5IC2 NO BROW SAMUEL NN CANADA'.split(' ');
    expect(namesFromPrint('P<CANBRONN<<SAMUEL<<<<<<<<<<<<<<<<<<<<<<<<<<', canada, () => true)).toMatchObject({ line1: 'P<CANBROWN<<SAMUEL<<<<<<<<<<<<<<<<<<<<<<<<<<', corrected: [8], lost: [9] });
    // Not a word two letters short.
    expect(namesFromPrint('P<JPNRUSSI<<YUKI<<<<<<<<<<<<<<<<<<<<<<<<<<<<', japan.map((word) => (word === 'ROSS' ? 'ROS' : word)), () => true).unfound).toEqual([5, 6, 7, 8, 9]);
  });

  it('does not where two words after the surname are as long as the given names and as near them, or the surname is not found in print', () => {
    expect(namesFromPrint('P<USAHARRIS<<HHOH<<<<<<<<<<<<<<<<<<<<<<<<<<<', page.map((word) => (word === 'GPS' ? 'BBCC' : word)), () => true).unfound).toEqual([13, 14, 15, 16]);
    expect(namesFromPrint('P<USAHHRRHH<<HHOH<<<<<<<<<<<<<<<<<<<<<<<<<<<', page.filter((word) => word !== 'HARRIS'), () => true).unfound).toEqual([5, 6, 7, 8, 9, 10, 13, 14, 15, 16]);
  });
});

describe('names from print, a letter lost', () => {
  // Dev 27400/71 (Chivo Mono): print's OCR lost MONTGOMERY's first O, and OCR read CHRISTODOULIDES's D as O.
  const zealand = 'NEWZEALAND PASSPORT PASSEPORT P NO S NZL C0ZD1G6BS 5 M NT GOMERYCHRISTODOULIDES 3 ALEX AN DRA WILHELMINA NEWZEALAND 10MAR2001 M'.split(' ');
  const line1 = 'P<NZLMONTGOMERY<CHRISTODOULIOES<<ALEXANDRA<W';
  it('takes a long part print spells with a letter lost and at most one other otherwise, leaving the lost letter unconfirmed', () => {
    expect(namesFromPrint(line1, zealand, () => true)).toMatchObject({ line1: 'P<NZLMONTGOMERY<CHRISTODOULIDES<<ALEXANDRA<W', corrected: [28], lost: [6] });
  });

  // Dev 31900/5 (Fragment Mono): OCR read the filler between SCHWARZENBERGER and SCHWARZENBERGER as K, the templates as a filler; print
  // ran the two words together.
  it('takes a letter print lost as a filler where the other engine read one there', () => {
    const italy = 'ITALY PASSPORT PASSEPORT 5 JS P TA WZXS 580X R SCHWARZENBERGERSCHWARZENBERGER BARTHOLOMEW ITALY S 15 SEP1989'.split(' ');
    const read = 'P<ITASCHWARZENBERGERKSCHWARZENBERGER<<BARTHO';
    const byTemplates = 'P<ITASCHWARZENBERGER<SCHWARZENBERGER<<BARTHO';
    expect(namesFromPrint(read, italy, () => true, byTemplates)).toMatchObject({ line1: byTemplates, corrected: [20], lost: [] });
    // Where the other engine read a letter there too, the lost letter stays as read, unconfirmed.
    expect(namesFromPrint(read, italy, () => true, read)).toMatchObject({ line1: read, corrected: [], lost: [20] });
  });

  it('does not where print spells it otherwise in two letters more, or the part is short', () => {
    expect(namesFromPrint(line1, zealand.map((word) => word.replace('ODOULIDES', 'ODOULADAS')), () => true).unfound).toContain(28);
    expect(namesFromPrint('P<NZLMONTGOMERY<<ALEX<<<<<<<<<<<<<<<<<<<<<<<', ['NZL', 'MNTGOMERY', 'ALEX'], () => true).corrected).toEqual([]);
  });
});

describe('names from print, a stretch shifted by a letter', () => {
  it('does not take print’s spelling where it is the name shifted by a cell (print missed a letter and a stray one made up the length)', () => {
    const mexico = 'MEXICO PASSPORT PASSEPORT J PSNJN0SS P MEX 02E2S1IG N0 PAPAD O P 5OULOU P BARTHOL 0 MEW JACQUELINEANNA N N MEXICO S 16AUG1961'.split(' ');
    expect(printedSpelling('BARTHOLOMEWJACQUELINEAN', mexico, true)).not.toBe('PBARTHOLMEWJACQUELINEAN');
    const australia = 'AUSTRALIA PASSPORT PASSEPORT J PSSNO QUPSS P AUS OGBQO5VZ SQUM G RC A J F OLV E RMAYA AUSTRALIA 18FEB1975 F'.split(' ');
    expect(namesFromPrint('P<AUSGARCIA<<OLIVER<MAYA<<<<<<<<<<<<<<<<<<<<', australia, () => true).line1).toBe('P<AUSGARCIA<<OLIVER<MAYA<<<<<<<<<<<<<<<<<<<<');
  });

  it('does not take print’s spelling two cells off where print missed a letter and line 1 cut the last name off (JACQ UELIN KONSTANTINOS)', () => {
    const australia = 'AUSTRALIA PASSPORT PASSEPORT C COJ PNN0JSS P AUS 52YD628Z5 VIL LA N UEVAWALKER P JACQ UELIN KONSTANTINOS N AUS TRALIA 22OCT1953 F'.split(' ');
    const line1 = 'P<AUSVILLANUEVA<WALKER<<JACQUELINE<KONSTANTI';
    const names = namesFromPrint(line1, australia, () => true);
    expect(names.line1).toBe(line1);
    // Print spells the given names with the E lost (\`spelledALetterShort\`): that cell stays as read and unconfirmed.
    expect(names).toMatchObject({ corrected: [], lost: [33] });
    expect(names.unfound).toContain(33);
  });
});

describe('names from print, a short name line 1 cut off', () => {
  it('finds it at the start of one printed word, at most a letter apart (JAC of JACQUELINE read as JHC)', () => {
    const france = 'FRANCE PASSPORT PASSEPORT CJC TT PSSNN0S P FRA 009I2YABS SJN BALASUBRAMANIAMWOLFESCHLEGELSTEIN GVJPS JACQUELINE NJN FRANCE'.split(' ');
    expect(printedSpelling('JHC', france, true)).toBe('JAC');
    expect(printedSpelling('JHC', france, false)).toBeNull();
  });
});

describe('names from print, letters OCR missed', () => {
  it('fills the surname’s last letter read as a filler (KIM read as KI<<<OLIVER)', () => {
    const names = namesFromPrint('P<ESPKI<<<OLIVER<<<<<<<<<<<<<<<<<<<<<<<<<<<<', ['SPAIN', 'PASSPORT', 'ESP', 'KIM', 'GP', 'OLIVER', 'SPAIN'], () => true);
    expect(names.line1).toBe('P<ESPKIM<<OLIVER<<<<<<<<<<<<<<<<<<<<<<<<<<<<');
    expect(names.corrected).toEqual([7]);
  });

  it('fills a letter OCR read as a filler (and mends an A read as H), and leaves a space between two names a space', () => {
    const names = namesFromPrint('P<USA<UELLER<<SH<UEL<HUGO<<<<<<<<<<<<<<<<<<<<', ['SN', 'MUELLER', 'GSP', 'SAMUEL', 'HUGO'], () => true);
    expect(names.line1).toBe('P<USAMUELLER<<SAMUEL<HUGO<<<<<<<<<<<<<<<<<<<<');
    expect(names.corrected).toEqual([5, 15, 16]);
  });
});

describe('names from print, a font that reads M as a filler', () => {
  // Dev page (Nova Mono): KIM DANIEL AMARA read as KI DHHIEL H HRH, its Ms as fillers and its As as Hs; print ran the given names together.
  const newZealand = 'NEWZEALAND PASSPORT PASSEPORT TT CC PNN0SS P NZL C5KOQOFKO SJN KIM GSPS DANIELAMARA NJN NEWZEALAND DJDS SS 10FEB1996 M'.split(' ');

  it('puts the space between two names where fewer misreadings make the rest print’s spelling', () => {
    expect(namesFromPrint('P<NZLKI<<<DHHIEL<H<HRH<<<<<<<<<<<<<<<<<<<<<<', newZealand, () => true).line1).toBe('P<NZLKIM<<DANIEL<AMARA<<<<<<<<<<<<<<<<<<<<<<');
  });

  // Dev page (Nova Mono): PETER MAYA read as PETER H H, an engine doubting the cells of MAYA and not the space before it.
  it('puts a missed letter where the reader lets print fill it, not in the space before it', () => {
    const japan = 'PASSPORT PASSEPORT JAPAN TT CC PNN0S P JPN 8NOY651D SN HARRIS GP PETERMAYA NN JAPAN DDS SS 21SEP2000 M'.split(' ');
    const doubted = new Set([5, 6, 19, 20, 21, 22]);
    const takes = (cell: number) => doubted.has(cell);
    expect(namesFromPrint('P<JPNHHRRIS<<PETER<<H<H<<<<<<<<<<<<<<<<<<<<<', japan, takes).line1).toBe('P<JPNHARRIS<<PETER<MAYA<<<<<<<<<<<<<<<<<<<<<');
  });

  // Dev 20600/42 (Nova Mono): SAMUEL MAYA read as SH<UEL<<<<H, both Ms and MAYA's A and Y as fillers: five fillers inside the part.
  it('tries each of five or six fillers inside a part as a letter missed', () => {
    const line1 = 'P<ITHHHRRIS<<SH<UEL<<<<H<<<<<<<<<<<<<<<<<<<<';
    const italy = 'ITALY PASSPORT PASSEPORT TT CC PNN0 P ITA LBB88QGO SJN HARRIS GPS SAMUELMAYA N7N ITALY DDS SS 15FEB1973 M D0JD AA 12MAY2025'.split(' ');
    const doubted = [15, 20, 21, 22];
    expect(namesFromPrint(line1, italy, (cell) => line1[cell] !== '<' || doubted.includes(cell)).line1).toBe('P<ITHHARRIS<<SAMUEL<MAYA<<<<<<<<<<<<<<<<<<<<');
  });
});

describe('printed state code', () => {
  it('bears out a code printed as a word or by its country name, mending one letter', () => {
    expect(printedStateCode('BRH', BRAZIL_PAGE)).toBe('BRA');
    expect(printedStateCode('BRA', BRAZIL_PAGE)).toBe('BRA');
    expect(printedStateCode('K0R', ['SOUTHKOREA'])).toBe('KOR');
    expect(printedStateCode('KOR', ['SOUTHKOREA'])).toBe('KOR');
    expect(printedStateCode('FRA', ['FRA', 'BRAZIL'])).toBe('FRA');
  });

  it('bears out nothing when print shows no state near the code', () => {
    expect(printedStateCode('BRA', ['PASSPORT', 'JAPAN'])).toBeNull();
    expect(printedStateCode('GRA', ['BRAZIL', 'FRANCE'])).toBeNull();
  });
});

describe('nationality taken', () => {
  const australia = ['AUSTRALIA', 'PASSPORT', 'TT', 'AUS', 'EX56DQ12', 'OKAFOR', 'LUCAS', 'D', 'AUSTRALIA', '20MAY1954'];

  it('knows the states print shows, leaving one- and two-letter noise out', () => {
    expect(printedStates(australia)).toEqual(['AUS']);
    expect(printedStates(['SOUTHKOREA', 'SS', 'DD'])).toEqual(['KOR']);
  });

  it('takes a code print bears out, whatever the engines said', () => {
    expect(nationalityTaken('AUS', australia, false)).toBe('AUS');
    expect(nationalityTaken('AUB', australia, false)).toBe('AUS');
  });

  it('refuses a real state both engines read where print shows another (AUS read as HUN) but by its name or its code alone, and takes it where print shows both', () => {
    expect(nationalityTaken('HUN', australia.filter((word) => word !== 'AUS'), true)).toBeNull();
    expect(nationalityTaken('HUN', ['PASSPORT', 'AUS', 'OKAFOR'], true)).toBeNull();
    expect(nationalityTaken('HUN', australia, true)).toBe('AUS');
    expect(nationalityTaken('CHL', ['CANADA', 'PASSPORT', 'P', 'CAN', 'OTG7DBWY', 'NGUYEN', 'NORA', 'CANADA'], true)).toBe('CAN');
  });

  it('takes a state print shows by code and name over the code read, where print shows that code only as a piece of a name (CHL OEAMARA)', () => {
    const canada = ['CANADA', 'PASSPORT', 'P', 'CAN', 'OSRZLP60', 'SN', 'GARCIA', 'CHL', 'OEAMARA', 'CANADA', '02JUL1973'];
    expect(nationalityTaken('CHL', canada, true)).toBe('CAN');
    // Named too, the code read stands: print shows both states fully.
    expect(nationalityTaken('CHL', [...canada, 'CHILE'], true)).toBe('CHL');
  });

  it('takes the one state print shows where the code read names none (AUS read as HUB), not where print shows two', () => {
    expect(nationalityTaken('HUB', australia, false)).toBe('AUS');
    expect(nationalityTaken('HUB', [...australia, 'CANADA'], true)).toBeNull();
  });

  it('takes the one state print shows where the engines did not settle a real code (JPN voted XPO), not where they did', () => {
    expect(nationalityTaken('XPO', ['JAPAN', 'PASSPORT', 'JPN', 'KARAPETYAN', 'JAPAN'], false)).toBe('JPN');
    expect(nationalityTaken('HUN', ['JAPAN', 'PASSPORT', 'KARAPETYAN', 'JAPAN'], true)).toBeNull();
  });

  it('takes the one state print shows by code and name where specks spell another code (BFA beside CAN and CANADA)', () => {
    expect(nationalityTaken('CHH', ['BFA', 'CANADA', 'PASSPORT', 'P', 'CAN', '6G8DXHOKO', 'LEFEVRE', 'CANADA'], false)).toBe('CAN');
    expect(nationalityTaken('CHH', ['BFA', 'PASSPORT', 'P', 'CAN', '6G8DXHOKO', 'LEFEVRE'], false)).toBeNull();
  });

  it('takes the one state print shows by code and name where specks spell another’s name across words (ARESIR AN: IRAN)', () => {
    const canada = ['GAT', 'SPAT', 'ARESIR', 'AN', 'CANADA', 'PASSPORT', 'P', 'CAN', 'G6IMJOEM', 'MONTGOMERYLEFEVRE', 'CHRISTOPHER', 'CANADA'];
    expect(printedStates(canada)).toEqual(['CAN', 'IRN']);
    expect(nationalityTaken('CHL', canada, true)).toBe('CAN');
    expect(nationalityTaken('CHL', [...canada, 'IRN'], true)).toBeNull();
  });

  it('leaves it to the engines when print shows no state', () => {
    expect(nationalityTaken('HUN', ['PASSPORT'], true)).toBe('HUN');
    expect(nationalityTaken('HUN', ['PASSPORT'], false)).toBeNull();
  });
});

describe('printed numbers and dates', () => {
  it('picks words that could be a passport number, not a printed date', () => {
    expect(printedNumbers(['BRAZIL', 'PASSPORT', '2', 'BRA', '8SDR5051', 'SN', 'MORENO', '14FEB1992', 'DIJD'])).toEqual(['PASSPORT', '8SDR5051']);
  });

  // Dev 17900/50 (Nova Mono): OCR read I56TQ80YZ as I56T08W<2, which no check digit passed; the birth date 03SEP1992 passes its check digit 3.
  it('does not mend a number from a printed date', () => {
    const misread = 'I56T08W<23ITA9209035M3204212<<<<<<<<<<<<<<<6';
    expect(line2FromPrint(misread, ['ITALY', 'I56TQ8OYZ', 'DUBOIS', '03SEP1992', 'M', '02OCT2025', '21APR2032'])).toBeNull();
  });

  it('reads printed dates as the MRZ writes them, joined or split by OCR', () => {
    expect(printedDates(['14FEB1992', '16AUG19', '73', '26JAN', '1957', '31XYZ2000'])).toEqual(['920214', '730816', '570126']);
  });
});

describe('dates borne out by print', () => {
  const [, line2] = formatTd3(person);

  it('takes dates print shows, and what print cannot judge', () => {
    expect(datesBorneOut(line2, ['05AUG1960', '01JAN2025', '17MAR2035'])).toBe(true);
    expect(datesBorneOut(line2, ['05AUG1960'])).toBe(true);
  });

  it('refuses a date print shows otherwise', () => {
    const shifted = line2.slice(0, 21) + '031022' + line2.slice(27);
    expect(datesBorneOut(shifted, ['05AUG1960', '01JAN2025', '17MAR2035'])).toBe(false);
  });

  // Wide dev 42300/41 (Victor Mono): print read the birth and issue dates, not the expiry; every crop and the templates read it alike.
  it('takes a date print does not show where every reading voted on holds it alike, and refuses it where one holds it shifted', () => {
    const line = '1DMHI67D16NZL6602026M3009107<<<<<<<<<<<<<<<6';
    const printed = ['NEWZEALAND', 'NZL', '1OMHI7D1', 'OKAFOR', 'ANNA', '02', 'FEB', '1966', 'M', '04NOV', '2025'];
    const readings = ['1DMHIB7D16NZL6602026M3009107<<<<<<<<<<<<<<<8', '1DMHIB7DI6NZL6602028M3009107<<<<<<<<<<<<<<<6'];
    expect(datesBorneOut(line, printed)).toBe(false);
    expect(datesBorneOut(line, printed, readings)).toBe(true);
    expect(datesBorneOut(line, printed, [...readings, line.slice(0, 21) + '0091070' + line.slice(28)])).toBe(false);
  });

  // Dev 32900/42 (Nova Mono): print lost the expiry; four readings of five held 320212 (some with its check digit 6 read as 8), one 328212.
  it('takes a date print does not show where most readings voted on hold it and the rest misread one digit', () => {
    const line = '5928PVK1P4JPN0201036M3202126<<<<<<<<<<<<<<<4';
    const printed = ['JAPAN', '59Z6PVKIP', 'MUELLER', 'PETER', '03JAN2002', 'M', '23OCT20', '25', 'ALTE', '82032'];
    const readings = ['5926PVKIP4JP0020103613202128<<<<<<<<<<<<<<<4', '5928PVKIP4JP00201036I3282126<<<<<<<<<<<<<<<4', '59Z8PVKIP4JPO0201038M3202128<<<<<<<<<<<<<<<4'];
    expect(datesBorneOut(line, printed, readings)).toBe(true);
    expect(datesBorneOut(line, printed, [...readings, line.slice(0, 21) + '3802126' + line.slice(28)])).toBe(false);
    expect(datesBorneOut(line, printed, [...readings, line.slice(0, 21) + '2021267' + line.slice(28)])).toBe(false);
  });

  // Wide dev 50600/8 (Cascadia Mono): OCR's line 2, misread throughout, passed every check digit; the templates read it exactly.
  it('takes another reading passing its check digits whose dates print shows where it does not show the first one’s', () => {
    const read = '81140ZLN10FRA8110066F3502103<<<<<<<<<<<<<<<2';
    const byTemplates = '814O2LN1<2FRA8406066F3502103<<<<<<<<<<<<<<<2';
    const printed = ['FRA', '81402LN1', 'F', '06JUN1984', 'SPECIMENAUTHORITY', '26JUN2025', '10FEB2035'];
    expect(datesBorneOutOnlyBy(byTemplates, read, printed)).toBe(true);
    expect(datesBorneOutOnlyBy(read, byTemplates, printed)).toBe(false);
    // Not where print cannot judge, nor where the other reading fails a check digit.
    expect(datesBorneOutOnlyBy(byTemplates, read, ['06JUN1984'])).toBe(false);
    expect(datesBorneOutOnlyBy(byTemplates.slice(0, 19) + '5' + byTemplates.slice(20), read, printed)).toBe(false);
  });

  it('names the dates print shows otherwise, and those two readings hold otherwise', () => {
    const shifted = line2.slice(0, 21) + '031022' + line2.slice(27);
    expect(datesPrintDoesNotShow(shifted, ['05AUG1960', '01JAN2025', '17MAR2035'])).toEqual(['expiryDate']);
    expect(datesPrintDoesNotShow(shifted, ['05AUG1960'])).toEqual([]);
    expect(datesPrintDoesNotShow(line2, ['01JAN2025', '17MAR2035', '1960'])).toEqual([]);
    expect(datesPrintDoesNotShow(line2, ['01JAN2025', '17MAR2035'])).toEqual(['dateOfBirth']);
    expect(datesDiffering(shifted, line2)).toEqual(['expiryDate']);
    // A check digit read otherwise is a date read otherwise.
    expect(datesDiffering(line2.slice(0, 19) + '9' + line2.slice(20), line2)).toEqual(['dateOfBirth']);
    expect(datesDiffering(line2, line2)).toEqual([]);
  });

  // Dev page (Nova Mono): 10 OCT 1979 read as 791016, its check digit 0 as 6; the composite passed both.
  it('takes a date print shows otherwise from print where every check digit agrees with it, and another engine read it so', () => {
    const read = '2D05501Z<5ITH7910166F3408227<<<<<<<<<<<<<<<4';
    const byTemplates = '2DO55G1Z<5ITH7810100F3408227<<<<<<<<<<<<<<<4';
    const words = ['ITALY', '2D0O55G1Z', 'GARCIA', '10OCT1979', 'F', '02JUL2025', 'SPECIMENAUTHORITY', '22AUG2034'];
    expect(datesFromPrint(read, words, [byTemplates])).toBe('2D05501Z<5ITH7910100F3408227<<<<<<<<<<<<<<<4');
    expect(datesFromPrint(read, words, [read])).toBe(read);
    expect(datesFromPrint(read, words.filter((word) => word !== '02JUL2025' && word !== '22AUG2034'), [byTemplates])).toBe(read);
    expect(datesFromPrint(read, words.map((word) => (word === '10OCT1979' ? '10OCT1978' : word)), [byTemplates])).toBe(read);
    expect(datesFromPrint(line2, ['05AUG1960', '01JAN2025', '17MAR2035'], [])).toBe(line2);
  });

  // Dev 21600/30 (Martian Mono): 10 AUG 2029 read as 290819, its check digit 0 as 9 and the composite 0 as 6; the line passed every check digit.
  it('takes a date print shows otherwise from print with the composite another engine read, where both read it so', () => {
    const read = '9TZ1IDGG<9USA5912269M2908199<<<<<<<<<<<<<<<6';
    const byTemplates = '9TZ1IDGG<9USA5912269M2908100<<<<<<<<<<<<<<<0';
    const words = ['UNITEDSTATES', 'USA', '9TZ1IDGG', 'OKAFOR', 'MAYA', '26DEC1959', 'M', '05SEP2025', 'SPECIMENAUTHORITY', '10AUG2029'];
    expect(datesFromPrint(read, words, [byTemplates])).toBe(byTemplates);
    // Not where the other engine read the composite as OCR did.
    expect(datesFromPrint(read, words, [byTemplates.slice(0, 43) + '6'])).toBe(read);
  });

  // Wide dev 41300/78 (Cascadia Mono): OCR lost the expiry's 5 and read its 4s as 1s, 3405134 as 3101311; the composite passed by chance.
  it('takes a printed date from print however far from the zone’s, where another engine read it with its check digit', () => {
    const read = 'AMGZS0JQ<2JPN5412068F3101311<<<<<<<<<<<<<<<0';
    const byTemplates = 'AMGZS0JQ<2JPN5412068F3405134<<<<<<<<<<<<<<<0';
    const words = ['JAPAN', 'PASSPORT', 'JPN', 'AMGZS0JQ', 'MORENO', 'AMARA', '06DEC1954', '04SEP2025', 'SPECIMENAUTHORITY', '13MAY2034'];
    expect(datesFromPrint(read, words, [byTemplates])).toBe(byTemplates);
    // Not where the other engine read the date otherwise in a digit, nor its check digit.
    expect(datesFromPrint(read, words, [byTemplates.replace('3405134', '3405184')])).toBe(read);
    expect(datesFromPrint(read, words, [byTemplates.replace('3405134', '3405131')])).toBe(read);
  });

  // Wide dev 42300/12 (Xanh Mono): 03 DEC 1950 read as 501205 by both engines, its check digit 3 as 5; every check digit passed so.
  it('takes a date print shows otherwise from print where the document’s own prints show each cell changed as print has it', () => {
    const read = '8I8R25G5J4KOR5012055F3504288<<<<<<<<<<<<<<<8';
    const words = ['SOUTHKOREA', 'KOR', '8I18R25G5', 'SCHWARZENBERGERMORENO', 'SEBASTIAN', '03DEC1950', 'F', '17OCT2025', 'SPECIMENAUTHORITY', '28APR2035'];
    const printsShow = (asRead: string, candidate: string) => asRead === read && candidate.slice(13, 20) === '5012033';
    expect(datesFromPrint(read, words, [read], printsShow)).toBe('8I8R25G5J4KOR5012033F3504288<<<<<<<<<<<<<<<8');
    // Not where the prints do not show it.
    expect(datesFromPrint(read, words, [read], () => false)).toBe(read);
  });

  // Dev 19500/50 (Nova Mono): 16 MAY 1965 read as 160518; both pass the check digit 1 and the composite 2, and the templates read 850518.
  it('takes a printed date a few digits from the zone’s that passes its check digit as read and the composite', () => {
    const read = '1GQS8SBLS7ITA1605181F3306057<<<<<<<<<<<<<<<2';
    const words = ['ITALY', 'ITA', '1GQS8SBLS', 'TANAKA', 'PETER', 'ITALY', '16MAY1965', 'F', '05NOV2025', 'SPECIMENAUTHORITY', '05JUN2033'];
    expect(datesFromPrint(read, words, ['1GQS8SBLS7ITH8505181F3308057<<<<<<<<<<<<<<<2'])).toBe('1GQS8SBLS7ITA6505161F3306057<<<<<<<<<<<<<<<2');
    // Not a printed date as far from it as another field's, though the check digits pass it (dev 18300/57: print lost the expiry 341129,
    // and the birth date 910206 passes its check digit 6 and the composite).
    const right = 'SOZB1IDUS0JPN9102066M3411296<<<<<<<<<<<<<<<6';
    const lostExpiry = ['JAPANPASSPORT', 'PASSEPORT', '80ZB1IDUS', 'JPN', 'BROWN', 'JAPAN', '06FEB1991', 'M', 'SPECIMENAUTHORITY', '02', 'JUN', '2025', 'D', '20NOV2', '034'];
    expect(datesFromPrint(right, lostExpiry, [])).toBe(right);
  });

  // Wide dev 42700/13 (Victor Mono): the expiry 300616, read so by both engines, was printed split as 16JU N2030; the issue date 18 JUN
  // 2025, three digits from it, passes its check digit 2 and the composite.
  it('takes no printed date a few digits from one both engines read alike in every digit it changes', () => {
    const read = 'OSHBZ5B3I0ITA0009232F3006162<<<<<<<<<<<<<<<2';
    const words = ['ITALY', 'PASSPORT', 'PASSEPORT', 'ITA', 'OSHBZ5B3I', 'MARTIN', 'A', 'NNALUCAS', 'ITALY', '23SEP2000', '18JUN2025', 'SPECIMEN', 'AUTHORITY', 'D', '16JU', 'N2030'];
    expect(datesFromPrint(read, words, [read])).toBe(read);
    // Unless the document's own prints show print's digits in the cells it changes.
    const printsShow = (asRead: string, candidate: string) => asRead === read && candidate.slice(21, 27) === '250618';
    expect(datesFromPrint(read, words, [read], printsShow)).toBe('OSHBZ5B3I0ITA0009232F2506182<<<<<<<<<<<<<<<2');
  });

  // Dev 27700/9 (Oxygen Mono): print split the expiry 15 DEC 2035; the birth date 550212, three digits from 351215, passes its check
  // digit 9 and the composite.
  it('never takes the date the zone holds in its other date field', () => {
    const read = 'OD824ZPS<5AUS5502129M3512159<<<<<<<<<<<<<<<2';
    const words = ['AUSTRALIA', 'AUS', 'OD824ZPS', 'DUBOIS', 'YUKIPETER', 'AUSTRALIA', '12FEB1955', '20SEP2025', 'SPECIMENAUTHORITY', '15', 'DEC', '2', '035'];
    expect(datesFromPrint(read, words, [read])).toBe(read);
  });

  // Dev page (Azeret Mono): print read 15 MAR 1997 as 15 MAR 21997, a date of 1999, which the check digits pass; the templates read 1997.
  it('leaves a date print misread, though the check digits pass its misreading', () => {
    const read = 'ESSZ8QC825FRA9703153F3506271<<<<<<<<<<<<<<<8';
    const words = ['FRANCE', 'FRA', 'ESSZ8QC82', 'SN', '15', 'MAR', '21997', 'D', '27OCT2025', 'SPECIMENAUTHORITY', 'D', '7', 'JUN', '2035'];
    expect(datesFromPrint(read, words, ['ESSZSQC825FRA9703153F3506271<<<<<<<<<<<<<<<8'])).toBe(read);
  });

  // Dev page (Nova Mono): print's OCR lost 14 JUN of the birth date and read the issue and expiry dates whole.
  it('bears out a date print shows only in part, where it read no whole date for it', () => {
    const read = '5CI751CJI3FRA6206147F3402177<<<<<<<<<<<<<<<0';
    const words = ['FRANCE', 'SCI751C1', 'GARCIA', 'MAYA', 'FRANCE', '1962', '07', 'JUN', '2025', 'SPECIMENAUTHORITY', 'D', '17', 'FEB', '2034'];
    expect(datesBorneOut(read, words)).toBe(true);
    expect(datesBorneOut(read, words.map((word) => (word === '1962' ? '1966' : word)))).toBe(false);
    expect(datesBorneOut(read, [...words.filter((word) => word !== '1962'), '14', 'JUN'])).toBe(true);
  });

  it('takes no part of a whole date printed otherwise as bearing a date out', () => {
    expect(datesBorneOut(line2, ['06AUG1960', '01JAN2025', '17MAR2035'])).toBe(false);
  });
});

describe('the number with print heard', () => {
  const anyReading = () => true;
  const pad = (number: string) => number.padEnd(9, '<');

  it('finds printed words near the number read', () => {
    expect(printedNumbersNear('G1735056<', ['G17B5056', '14FEB1992', 'PASSPORT'])).toEqual([pad('G17B5056')]);
  });

  it('is settled when print spells the engines’ choice, its O and 0 alike', () => {
    expect(numberWithPrint(['G17B5056'], [pad('G17B5O56'), pad('G1735056')], [pad('G1735056')], { best: pad('G17B5O56'), rivals: [pad('G1735056')] })).toEqual({ chosen: pad('G17B5O56'), others: [] });
  });

  it('leaves a rival open that differs from the engines’ choice only by print’s own look-alikes, though print agrees with their choice', () => {
    expect(numberWithPrint(['GODOBJIQI'], ['GODOBJIQI', 'G0D0BJIQI', 'GODOBJIQ1'], ['GODOBJIQI', 'G0D0BJIQI'], { best: 'GODOBJIQI', rivals: ['G0D0BJIQI', 'QODOBJIQI'] })).toEqual({ chosen: 'GODOBJIQI', others: ['G0D0BJIQI'] });
  });

  it('takes the rival print spells by a character it does not confuse with the engines’ choice, that choice left against it', () => {
    expect(numberWithPrint(['G0G025U52'], ['G0G025U52', 'G0GO25V52'], ['G0G025U52', 'G0GO25V52'], { best: 'G0GO25V52', rivals: ['G0G025U52'] })).toEqual({ chosen: 'G0G025U52', others: ['G0GO25V52'] });
  });

  it('leaves the engines’ choice where print spells a rival differing from it only by look-alikes it cannot tell apart (IBIOO2NZR for IBI002NZR)', () => {
    const readings = ['IBI002NZR', 'IBIOO2NZR'];
    expect(numberWithPrint(['AUS', 'IBIOO2NZR', 'SN'], readings, readings, { best: 'IBI002NZR', rivals: ['IBIOO2NZR'] })).toEqual({ chosen: 'IBI002NZR', others: ['IBIOO2NZR'] });
  });

  // Dev 22500/60 (Spline Sans Mono): B0OB1Z2OS printed BOOB1Z20S, which passes too; the engines chose 800B1Z2O3.
  it('lets the engines pick among the readings print cannot tell from the one it shows, but for O and 0', () => {
    const readings = ['800B1Z2O3', 'B0QB1Z208', 'B0GB1Z208', 'BOOB1Z20S', 'B0OB1Z2OS'];
    const judged = { best: '800B1Z2O3', rivals: ['B0QB1Z208', 'B0GB1Z208', 'BOOB1Z20S'], readBy: ['B00812208', '80OB1Z2OS'] };
    const words = ['NEWZEALAND', 'PASSPORT', 'P', 'NZL', 'BOOB1Z20S', 'SN', 'KIM', 'GSP', 'AMARA'];
    const byScores = (among: readonly string[]) => (among.includes('B0OB1Z2OS') ? 'B0OB1Z2OS' : null);
    expect(numberWithPrint(words, readings, readings.slice(0, 3), judged, byScores)).toEqual({ chosen: 'B0OB1Z2OS', others: ['800B1Z2O3', 'B0QB1Z208', 'B0GB1Z208', 'BOOB1Z20S'] });
    expect(numberWithPrint(words, readings, readings.slice(0, 3), judged).chosen).toBe('BOOB1Z20S');
  });

  // Wide dev 49000/54 (Xanh Mono): O2FOAIBGO read so by OCR and printed so; the templates read O2FOAIBOO, and the scores chose 02F0AIBG0,
  // which passes too: the font draws its O and 0 alike.
  it('keeps, among the readings print cannot tell from the one it shows, the O or 0 every engine read as print shows it', () => {
    const readings = ['02F0AIBG0', 'O2FOAIBGO', 'O2FOAIB6O', 'G2FOAIBG0'];
    const judged = { best: '02F0AIBG0', rivals: ['O2FOAIBGO'], readBy: ['O2FOAIBGO', 'O2FOAIBOO'] };
    const words = ['FRANCE', 'PASSPORT', 'P', 'FRA', 'O2FOAIBGO', 'MONTGOMERYMONTGOMERY'];
    const byScores = (among: readonly string[]) => (among.includes('02F0AIBG0') ? '02F0AIBG0' : among[0]!);
    expect(numberWithPrint(words, readings, readings, judged, byScores).chosen).toBe('O2FOAIBGO');
  });

  // Wide dev 49200/65 (Kode Mono): XC0ZX8LDD read HC0ZH8LDD by both engines, which passes too; the font draws its X like an H.
  it('takes the number print spells against both engines where its letters are ones the font may draw like theirs', () => {
    const readings = ['HC0ZH8LDD', 'XC0ZX8LDD', 'HCB2HSLDD'];
    const judged = { best: 'HC0ZH8LDD', rivals: ['XC0ZX8LDD'], readBy: ['HCB2HSLDD', 'HC0ZH8LDD'] };
    const words = ['NEWZEALAND', 'PASSPORT', 'P', 'NZL', 'XC0ZX8LDD', 'SN', 'FERNANDEZDELATORRE'];
    expect(numberWithPrint(words, readings, readings, judged).chosen).toBe('XC0ZX8LDD');
    // Not an O for both engines' U: no font here draws a U like anything else.
    const otherwise = { best: 'HC0ZU8LDD', rivals: ['HC0ZO8LDD'], readBy: ['HC0ZU8LDD', 'HC0ZU8LDD'] };
    expect(numberWithPrint(['HC0ZO8LDD'], ['HC0ZU8LDD', 'HC0ZO8LDD'], ['HC0ZU8LDD', 'HC0ZO8LDD'], otherwise).chosen).toBe('HC0ZU8LDD');
  });

  // Dev 23200/39 (Chivo Mono): K01NO1Y2C printed KO1INO1Y2C, an I added; OCR read KO1N01Y2C as it stands, its 0 and O the other way round.
  it('leaves the engines’ choice where a word print added a character to spells it and an engine’s reading alike, but for O and 0', () => {
    const words = ['CANADA', 'PASSPORT', 'PASSEPORT', 'P', 'CAN', 'KO1INO1Y2C', 'SN', 'MARTIN', 'LUCASPETER', '05FEB1991'];
    const judged = { best: 'K01NO1Y2C', rivals: ['KO1N01Y2C'], readBy: ['KO1N01Y2C', 'KOINO1Y2C'] };
    expect(numberWithPrint(words, ['K01NO1Y2C', 'KO1N01Y2C'], ['K01NO1Y2C', 'KO1N01Y2C'], judged).chosen).toBe('K01NO1Y2C');
  });

  // Dev 19800/42 (Nova Mono): ILS6BSDA5 printed with an S added; both engines read its A as H, and OCR its D as 0.
  it('takes the one reading offered that a printed word with a character added spells exactly, with it left out', () => {
    const words = ['AUSTRALIA', 'PASSPORTPASSEPORT', 'P', 'AUS', 'ILS6BSDA5S', 'DUBOIS', 'MAYA', 'M', '10SEP2025'];
    const judged = { best: 'ILS6BS0H5', rivals: ['ILSBBSDP5'], readBy: ['IL5GBS0HS', 'ILS8BSDH5'] };
    expect(numberWithPrint(words, ['ILS6BS0H5', 'ILSBBSDP5', 'ILS6BSDA5', 'ILSGBSDA5'], ['ILS6BS0H5', 'ILSBBSDP5'], judged).chosen).toBe('ILS6BSDA5');
    // Not with a character put back where print lost one (dev 19400/47: I080OHX1 for III080HX1 spelled I0808OHX1, the 8 doubled).
    const lost = { best: 'III080HX1', rivals: [], readBy: ['III080HX1', 'IIIO8OHX1'] };
    expect(numberWithPrint(['FRANCE', 'FRA', 'I080OHX1', 'MONTGOMERY'], ['III080HX1', 'I0808OHX1'], ['III080HX1'], lost).chosen).toBe('III080HX1');
  });

  // Dev 20700/54 (Martian Mono): LEZKOZVU8 printed LEZKOZVUS8; without its S it is OCR's reading, without its 8 LEZKOZVUS, and both pass.
  it('takes of the readings a word with a character added spells, with one left out, the one an engine read as it stands', () => {
    const words = ['CANADA', 'PASSPORT', 'CAN', 'LEZKOZVUS8', 'SN', 'MUELLER', 'GSPS', 'ELENA', '19JAN2002'];
    const readings = ['LEZKOZVU8', 'LEZK02VU3', 'LEZKOZVUS', 'LEZXCZVU3'];
    const judged = { best: 'LEZXCZVU3', rivals: [], readBy: ['LEZKOZVU8', '1EZXQZVU8'] };
    expect(numberWithPrint(words, readings, readings, judged).chosen).toBe('LEZKOZVU8');
    // Not where no engine read one of them as it stands.
    expect(numberWithPrint(words, readings, readings, { ...judged, readBy: ['LEZK0ZVU8', '1EZXQZVU8'] }).chosen).toBe('LEZXCZVU3');
  });

  // Dev 21400/75 (Azeret Mono): 51OQ8ISO printed 510Q8ISO; OCR read 51O0B1SO, the templates 51OO8ISO, and the engines chose 51Q08ISO.
  it('hears print’s look-alike of a reading’s character as that character where the engines’ choice holds one print confuses with it', () => {
    const words = ['FRANCE', 'PASSPORT', 'FRA', '510Q8ISO', 'NM', 'LEFEVRE', 'ANN', 'A', 'AMARA', '12AUG1973', 'F', '12AUG2025', 'SPECIMENAUTHORITY', '16MAR2030'];
    const engines = ['51O0B1SO<', '51Q08ISO<', '510O8IS0<'];
    const judged = { best: '51Q08ISO<', rivals: ['510O8IS0<'], readBy: ['51O0B1SO<', '51OO8ISO<'] };
    expect(numberWithPrint(words, [...engines, '51QQ8IS0<', '51OQ8ISO<'], engines, judged).chosen).toBe('51OQ8ISO<');
  });

  // Dev 15900/67 (Azeret Mono): 58OOZ6HOD printed S800Z6HOD; OCR read S80026HOD, the templates 58OOZ6HOD, and the engines chose 580QZ6HOD.
  it('hears print’s look-alike of a reading’s character as sure where an engine read it and none the choice’s, which print tells from both', () => {
    const words = ['BRAZIL', 'PASSPORT', 'BRA', 'S800Z6HOD', 'SN', 'DUBOIS', 'GJP', 'SOFIA', '16APR1996', 'M', '26OCT2025', 'SPECIMENAUTHORITY', '28FEB2031'];
    const engines = ['S80026HOD', '580QZ6HOD', '58OOZ6HOD', '580GZ6HOD', '580O26HOQ'];
    const judged = { best: '580QZ6HOD', rivals: ['58OOZ6HOD'], readBy: ['S80026HOD', '58OOZ6HOD'] };
    expect(numberWithPrint(words, engines, engines, judged).chosen).toBe('58OOZ6HOD');
    // Not where an engine read the choice's Q.
    expect(numberWithPrint(words, engines, engines, { ...judged, readBy: ['S800Q6HOD', '58OQZ6HOD'] }).chosen).toBe('580QZ6HOD');
  });

  // Dev 37200/2 (Nova Mono): BCNQ5T0QQ printed BCNQ5TOQQ; OCR read BCHQ5TGQ0, which passes too, the templates BCOQ5T0QQ.
  it('hears print’s look-alike of a reading’s character as sure where an engine read it, against the other’s that print never confuses with it', () => {
    const words = ['MEXICO', 'PASSPORT', 'PASSEPORT', 'P', 'MEX', 'BCNQ5TOQQ', 'HARRIS', 'YUK', 'MEXICO', '28JUN1957', '21SEP2025', '14MAR2029'];
    const engines = ['BCHQ5TGQ0', 'BCH05TG00', 'BCHO5TGO0'];
    const judged = { best: 'BCHQ5TGQ0', rivals: ['BCH05TG00'], readBy: ['BCHQ5TGQ0', 'BCOQ5T0QQ'] };
    expect(numberWithPrint(words, [...engines, 'BCNQ5T0QQ'], engines, judged).chosen).toBe('BCNQ5T0QQ');
    // Not where neither engine read the reading's 0.
    expect(numberWithPrint(words, [...engines, 'BCNQ5T0QQ'], engines, { ...judged, readBy: ['BCHQ5TGQ0', 'BCOQ5TGQQ'] }).chosen).toBe('BCHQ5TGQ0');
  });

  // Wide dev 47800/34 (Lekton): QQOSAXDH8 printed QQOSAXDHS; both engines read the 8, and the check digit passes the S too.
  it('keeps the engines’ choice against a rival print spells only by characters it confuses with those both engines read', () => {
    const words = ['GERMANY', 'PASSPORT', 'P', 'D', 'QQOSAXDHS', 'OKAFOR', 'DANIELHUGO', '230CT1991', 'M', '29SEP2025', '25JAN2035'];
    const engines = ['QQOSAXDH8', 'QQO8AXDH8', 'QQOSAXDHS', 'OOOSAXDH8'];
    const judged = { best: 'QQOSAXDH8', rivals: ['QQO8AXDH8', 'QQOSAXDHS', 'OOOSAXDH8'], readBy: ['QQOSAXDH8', 'OOOSAXDH8'] };
    expect(numberWithPrint(words, engines, engines, judged).chosen).toBe('QQOSAXDH8');
    // Where an engine read print's S, print's rival stands.
    expect(numberWithPrint(words, engines, engines, { ...judged, readBy: ['QQOSAXDHS', 'OOOSAXDH8'] }).chosen).toBe('QQOSAXDHS');
  });

  // Wide dev 51500/3 (Intel One Mono): both engines read the 8 and the J of MG8IJ2YU, print read MGBII2YU, which passes the check digit too.
  it('keeps the engines’ choice against print’s I for a J both read, as against its 1', () => {
    const words = ['AUSTRALIA', 'PASSPORT', 'P', 'AUS', 'MGBII2YU', 'WALKER', 'LUCAS', '10JAN2003', 'F', '20AUG2025', '30MAR2032'];
    const engines = ['M68IJ2YU<', 'MG8IJ2YU<', 'M6SIJ2YU<', 'MGSIJ2YU<'];
    const readings = [...engines, 'M6BII2YU<', 'MGBII2YU<'];
    const judged = { best: 'MG8IJ2YU<', rivals: [], readBy: ['M68IJ2YU<', 'MG8IJ2YU<'] };
    expect(numberWithPrint(words, readings, engines, judged).chosen).toBe('MG8IJ2YU<');
  });

  // Dev 40400/32 (Cutive Mono): OCR read 161O2Z05D, the templates J6IC2Z05D, the engines chose J61G2Z05D; print's 16B0O2Z05D without its
  // 0 spells their rival 16BO2Z05D exactly, and without its O their rival 16B02ZO5D but for print's O and 0 (without its second 0, the
  // reading 16B0O2Z5D, which passes too but which the engines did not keep).
  it('takes the rival a word of another length spells exactly over one it spells by print’s look-alikes', () => {
    const words = ['MEXICO', 'PASSPORT', 'MEX', '16B0O2Z05D', 'NGUYEN', 'ELENA', '02JAN2005', 'M', '04JUL2025', '13APR2035'];
    const engines = ['J61G2Z05D', '16B02ZO5D', '16ID2Z05D'];
    const readings = [...engines, '16BO2Z05D', '16B0O2Z5D'];
    const judged = { best: 'J61G2Z05D', rivals: ['16ID2Z05D', '16BO2Z05D', '16B02ZO5D'], readBy: ['161O2Z05D', 'J6IC2Z05D'] };
    expect(numberWithPrint(words, readings, engines, judged).chosen).toBe('16BO2Z05D');
  });

  // Wide dev 48900/54 (Xanh Mono): OCR read UY6ZC07B< as it stands, the templates lost the line (TOTOTTFK<), and print read UY6ZC078B,
  // an 8 added, which spells UY62C07BB by its Z and 8 for 2 and B.
  it('takes the reading an engine read that a word print added a character to spells, over one a word of its length spells by confusions', () => {
    const words = ['JAPAN', 'PASSPORT', 'P', 'JPN', 'UY6ZC078B', 'WALKER', 'PETER', '16JUL1969', 'M', '11NOV2025', '04JUL2031'];
    const engines = ['TO6D007K<', 'UY6ZC07B<', 'UY62C07BB', 'UY62C078<'];
    const judged = { best: 'TO6D007K<', rivals: ['UY6ZC07B<', 'UY62C07BB', 'UY62C078<'], readBy: ['UY6ZC07B<', 'TOTOTTFK<'] };
    expect(numberWithPrint(words, engines, engines, judged).chosen).toBe('UY6ZC07B<');
    // No engine read it as it stands: print's word of the number's length speaks.
    expect(numberWithPrint(words, engines, engines, { ...judged, readBy: ['UY6ZC07BK', 'TOTOTTFK<'] }).chosen).toBe('UY62C07BB');
  });

  it('takes a number only print offers when print spells it exactly (a Y both engines read as V)', () => {
    expect(numberWithPrint(['YBGOSVQQ'], [pad('V8GOSVQQ'), pad('YBGOSVQQ')], [pad('V8GOSVQQ')], { best: pad('V8GOSVQQ'), rivals: [] })).toEqual({ chosen: pad('YBGOSVQQ'), others: [pad('V8GOSVQQ')] });
  });

  it('does not take a number only print offers that differs from the engines’ choice by look-alikes alone (S and 5 swapped cancel out)', () => {
    expect(numberWithPrint(['PSD256460'], ['P5D2S6460', 'PSD256460'], ['P5D2S6460'], { best: 'P5D2S6460', rivals: [] })).toEqual({ chosen: 'P5D2S6460', others: ['PSD256460'] });
  });

  it('leaves against the engines’ choice a reading that a word print added a character to spells otherwise, by characters print does not confuse with theirs', () => {
    const readings = ['FOPM0NO65', 'FQPM0NQ65', 'FQPM0NQG5', 'FQPMON065'];
    expect(numberWithPrint(['JPN', 'FQPMONQG65', 'KONSTANTINOS'], readings, readings, { best: 'FOPM0NO65', rivals: [] })).toEqual({ chosen: 'FOPM0NO65', others: ['FQPM0NQ65', 'FQPM0NQG5'] });
  });

  it('leaves no reading print pieced from its own words against the engines’ choice (Fragment Mono: 58Z1Q8Z0V printed 58710820)', () => {
    const engines = ['58Z1Q8Z0V', 'S8Z1082QV', '5821082OV'];
    expect(numberWithPrint(['SOUTHKOREA', '58710820', 'HUGOAMA'], [...engines, '58710820S', '587108820'], engines, { best: '58Z1Q8Z0V', rivals: [] })).toEqual({ chosen: '58Z1Q8Z0V', others: [] });
  });

  it('keeps the engines’ character where print shows one it confuses with it, and every reading they kept agrees (Cutive Mono: VDO8JM5IO printed VDOSJM510)', () => {
    const readings = ['VDOSJM51O', 'VQO8JMSIO', 'VDO8JM5IO', 'VDOSJM5IO'];
    expect(numberWithPrint(['GERMANY', 'VDOSJM510', 'MORENO'], readings, readings.slice(0, 3), { best: 'VQO8JMSIO', rivals: ['VDO8JM5IO'] })).toEqual({ chosen: 'VDO8JM5IO', others: ['VQO8JMSIO', 'VDOSJM5IO'] });
  });

  it('takes print’s character, though it confuses it with the engines’, where an engine read it and neither read theirs (Martian Mono: KB0D68JO printed KBOD68JO)', () => {
    const readings = ['KBOD6830<', 'KB0D68JO<', 'K80D6BJQ<', 'KBOD68JQ<'];
    // OCR read KBOD6830 and the templates K80D68JO: the choice's B and Q were read by neither.
    const judged = { best: 'K80D6BJQ<', rivals: [], readBy: ['KBOD6830<', 'K80D68JO<'] };
    expect(numberWithPrint(['NEWZEALAND', 'KBOD68JO', 'WALKER', '19SEP1996'], readings, readings, judged)).toEqual({ chosen: 'KB0D68JO<', others: ['K80D6BJQ<'] });
  });

  it('hears no look-alike print shows as the choice’s character, where both engines read that too (Martian Mono: 0IQZ0YBB printed 0I0ZOYEB)', () => {
    // OCR read OI0ZGYBB and the templates 0IQZ0YBB; 01QZ0YEB passes the check digits by chance, with print's E for a B and a 1 where all read I.
    const readings = ['OI0ZGYBB<', '0IQZ0YBB<', '0IQZ0Y88<', '01QZ0YEB<'];
    const judged = { best: '0IQZ0YBB<', rivals: ['0IQZ0Y88<'], readBy: ['OI0ZGYBB<', '0IQZ0YBB<'] };
    expect(numberWithPrint(['CANADA', 'PASSPORT', 'CAN', '0I0ZOYEB', 'WOLF', 'ESCH', '23JAN1998'], readings, readings.slice(0, 3), judged).chosen).toBe('0IQZ0YBB<');
  });

  it('does not bring back a reading the engines ruled out, or one pieced from print with an O put back, but leaves it against their choice', () => {
    expect(numberWithPrint(['055Q0Q296'], ['O55QOQ296', '055Q0Q296'], ['O55QOQ296', '055Q0Q296'], { best: 'O55QOQ296', rivals: [] })).toEqual({ chosen: 'O55QOQ296', others: ['055Q0Q296'] });
    expect(numberWithPrint(['ZN1276020'], ['ZV1276020', 'ZN127602O'], ['ZV1276020'], { best: 'ZV1276020', rivals: [] })).toEqual({ chosen: 'ZV1276020', others: ['ZN127602O'] });
  });

  it('reads a printed number with its own O and 0, I and 1 as the engines chose them, and every other character as printed', () => {
    expect(numbersAsPrinted('1I0026B5O', '11QQ26B5Q', anyReading)[0]).toBe('1IQQ26B5Q');
    expect(numbersAsPrinted('GOG025U52', 'G0G025U52', anyReading)[0]).toBe('GOG025U52');
  });

  it('brings back a reading the engines ruled out where print spells the cells in dispute by characters it does not confuse (Q for O and 0), its 1 for I elsewhere', () => {
    expect(numberWithPrint(['11QQ26B5Q'], ['1I0026B5O', '1IQQ26B5Q'], ['1I0026B5O', '1IQQ26B5Q'], { best: '1I0026B5O', rivals: [] })).toEqual({ chosen: '1IQQ26B5Q', others: ['1I0026B5O'] });
    expect(numberWithPrint(['5Q05GSZDU'], ['5G05GSZDU', '5Q05GSZDU'], ['5G05GSZDU', '5Q05GSZDU'], { best: '5G05GSZDU', rivals: [] })).toEqual({ chosen: '5Q05GSZDU', others: ['5G05GSZDU'] });
  });

  it('takes print’s Qs, and the 0 beside them the check digits then choose, where the engines read O throughout', () => {
    expect(numberWithPrint(['0F6Q4DQI'], [pad('OF6O4DOI'), pad('0F6Q4DQI')], [pad('OF6O4DOI')], { best: pad('OF6O4DOI'), rivals: [] })).toEqual({ chosen: pad('0F6Q4DQI'), others: [pad('OF6O4DOI')] });
  });

  it('takes the letters print spells plainly where a font fools both engines (W read as U, N as D)', () => {
    expect(numberWithPrint(['634W0SNDV'], ['834U0SDDV', '634W0SNDV'], ['834U0SDDV'], { best: '834U0SDDV', rivals: [] })).toEqual({ chosen: '634W0SNDV', others: ['834U0SDDV'] });
  });

  it('does not let print’s S overrule the engines’ 8 (print’s font reads 8 as S on some pages)', () => {
    expect(numberWithPrint(['Y802BYTSF'], ['Y8O2BYT8F', 'Y8O2BYTSF'], ['Y8O2BYT8F', 'Y8O2BYTSF'], { best: 'Y8O2BYT8F', rivals: [] })).toEqual({ chosen: 'Y8O2BYT8F', others: ['Y8O2BYTSF'] });
  });

  it('does not take a reading that ends where print’s shorter word does (print missed a J)', () => {
    expect(numberWithPrint(['6D56Q15'], [pad('6D56Q15J'), pad('6D56QI5')], [pad('6D56Q15J')], { best: pad('6D56Q15J'), rivals: [] })).toEqual({ chosen: pad('6D56Q15J'), others: [pad('6D56QI5')] });
  });

  it('does not bring back a ruled-out reading print spells with a 1 where it differs (print reads I as 1)', () => {
    expect(numberWithPrint(['Q1Q26B5Q'], [pad('QIQ26B5Q'), pad('Q1Q26B5Q')], [pad('QIQ26B5Q'), pad('Q1Q26B5Q')], { best: pad('QIQ26B5Q'), rivals: [] })).toEqual({ chosen: pad('QIQ26B5Q'), others: [pad('Q1Q26B5Q')] });
  });

  it('does not read a printed word longer than the number cell by cell (print’s OCR added an S)', () => {
    expect(numberWithPrint(['ODSZSVIGS8'], ['ODSZSVIG8', 'ODSZSVIGS'], ['ODSZSVIG8', 'ODSZSVIGS'], { best: 'ODSZSVIG8', rivals: [] })).toEqual({ chosen: 'ODSZSVIG8', others: [] });
  });

  it('does not let print lengthen the number where the zone prints a filler (print’s OCR added a 0), but leaves it against the zone’s reading', () => {
    expect(numberWithPrint(['NZL', '1GZSAO0QI'], ['1GZSAOQI<', '1GZSAO0QI'], ['1GZSAOQI<'], { best: '1GZSAOQI<', rivals: [] })).toEqual({ chosen: '1GZSAOQI<', others: ['1GZSAO0QI'] });
  });

  it('joins a number print’s OCR split in two when together as long as the number, and leaves out in turn each character of a word one longer than the number', () => {
    expect(printedNumbersNear('AGU26002O', ['ITALY', 'A6U2600', '20', 'S'])).toContain('A6U260020');
    expect(printedNumbersNear('AGU26002O', ['ITALY', 'A6U2600', '2', 'S'])).not.toContain('A6U26002<');
    expect(printedNumbersNear(pad('7O0SB05E'), ['D', '7Q0SBOS5E', 'SJN'])).toContain(pad('7Q0SBO5E'));
  });

  it('lets a number joined to a single character only choose among the readings the engines kept (print read the last J of T1NSJ3BJJ apart, as S)', () => {
    const readings = ['T1NSJ3BJJ', 'TINSJ3BJS'];
    expect(numberWithPrint(['MEX', 'T1NSJ3BJ', 'S', 'OKAFOR'], readings, readings.slice(0, 1), { best: 'T1NSJ3BJJ', rivals: [] })).toEqual({ chosen: 'T1NSJ3BJJ', others: [] });
  });

  it('does not take a rival print spells where print shows the engines’ choice as closely (its 0 is their 0, and may be their Q)', () => {
    const readings = ['O60Q8512I', 'O6OO8512I', '06008512I'];
    expect(numberWithPrint(['USA', '060085121', 'MUELLER'], readings, readings.slice(0, 2), { best: 'O60Q8512I', rivals: ['O6OO8512I'] })).toEqual({ chosen: 'O60Q8512I', others: ['O6OO8512I'] });
  });

  it('takes a rival print spells more closely, though it shows the engines’ choice more closely in a cell (5060556B0: two 5s for their Ss, a 0 for their O)', () => {
    const judged = { best: 'S0605S6BO', rivals: ['506D5S6BO', '506O556B0'] };
    expect(numberWithPrint(['BRA', '5060556B0', 'LN'], [judged.best, ...judged.rivals], [judged.best, ...judged.rivals], judged).chosen).toBe('506O556B0');
  });

  it('takes the rival a word one longer than the number spells with a character left out, when no word spells a reading as printed', () => {
    expect(numberWithPrint(['7Q0SBOS5E'], [pad('7O0SB05E'), pad('7Q0SBO5E')], [pad('7O0SB05E'), pad('7Q0SBO5E')], { best: pad('7O0SB05E'), rivals: [pad('7Q0SBO5E')] })).toEqual({ chosen: pad('7Q0SBO5E'), others: [pad('7O0SB05E')] });
  });

  it('keeps the engines’ choice against one printed character where the word confused two others (102962060: every letter of IO29GZ06U a digit, its U a 0)', () => {
    const readings = ['IO29GZ06U', 'IOZ9G206U', '1O290206U', 'IO29GZ060', 'IOZ9G2060'];
    const judged = { best: 'IO29GZ06U', rivals: [], readBy: ['IOZ9G206U', 'IO29GZ06U'] };
    expect(numberWithPrint(['BRA', '102962060', 'AN', 'OKAFOR'], readings, readings.slice(0, 3), judged)).toEqual({ chosen: 'IO29GZ06U', others: ['IO29GZ060'] });
  });

  it('keeps the engines’ choice against a word print read in digits throughout (15280800 for I52BDB0Q: its 0 for their D is no sure cell)', () => {
    const readings = ['I52BDB0Q', 'I52BO80Q', '15280800', 'ISZBDBOQ'].map(pad);
    const judged = { best: pad('I52BDB0Q'), rivals: [pad('I52BO80Q')], readBy: [pad('ISZBDBOQ'), pad('I52BDB0Q')] };
    expect(numberWithPrint(['SPAIN', 'ESP', '15280800', 'MARTIN'], readings, [readings[0]!, readings[1]!, readings[3]!], judged)).toEqual({
      chosen: pad('I52BDB0Q'),
      others: [pad('I52BO80Q'), pad('15280800')],
    });
  });

  it('keeps the cell both engines read alike against one printed character they do not confuse with theirs (print’s U for the 0 of 8Q065ES2)', () => {
    const readings = ['8006SE52', '8Q065ES2', '8G065ES2', '8QU65ES2'].map(pad);
    const judged = { best: pad('8Q065ES2'), rivals: [], readBy: [pad('8006SE52'), pad('8Q065ES2')] };
    const words = ['PASSPORT', 'PASSEPORT', '8QU65ES2', 'D0JDIS', '20AUG1986'];
    expect(numberWithPrint(words, readings, readings.slice(0, 3), judged).chosen).toBe(pad('8Q065ES2'));
  });

  // Dev 17700/22 (Martian Mono): both engines read 5UO66AI0C alike; 5UOBBAI0C passes the check digit too (B and 6 weigh 11 and 6 in cells weighing 1 and 7).
  it('keeps the cells both engines read alike against print’s characters in several of them (its Bs for both 6s of 5UO66AI0C)', () => {
    const readings = ['5UO66AI0C', '5UOG6AI0C', '5UOBBAI0C'];
    const words = ['ITALY', 'PASSPORT', 'SUOBBAIOC', 'GARCIA'];
    expect(numberWithPrint(words, readings, readings.slice(0, 2), { best: '5UO66AI0C', rivals: [], readBy: ['5UO66AI0C', '5UO66AI0C'] }).chosen).toBe('5UO66AI0C');
    // Where one engine read a B, print's Bs stand.
    expect(numberWithPrint(words, readings, readings.slice(0, 2), { best: '5UO66AI0C', rivals: [], readBy: ['5UO66AI0C', '5UOB6AI0C'] }).chosen).toBe('5UOBBAI0C');
  });

  it('takes the rival a word two longer than the number spells with two characters left out (print read each O of 8GOOI541 as O0)', () => {
    const readings = [pad('8G0QI541'), pad('8GOOI541'), pad('86001S41')];
    expect(numberWithPrint(['CAN', '8GO0O0I541', 'AEE'], readings, readings, { best: pad('8G0QI541'), rivals: [pad('8GOOI541')] })).toEqual({ chosen: pad('8GOOI541'), others: [pad('8G0QI541')] });
  });

  it('takes, of the readings a word one longer spells with a character left out, the one the engines kept, though another is spelled exactly', () => {
    expect(numberWithPrint(['D10GOS89EQ'], ['D1OGO89EQ', 'D1GOS89EQ'], ['D1OGO89EQ', 'D1GOS89EQ'], { best: 'D1OGO89EQ', rivals: [] })).toEqual({ chosen: 'D1OGO89EQ', others: [] });
  });

  it('finds a printed number near the one read counting only cells print could not have misread (its O for a 0, its B for an 8)', () => {
    expect(printedNumbersNear('5506O008<', ['JAPAN', 'JPN', '5506DQOB', 'MORENO'])).toEqual([pad('5506DQOB')]);
  });

  it('takes print’s character where the engines were torn between it and their choice (a 5 where they read S and 5)', () => {
    const readings = [pad('S506QQOB'), pad('5508OQDB'), pad('5506DQOB')];
    expect(numberWithPrint(['5506DQOB'], readings, readings.slice(0, 2), { best: pad('S506QQOB'), rivals: [pad('5508OQDB')] })).toEqual({ chosen: pad('5506DQOB'), others: [pad('S506QQOB'), pad('5508OQDB')] });
  });

  it('takes the rival a word one shorter than the number spells with the zone’s character put back (print missed the J)', () => {
    const readings = ['OGGO3SEQJ', 'O6GO3SEQJ', 'O8GO3SEOJ'];
    expect(numberWithPrint(['USA', '06GO3SEQ', 'S7N'], readings, readings, { best: 'OGGO3SEQJ', rivals: ['O8GO3SEOJ', 'O6GO3SEQJ'] })).toEqual({ chosen: 'O6GO3SEQJ', others: ['OGGO3SEQJ', 'O8GO3SEOJ'] });
  });

  it('takes, of the readings print shows in fewest cells by characters it confuses, the one the engines kept', () => {
    const readings = ['IGS5855SG', 'IG85855SG', 'IG85B555G'];
    expect(numberWithPrint(['IG858555G'], readings, readings, { best: 'IGS5855SG', rivals: ['IG85855SG'] })).toEqual({ chosen: 'IG85855SG', others: ['IGS5855SG'] });
  });

  // Dev page (Azeret Mono): OCR read ZSD1QQQED; the templates, which saw Os, made the engines choose ZSD1OQOED (the check digits pass both). Print's 5 for S
  // is its own misreading whichever stands, and its 0 may be an O or a Q; its Q for their O speaks.
  it('hears print’s Q against the engines’ O where its other cells are a misreading of either (Z5D10QQED for ZSD1QQQED)', () => {
    const readings = ['ZSD1QQQED', 'Z5DIQQQED', 'ZSDLQQQED', 'ZSD1OQOED', 'ZSD1OO0ED', 'ZSD10Q0ED'];
    expect(numberWithPrint(['MEX', 'Z5D10QQED', '26MAY1959'], readings, readings, { best: 'ZSD1OQOED', rivals: ['ZSD1OO0ED'] }).chosen).toBe('ZSD1QQQED');
  });

  // Dev page (Azeret Mono): the engines chose B580ZZ5MO; print shows a Q where they chose O, and its 0 where the templates read O (the check digits pass both).
  it('hears print’s Q where an engine read the cell it cannot tell apart as the reading holds it (B580ZZ5MQ for B58OZZ5MQ)', () => {
    const readings = ['B580ZZ5MO', 'B5B02Z5M0', 'B58OZZ5MQ'];
    const judged = { best: 'B580ZZ5MO', rivals: [] };
    expect(numberWithPrint(['BRA', 'B580ZZ5MQ', '15APR1956'], readings, readings.slice(0, 2), { ...judged, readBy: ['B5B02Z5M0', 'B58OZZ5MO'] }).chosen).toBe('B58OZZ5MQ');
    expect(numberWithPrint(['BRA', 'B580ZZ5MQ', '15APR1956'], readings, readings.slice(0, 2), { ...judged, readBy: ['B5B02Z5M0'] }).chosen).toBe('B580ZZ5MO');
  });

  // Dev page (Nova Mono): the engines were torn between G and Q (the check digits pass both); print lost the J, and its 7 characters spell a reading of their own.
  it('hears a word print lost a character of at the zone’s length, where its reading at its own length cannot stand (ZBBKQ68 for ZBBKQ68J)', () => {
    const readings = ['ZBBKG68J<', 'ZBBKQ68J<', 'ZB8KQ68<<'];
    const judged = { best: 'ZBBKG68J<', rivals: ['ZBBKQ68J<'] };
    expect(numberWithPrint(['ITA', 'ZBBKQ68', '07AUG1985'], readings, readings.slice(0, 2), judged)).toEqual({ chosen: 'ZBBKQ68J<', others: ['ZBBKG68J<', 'ZB8KQ68<<'] });
  });

  // Dev 17200/27 (Azeret Mono): the templates read G302QSOQT, OCR G3O2OSOOT, and the fused scores chose G302OS0OT; print lost the T and read the S as 5.
  it('takes a rival the engines kept that a word print lost a character of shows by a character it confuses (G302Q50Q for G302QSOQT)', () => {
    const readings = ['G302OS0OT', 'G302QSOQT', 'G3O2OSO0T'];
    const judged = { best: 'G302OS0OT', rivals: ['G302QSOQT', 'G3O2OSO0T'], readBy: ['G302QSOQT', 'G3O2OSOOT'] };
    expect(numberWithPrint(['NZL', 'G302Q50Q', 'MONTGOMERY'], readings, readings, judged)).toEqual({ chosen: 'G302QSOQT', others: ['G302OS0OT', 'G3O2OSO0T'] });
    // A word print lost a character of chooses only among the engines' readings: it shows none here (its W is no confusion of their O).
    expect(numberWithPrint(['NZL', 'G302W50Q', 'MONTGOMERY'], readings, readings, judged).chosen).toBe('G302OS0OT');
  });

  // Dev 17600/39 (Chivo Mono): OCR read WXO9J6OTW, the templates WXO9JBOTW, and the fused scores chose G, which the check digits cannot tell from 6.
  it('takes print’s character where it confuses it with the engines’ choice, but an engine read it and neither read theirs (its 6 for their G)', () => {
    const readings = ['WXO9JGOTW', 'WX09J0OTW', 'WXQ9J0QTW', 'WXO9J6OTW'];
    const judged = { best: 'WXO9JGOTW', rivals: ['WX09J0OTW', 'WXQ9J0QTW'] };
    expect(numberWithPrint(['ITA', 'WX09J60TW', 'TANAKA'], readings, readings, { ...judged, readBy: ['WXO9J6OTW', 'WXO9JBOTW'] }).chosen).toBe('WXO9J6OTW');
    // Where the other engine read the choice's G, print sides with OCR: the check digits weigh G and 6 alike, so only the engines chose.
    expect(numberWithPrint(['ITA', 'WX09J60TW', 'TANAKA'], readings, readings, { ...judged, readBy: ['WXO9J6OTW', 'WXO9JGOTW'] }).chosen).toBe('WXO9J6OTW');
    // Where neither engine read its 6, print's 6 is its own confusion of their G.
    expect(numberWithPrint(['ITA', 'WX09J60TW', 'TANAKA'], readings, readings, { ...judged, readBy: ['WXO9JGOTW', 'WXO9JBOTW'] }).chosen).toBe('WXO9JGOTW');
  });

  // Dev 18100/11 (Azeret Mono): OCR read DQ22IZDS; the templates misread the whole line, and the scores chose a reading near theirs.
  it('takes, of the readings a word one longer spells with a character left out, the one an engine read', () => {
    const readings = ['X0Z2IU05<', 'DQ22IZDS<', 'DQ22I1ZS<', 'XQ22IZDS<'];
    const judged = { best: 'X0Z2IU05<', rivals: readings.slice(1), readBy: ['DQ22IZDS<', 'X1ZZLU1K<'] };
    expect(numberWithPrint(['BRA', 'DQ22I1ZDS', 'WALKER'], readings, readings, judged).chosen).toBe('DQ22IZDS<');
    // Without it, print's 1 beside its I is one glyph read as two: left out, the word spells DQ22IZDS, as the page prints it.
    expect(numberWithPrint(['BRA', 'DQ22I1ZDS', 'WALKER'], readings, readings, { ...judged, readBy: [] }).chosen).toBe('DQ22IZDS<');
  });

  // Dev 42300/11 (Azeret Mono): the engines chose B2QOOG86, OCR read B2O0OG86 (both pass the check digit), print B2QO0OG86.
  it('takes, of the readings a word one longer spells with a character left out, the one it spells with a glyph read as two made one', () => {
    const readings = ['B2QOOG86<', 'B2O0OG86<', 'B2QOOQ86<'];
    const judged = { best: 'B2QOOG86<', rivals: ['B2O0OG86<'], readBy: ['B2O0OG86<', 'B2OOOG86<'] };
    // Print's Q left out spells OCR's reading, which the engines kept too; its added character is one of its O and 0s, each beside its look-alike.
    expect(numberWithPrint(['BRA', 'B2QO0OG86', 'DUBOIS'], readings, readings, judged).chosen).toBe('B2QOOG86<');
  });

  // Dev 18200/16 (Cutive Mono): OCR read 0QGQZZSS1, the templates DOGQ2Z5S1; print read the Z as 4 and added a 5.
  it('takes the rival a printed word shows in the cells where it differs from the engines’ choice, though the word misreads another', () => {
    const readings = ['0OGO2Z5S1', '0QGQ2Z5S1', '0QGQZZ8S1', '0GGQ2Z5S1'];
    const judged = { best: '0OGO2Z5S1', rivals: readings.slice(1), readBy: ['0QGQZZSS1', 'DOGQ2Z5S1'] };
    expect(numberWithPrint(['ESP', '0QGQ245S51', 'SILVA'], readings, readings, judged)).toEqual({ chosen: '0QGQ2Z5S1', others: ['0OGO2Z5S1', '0QGQZZ8S1', '0GGQ2Z5S1'] });
    // Not where no engine read print's Qs, nor where the word misreads two other cells.
    expect(numberWithPrint(['ESP', '0QGQ245S51', 'SILVA'], readings, readings, { ...judged, readBy: ['0OGOZZSS1', 'DOGO2Z5S1'] }).chosen).toBe('0OGO2Z5S1');
    expect(numberWithPrint(['ESP', '0QGQ745S51', 'SILVA'], readings, readings, judged).chosen).toBe('0OGO2Z5S1');
  });

  it('does not let print’s 0 overrule the engines’ Q, nor its 1 their J (print’s OCR read IQJ1QSSQ as 1011Q55Q)', () => {
    const readings = [pad('IQJ1QSSQ'), pad('I011Q55Q')];
    expect(numberWithPrint(['CAN', '1011Q55Q', 'SN'], readings, readings.slice(0, 1), { best: pad('IQJ1QSSQ'), rivals: [] }).chosen).toBe(pad('IQJ1QSSQ'));
  });

  it('does not let print’s 7 overrule the engines’ Z (print’s OCR read 45Z02IG1 as 457021G1)', () => {
    const readings = [pad('45Z02IG1'), pad('457O2IG1')];
    expect(numberWithPrint(['457021G1'], readings, readings, { best: pad('45Z02IG1'), rivals: [] }).chosen).toBe(pad('45Z02IG1'));
  });

  it('takes the reading print spells where it is sure, the check digits choosing the cells it may have confused (its 6 for the engines’ G)', () => {
    expect(numbersAsPrinted('BODGZDGTI', 'B09G296TI', anyReading)).toContain('B09GZ96TI');
    const readings = ['BODGZDGTI', 'BDDGZQGTI', 'B09GZ96TI'];
    expect(numberWithPrint(['B09', 'G296TI'], readings, readings.slice(0, 2), { best: 'BODGZDGTI', rivals: ['BDDGZQGTI'] })).toEqual({ chosen: 'B09GZ96TI', others: ['BODGZDGTI', 'BDDGZQGTI'] });
  });

  it('lets a word one longer than the number only choose among the readings the engines kept (print read 15HDQIE05 as 15HDQIEOQS)', () => {
    const readings = ['15HDQIE05', 'I5HDQIE0Q'];
    expect(numberWithPrint(['USA', '15HDQIEOQS', 'SN'], readings, readings, { best: '15HDQIE05', rivals: [] }).chosen).toBe('15HDQIE05');
  });

  it('reads a printed number with every character print’s OCR confuses as the engines chose it (its 5 for their S) first, then as printed, then with its 1 as an I', () => {
    expect(numbersAsPrinted('0O61S86Q<', 'Q061586C<', anyReading)).toEqual(['QO61S86C<', 'Q061S86C<', 'QO61586C<', 'Q061586C<']);
    expect(numbersAsPrinted('0O61S86Q<', 'Q061586C<', (reading) => reading.includes('I'))).toEqual(['QO6IS86C<', 'Q06IS86C<', 'QO6I586C<', 'Q06I586C<']);
  });

  // Dev page (Chivo Mono): print and the zone both showed QIZ0O5666's O as a 0; print cannot tell them apart in any font.
  it('tries print’s O, 0, I and 1 as their look-alikes too, where the zone reads the same', () => {
    expect(numbersAsPrinted('Q1Z905666', 'QIZ005666', (reading) => digitMatches(reading, '4'))).toEqual(['QIZ0O5666']);
    const readings = ['Q1Z905666', 'O1Z095666', 'QIZ0O5666'];
    expect(numberWithPrint(['GERMANY', 'QIZ005666', 'WALKER'], readings, readings.slice(0, 2), { best: 'Q1Z905666', rivals: ['O1Z095666'] }).chosen).toBe('QIZ0O5666');
  });

  // Wide dev 46400/54 (Xanh Mono): the zone and print both read IV6B7O1N as IV6B701N; taken each way, its I and 1 trade cells of one
  // weight and pass the check digit too.
  it('takes, of print’s numbers as an engine read them that pass, those nearest its reading', () => {
    expect(numbersAsPrinted('IV6B701N<', 'IV6B701N<', (reading) => digitMatches(reading, '3'))).toEqual(['IV6B7O1N<', '1V6B7OIN<']);
    const line = 'IV6B7O1N<3JPN6404080F3204201<<<<<<<<<<<<<<<0';
    const printed = ['JAPAN', 'PASSPORT', 'JPN', 'IV6B701N', 'SN', 'DUBOIS', 'ANNA', '08APR1964', 'F', '24JUN2025', '20APR2032'];
    expect(line2FromPrint('IV6B701N<3' + line.slice(10), printed, ['IV6B701N<'])).toBe(line);
  });

  // Dev page (Fragment Mono): print's OCR missed the J of 1IJ8G2ZZ2; its 1 taken as an I passed the check digit by chance.
  it('tries no look-alikes of a printed word more than one clear difference from the zone', () => {
    expect(numbersAsPrinted('1IJ8G2ZZ2', '118G222Z2', (reading) => digitMatches(reading, '8'))).toEqual([]);
  });

  // Dev page (Azeret Mono): print's E5QZ1GDQI passes as the engines' rival; its 1 taken as an I passed the check digit by chance too.
  it('tries no look-alikes of a printed word where a reading as printed passes already', () => {
    expect(numbersAsPrinted('E5OZ1GDQ<', 'ESQZ1GDQI', (reading) => digitMatches(reading, '0'))).toEqual(['E5QZ1GDQI']);
  });

  it('brings back a reading print spells in the cells in dispute, though it shows a 5 for the S both agree on', () => {
    const readings = ['0O61S86Q<', 'QO61SS6C<', 'QO61S86C<'];
    expect(numberWithPrint(['Q061586C'], readings, readings.slice(0, 2), { best: '0O61S86Q<', rivals: ['QO61SS6C<'] })).toEqual({ chosen: 'QO61S86C<', others: ['0O61S86Q<', 'QO61SS6C<'] });
  });

  it('takes, of the readings print spells with its O and 0 alike, the one the engines kept', () => {
    const readings = [pad('ZD2TB5QO'), pad('202TB5QO'), pad('2O2TB5Q0')];
    expect(numberWithPrint(['202TB5Q0'], readings, readings, { best: pad('ZD2TB5QO'), rivals: [pad('202TB5QO')] })).toEqual({ chosen: pad('202TB5QO'), others: [pad('ZD2TB5QO')] });
  });

  it('does not let print’s O overrule the engines’ Q (print’s OCR can lose a Q’s tail), but leaves it against their choice', () => {
    const readings = [pad('BKQ80Q04'), pad('BKO8OQ04')];
    expect(numberWithPrint(['BKO80Q04'], readings, readings, { best: pad('BKQ80Q04'), rivals: [] })).toEqual({ chosen: pad('BKQ80Q04'), others: [pad('BKO8OQ04')] });
  });

  it('does not let print overrule the engines with one cell it is sure of that they were not torn on, where the check digits chose look-alikes elsewhere (print read QHD0QDZT2’s T as 1, 692O36G9’s 9 as 5)', () => {
    const readings = ['QHD0QDZT2', 'OHD0ODZT2', 'OHDOQDZ12'];
    expect(numberWithPrint(['MEX', 'OHDOOD', 'Z12', '3'], readings, readings.slice(0, 2), { best: 'QHD0QDZT2', rivals: ['OHD0ODZT2'] }).chosen).toBe('QHD0QDZT2');
    expect(numberWithPrint(['JPN', '692036G5', 'BROWN'], [pad('692O36G9'), pad('692036G5')], [pad('692O36G9')], { best: pad('692O36G9'), rivals: [] })).toEqual({ chosen: pad('692O36G9'), others: [pad('692036G5')] });
  });

  it('lets print overrule the engines with one cell it is sure of where it spells the reading exactly, its O for their Q the check digits chose (05EBDSZOG read 05E3DSZQG)', () => {
    expect(numberWithPrint(['AUS', '05EBDSZOG', 'SN'], ['05E3DSZQG', '05EBDSZOG'], ['05E3DSZQG'], { best: '05E3DSZQG', rivals: [] }).chosen).toBe('05EBDSZOG');
  });

  it('keeps the engines’ 0s where print spells exactly a reading with Os in their place and alike one with their 0s (B1VOO3ND against B1V003DD)', () => {
    const readings = [pad('B1V003DD'), pad('B1VOO3ND'), pad('B1V003ND')];
    expect(numberWithPrint(['ITA', 'B1VOO3ND', 'N', 'MARTI'], readings, readings.slice(0, 1), { best: pad('B1V003DD'), rivals: [] }).chosen).toBe(pad('B1V003ND'));
  });

  it('takes a rival the engines kept of another length where print spells it (their choice took E5QZ1GDQI’s I for a filler)', () => {
    const judged = { best: 'E5OZ1GDQ<', rivals: ['E5OZ1ODOI', 'E5QZ1GDQI', 'E5OZ1GD0I'] };
    expect(numberWithPrint(['ESP', 'ESQZ1G', 'DQI', 'PAPADOPOULOU'], [judged.best, ...judged.rivals], [judged.best, ...judged.rivals], judged).chosen).toBe('E5QZ1GDQI');
  });

  it('does not let print shorten the number (print’s OCR read ZZUIQII81 as ZZUIQ81S), but leaves it against the zone’s reading', () => {
    expect(numberWithPrint(['ZZUIQ81S'], ['ZZUIQII81', 'ZZUIQ81S<'], ['ZZUIQII81'], { best: 'ZZUIQII81', rivals: [] })).toEqual({ chosen: 'ZZUIQII81', others: ['ZZUIQ81S<'] });
  });

  // Azeret Mono, dev 12700/59: the engines chose 80OOB56XO; print's 800QB56X0 shows a Q they ruled out, and spells 80OQB56X0 and 800QB56XO alike.
  it('leaves every reading print spells alike against the engines’ choice where it cannot choose one', () => {
    const readings = ['80OOB56XO', '800QB56XO', '80OQB56X0'];
    expect(numberWithPrint(['KOR', '800QB56X0', 'SN'], readings, readings.slice(0, 1), { best: '80OOB56XO', rivals: [] })).toEqual({ chosen: '80OOB56XO', others: ['800QB56XO', '80OQB56X0'] });
  });

  // Dev 12500/63: print's 51QDQ6515 differs from the engines' 51QDQ6S15 only by its 5 for their S; the readings it spells with an I for a 1 pass by chance.
  it('leaves no reading against the engines’ choice that print spells alike only by characters it confuses with theirs', () => {
    const readings = ['51QDQ6S15', '5IQDQ6515', '51QDQ65I5'];
    expect(numberWithPrint(['JPN', '51QDQ6515', '8'], readings, readings.slice(0, 1), { best: '51QDQ6S15', rivals: [] })).toEqual({ chosen: '51QDQ6S15', others: [] });
  });

  it('lets the engines pick among readings print spells alike, where each shows a character print does not confuse against their choice', () => {
    const readings = ['80OOB56XO', '800QB56XO', '80OQB56X0'];
    const pick = (among: readonly string[]) => (among.includes('80OQB56X0') ? '80OQB56X0' : null);
    expect(numberWithPrint(['KOR', '800QB56X0', 'SN'], readings, readings.slice(0, 1), { best: '80OOB56XO', rivals: [] }, pick)).toEqual({ chosen: '80OQB56X0', others: ['80OOB56XO', '800QB56XO'] });
    // Print's 5 for an S is a character it confuses: the engines' choice stands.
    const confused = ['P5D2S6460', 'PSD256460', 'P5D256460'];
    expect(numberWithPrint(['P5D2S6460'.replace('S', '5')], confused, confused.slice(0, 1), { best: 'P5D2S6460', rivals: [] }, () => 'PSD256460').chosen).toBe('P5D2S6460');
  });

  // Azeret Mono, dev 12600/11: print's 0Q4L12071 shows the engines' rival OQ4L120Z1 by its 7 for Z alone; its 0 for their O is no difference.
  it('does not count print’s look-alikes as confusions when it shows a reading by characters it confuses', () => {
    const readings = ['QO4L12QZ1', 'OQ4L120Z1', '0Q4L12Q71', 'QQ4L12071'];
    expect(numberWithPrint(['NZL', '0Q4L12071', 'SN'], readings, readings.slice(0, 2), { best: 'QO4L12QZ1', rivals: ['OQ4L120Z1'] }).chosen).toBe('OQ4L120Z1');
  });

  // Chivo Mono, dev 12900/7: both engines read 52ZD52Z1; print's OCR read its Zs as 2 and 7 and its D as 0, which passes the check digit too.
  it('does not let print overrule the engines by characters it confuses with theirs alone', () => {
    expect(numberWithPrint(['FRA', '52205271', 'GARCIA'], [pad('52ZD52Z1'), pad('52205271')], [pad('52ZD52Z1')], { best: pad('52ZD52Z1'), rivals: [] })).toEqual({ chosen: pad('52ZD52Z1'), others: [pad('52205271')] });
  });

  // Nova Mono, dev 12500/66: print's 60Q2080X passes as it stands, but print cannot tell its 0s from Os; the engines kept 6OQ208OX, which it spells alike.
  it('takes the reading the engines kept that print spells alike over one it spells exactly with its 0s for their Os', () => {
    const readings = [pad('8QQ208OX'), pad('6OQ208OX'), pad('60Q2080X')];
    expect(numberWithPrint(['D', '60Q2080X', 'SN'], readings, readings.slice(0, 2), { best: pad('8QQ208OX'), rivals: [pad('6OQ208OX')] }).chosen).toBe(pad('6OQ208OX'));
  });

  it('finds the number’s cells print spells otherwise, unless it differs only by its own look-alikes', () => {
    // Dev 12200/31: the vote read JSO1Q1KQO as JSOIQ1KQQ; dev 12600/37: print's 6SLIFOBIO for the vote's 6SLIF0BI0 says nothing.
    expect(cellsPrintSpellsOtherwise('JSOIQ1KQQ', ['D', 'JSO1Q1KQO', 'NS'])).toEqual([3, 8]);
    expect(cellsPrintSpellsOtherwise('6SLIF0BI0', ['BRA', '6SLIFOBIO', 'SL'])).toEqual([]);
    // Dev 12800/22: print's OCR lost IJ8GZS6OD's J.
    expect(cellsPrintSpellsOtherwise('IJ8GZS6OD', ['FRA', '18GZS60D', 'HARRIS'])).toEqual([]);
  });

  it('takes print’s G where an engine read it and the choice holds a 6, which the check digits weigh alike', () => {
    // Dev 23800/50 (Nova Mono): OCR read G66OOQ66U as 6660OO66U, the templates as GBBOOQBBU; print shows G6600Q66U.
    const readings = ['666OOQ66U', 'G66OOQ66U', 'GBBOOQBBU'];
    const judged = { best: '666OOQ66U', rivals: ['G66OOQ66U'], readBy: ['6660OO66U', 'GBBOOQBBU'] };
    expect(numberWithPrint(['MEX', 'G6600Q66U', 'M'], readings, readings, judged)).toEqual({ chosen: 'G66OOQ66U', others: ['666OOQ66U'] });
    // Where neither engine read the G, print's G is its own confusion of a 6.
    expect(numberWithPrint(['MEX', 'G6600Q66U', 'M'], readings, readings, { best: '666OOQ66U', rivals: [], readBy: ['6660OO66U', '6BBOOQBBU'] }).chosen).toBe('666OOQ66U');
  });

  it('takes the number as OCR read and print spells it over a choice that fills its filler and changes another cell with it', () => {
    // Wide dev 49700/25 (Libertinus Mono, no templates): OCR read QD5ZDZQF<, print QD5ZDZQF; the glyph scores chose QD5ZQZQFV, whose
    // V in the filler and Q for D pass the check digit together.
    const readings = ['QD5ZDZQF<', 'QD5ZQZQFV', 'QQ5ZDZQFV'];
    const judged = { best: 'QD5ZQZQFV', rivals: ['QQ5ZDZQFV'], readBy: ['QD5ZDZQF<'] };
    const { chosen, others } = numberWithPrint(['SPAIN', 'ESP', 'QD5ZDZQF', 'ALEXANDRA'], readings, readings, judged);
    expect(chosen).toBe('QD5ZDZQF<');
    expect(others).toContain('QD5ZQZQFV');
    // A filler filled alone is the check digits' to weigh: print may have lost the number's last character with OCR.
    expect(numberWithPrint(['ESP', 'QD5ZDZQF'], ['QD5ZDZQF<', 'QD5ZDZQFV'], ['QD5ZDZQF<', 'QD5ZDZQFV'], { best: 'QD5ZDZQFV', rivals: [], readBy: ['QD5ZDZQF<'] }).chosen).toBe('QD5ZDZQFV');
  });

  // Dev 40800/3 (Azeret Mono): the engines chose IIZWOSO4I, one of them read IIZWQSQ4I; print read 1ZWQSQ4, its first and last I lost.
  it('hears a printed word two characters short with the zone’s characters put back at its ends', () => {
    const readings = ['IIZWOSO4I', 'IIZWQSQ4I', 'IIZW0S04I'];
    const judged = { best: 'IIZWOSO4I', rivals: ['IIZWQSQ4I'], readBy: ['IIZWQSQ4I', 'IIZWOSO4I'] };
    const words = ['CANADA', 'PASSPORT', 'CAN', '1ZWQSQ4', 'VILLANUEVAWALKER', '22FEB1999'];
    expect(numberWithPrint(words, readings, readings, judged)).toEqual({ chosen: 'IIZWQSQ4I', others: ['IIZWOSO4I'] });
    // A word three characters short is no number's.
    expect(numberWithPrint(['CAN', 'ZWQSQ4'], readings, readings, judged).chosen).toBe('IIZWOSO4I');
  });

  // Wide dev 52400/15 (Reddit Mono): OCR read Q2OOQODI, the engines chose O2OOOODI (both pass); print read Q200QO0DI, a 0 added, which passes too.
  it('hears a printed word a character longer that passes by chance as the engines’ reading it spells with a character left out', () => {
    const readings = ['O2OOOODI<', 'Q2OOQODI<', 'Q200QO0DI'];
    const judged = { best: 'O2OOOODI<', rivals: [], readBy: ['Q2OOQODI<', 'O2OOOODI<'] };
    const words = ['UNITEDSTATES', 'PASSPORT', 'USA', 'Q200QO0DI', 'FERNANDEZDELATORRE', '06JAN1961'];
    expect(numberWithPrint(words, readings, readings.slice(0, 2), judged).chosen).toBe('Q2OOQODI<');
    // Not where an engine read print's word as it stands.
    expect(numberWithPrint(words, readings, readings, { ...judged, readBy: [...judged.readBy, 'Q200QO0DI'] }).chosen).not.toBe('Q2OOQODI<');
  });

  it('leaves the engines’ rivals open when print spells none of the readings', () => {
    expect(numberWithPrint(['PASSPORT'], ['AB1234567', 'AB1234S67'], ['AB1234567', 'AB1234S67'], { best: 'AB1234567', rivals: ['AB1234S67'] })).toEqual({ chosen: 'AB1234567', others: ['AB1234S67'] });
  });
});

describe('second line from print', () => {
  const [, line2] = formatTd3(person);

  it('replaces a number whose check digit fails by the printed one that passes it', () => {
    const misread = 'QUQ81HGP' + line2.slice(8);
    expect(parseTd3('P'.padEnd(44, '<'), misread).valid).toBe(false);
    expect(line2FromPrint(misread, ['ESP', 'QUQ81AGP', 'SN', 'ABDULRAHMANOV'])).toBe(line2);
  });

  it('replaces a date whose check digit fails by the printed date that passes it', () => {
    const misread = line2.slice(0, 21) + '350377' + line2.slice(27);
    expect(line2FromPrint(misread, ['05AUG1960', '17MAR2035', '01JAN2025'])).toBe(line2);
  });

  it('fills a birth date read as no day with no date print shows later than another, nor an expiry with the earliest', () => {
    // Kode Mono: the birth date 700720 read 088728; the expiry 15 JUL 2032 passes its check digit 4 too, and the composite passed by
    // chance with the number's 0 read O and its check digit F taken as print's own: its birth date must be 20 JUL 1970.
    const printed = ['D', '1X5SGBDO', '20JUL1970', '01JUL2025', '15JUL2032'];
    const misread = '1X5SGBDO<FD<<0887284F3207154<<<<<<<<<<<<<<<2';
    // With the birth date print shows, no line passes every check digit: the templates' zone is mended instead (the page's test).
    expect(line2FromPrint(misread, printed)).toBeNull();
    const line = 'ODZPBKSP<1CAN9001239M3602209<<<<<<<<<<<<<<<8';
    // An expiry read as no day is still filled: the birth date 23 JAN 1990 passes its check digit 9 too, but is no expiry.
    expect(line2FromPrint(line.slice(0, 21) + '361320' + line.slice(27), ['CAN', 'ODZPBKSP', '23JAN1990', '09JUN2025', '20FEB2036'])).toBe(line);
  });

  // Wide dev 49200/12 (Xanh Mono, a clean page): its 3s read as 5s, the birth date 030213 came out 050215, the expiry 350425 550425, and
  // the issue date 21 JUL 2025, three digits from the expiry read, passes its check digit 5 and the composite too.
  it('fills an expiry only with the latest date print shows, and a birth date only with the earliest', () => {
    const printed = ['USA', 'Q66NGO54', 'HARRIS', 'CHLOE', '13FEB2003', 'F', '21JUL2025', 'SPECIMENAUTHORITY', '25APR2035'];
    expect(line2FromPrint('Q66NG054<6USA0502159F5504255<<<<<<<<<<<<<<<2', printed)).toBe('Q66NGO54<6USA0302139F3504255<<<<<<<<<<<<<<<2');
  });

  it('replaces a date read as a day only by a printed date near it, not by another date on the page that passes a misread check digit', () => {
    const line = 'ODZPBKSP<1CAN9001239M3602209<<<<<<<<<<<<<<<8';
    const printed = ['CAN', 'ODZPBKSP', '23JAN1990', '09JUN', '2025', '20FEB2036'];
    // Nova Mono's expiry check digit 9 read as 0: the issue date 250609 passes 0, and the composite too, by chance.
    expect(line2FromPrint(line.slice(0, 27) + '0' + line.slice(28), printed.slice(0, 5))).toBeNull();
    expect(line2FromPrint(line.slice(0, 21) + '360226' + line.slice(27), printed)).toBe(line);
  });

  // Wide dev 45300/12 (Xanh Mono, a clean page): the expiry 330813 read 550815, three digits off, with its check digit 2 read right.
  it('replaces a date whose check digit fails by a printed date three digits from it that passes the digit as read and the composite', () => {
    const line = 'D8O22FZG<7D<<6711067M3308132<<<<<<<<<<<<<<<4';
    const misread = 'D8O22FZG<7D<<6711067M5508152<<<<<<<<<<<<<<<4';
    const printed = ['GERMANY', 'PASSPORT', 'D', 'D8022FZG', 'NGUYEN', 'NORALUCAS', 'GERMANY', '06NOV1967', 'M', '02OCT2025', '13AUG2033'];
    expect(line2FromPrint(misread, printed)).toBe(line);
    // Not from a date read four digits from it.
    expect(line2FromPrint(line.slice(0, 21) + '5505152' + line.slice(28), printed)).toBeNull();
  });

  // Wide dev 41200/40 (Xanh Mono, a clean page): OCR read every 3 as 5, the dates' check digits with them; the composite passes print's dates.
  it('replaces a date and its check digit, both misread, by a printed date near it with its own check digit where the composite passes', () => {
    const line = 'S1XI5ZGA11KOR5803239M3605303<<<<<<<<<<<<<<<4';
    const misread = 'S1XI5ZGA11KOR5805259M5605505<<<<<<<<<<<<<<<4';
    const printed = ['SOUTHKOREA', 'PASSPORT', 'KOR', 'S1XI5ZGA1', 'HARRIS', 'LUCAS', '23MAR1958', 'M', '10AUG2025', 'SPECIMENAUTHORITY', '30MAY2036'];
    expect(line2FromPrint(misread, printed)).toBe(line);
    // Not a printed date further from the one read, nor where the composite fails with it.
    expect(line2FromPrint(misread, printed.map((word) => (word === '30MAY2036' ? '30MAY2031' : word)))).toBeNull();
    expect(line2FromPrint(misread.slice(0, 43) + '5', printed)).toBeNull();
  });

  // Wide dev 41300/40 (Xanh Mono): 631217 read 651217 fails its check digit 6; 330614 read 550614 passes its 9, and only the composite fails.
  it('tries a printed date near a date that passes its check digit where print does not show it, and takes the one line the composite passes', () => {
    const line = 'GTI48GD2K2KOR6312176M3306149<<<<<<<<<<<<<<<6';
    const misread = 'GTI48GD2K2KOR6512176M5506149<<<<<<<<<<<<<<<6';
    const printed = ['SOUTHKOREA', 'KOR', 'GT148GD2K', 'HARRIS', 'AMARAHUGO', '17DEC1963', 'M', '16JUN2025', 'SPECIMENAUTHORITY', '14JUN2033'];
    expect(line2FromPrint(misread, printed)).toBe(line);
    // Not where print does not show two dates: the date read is all there is.
    expect(line2FromPrint(misread, printed.filter((word) => word !== '16JUN2025' && word !== '14JUN2033'))).toBeNull();
  });

  // Wide dev 45100/54 (Xanh Mono): OCR read every 3 as 5, the number's check digit too, and its nationality AUS as AU8. The number as
  // read, 981X618D, passes only the true check digit 3 (print's 9S1XG18D is its twin: S and 8, G and 6 weigh alike).
  it('reads a check digit as the digit the page’s dates show it misreads, where the number then passes it and every other check digit', () => {
    const line = '981X618D<3AUS6703200M3008317<<<<<<<<<<<<<<<2';
    const misread = '981X618D<5AU86705200M5008517<<<<<<<<<<<<<<<2';
    const printed = ['AUSTRALIA', 'PASSPORT', 'AUS', '9S1XG18D', 'CHRISTODOULIDESBALASUBRAMANIAM', '20MAR1967', 'M', '23NOV2025', '31AUG2030'];
    expect(digitMisreadInDates(misread, printed)).toEqual({ read: '5', printed: '3' });
    expect(line2FromPrint(misread, printed)).toBe(line);
    // Not where the dates are read as printed, nor where they show two digits misread.
    const datesReadRight = misread.slice(0, 13) + '6703200M3008317' + misread.slice(28);
    expect(digitMisreadInDates(datesReadRight, printed)).toBeNull();
    expect(line2FromPrint(datesReadRight, printed)).toBeNull();
    expect(digitMisreadInDates(misread.slice(0, 13) + '6705200M5008617' + misread.slice(28), printed)).toBeNull();
  });

  // Wide dev 52100/68 (Xanh Mono): the templates read CGQD8G406 as C0OOB04OO, which passes its check digit 3 by chance, and the expiry
  // 331231 as 551251; print spells CGQD8G406, which passes 3 and the composite too.
  it('takes the number print spells where it passes the check digit the number read passes by chance, and every other', () => {
    const line = 'CGQD8G4063ITA7711248M3312315<<<<<<<<<<<<<<<4';
    const misread = 'C0OOB04OO3ITA7711248M5512515<<<<<<<<<<<<<<<4';
    const printed = ['ITALY', 'PASSPORT', 'PNN0AUS', 'ITA', 'CGQD8G406', 'MARTIN', 'DANIEL', '24NOV1977', 'M', '18NOV2025', '31DEC2033'];
    expect(line2FromPrint(misread, printed, [], false)).toBe(line);
    // Without print's number, the number as read stands; a label's PNN0AUS, which passes too, is not of its length, and a label's
    // PASSEPORT read MASSEPORT, which passes too, differs from it in most cells.
    const withoutNumber = printed.filter((word) => word !== 'CGQD8G406');
    expect(line2FromPrint(misread, withoutNumber, [], false)).toBe('C0OOB04OO' + line.slice(9));
    expect(line2FromPrint(misread, [...withoutNumber, 'MASSEPORT'], [], false)).toBe('C0OOB04OO' + line.slice(9));
  });

  // Wide dev 48400/54 (Xanh Mono): every 3 read as 5; the expiry 350624 came out 550624, within reach of the issue date 250923 too.
  it('tells the digit the dates misread from the date print shows that may fill each field, not the issue date', () => {
    const misread = '5ODBGGSG<5MEX0508012F5506248<<<<<<<<<<<<<<<4';
    const printed = ['MEXICO', 'PASSPORT', 'MEX', '50DB6GSG', 'ROSSI', 'YUKI', '01AUG2005', '23SEP2025', 'SPECIMENAUTHORITY', '24JUN2035'];
    expect(digitMisreadInDates(misread, printed)).toEqual({ read: '5', printed: '3' });
    expect(line2FromPrint(misread, printed)).toBe('50DB6GSG<3MEX0508012F3506248<<<<<<<<<<<<<<<4');
  });

  // Wide dev 45700/68 (Xanh Mono): the birth date 820403 read 820405 with its check digit 3 read 5 passes every check digit either way.
  it('takes, of two lines a check digit read either way makes pass, the one whose dates print shows', () => {
    const line = 'D66E6UU182D<<8204033F3001271<<<<<<<<<<<<<<<4';
    const misread = 'D66E6UU182D<<8204055F5001271<<<<<<<<<<<<<<<4';
    const printed = ['GERMANY', 'PASSPORT', 'D', 'D66E6UU18', 'SILVA', 'PETERNORA', '03APR1982', 'F', '08AUG2025', '27JAN2030'];
    expect(line2FromPrint(misread, printed)).toBe(line);
  });

  it('keeps a number print spells as read with its own check digit where no printed number passes the digit read (O32ZE8BDG, its 6 read as 0)', () => {
    const line = 'O32ZE8BDG6FRA7410116M3212080<<<<<<<<<<<<<<<2';
    const misread = line.slice(0, 9) + '0' + line.slice(10);
    const printed = ['FRANCE', 'FRA', '032ZE8BBDG', 'KIM', 'SOFIA', '11', 'OCT', '1974'];
    expect(line2FromPrint(misread, printed)).toBe(line);
    expect(line2FromPrint(misread, ['FRANCE', 'FRA', 'KIM', 'SOFIA'])).toBeNull();
    expect(line2FromPrint('O32ZE8BDC' + misread.slice(9), printed)).toBeNull();
  });

  it('takes a printed number with the characters print confuses as an engine read them, where no printed number passes as it stands', () => {
    const line = '8B85Q3F3<7BRA6003117M3308051<<<<<<<<<<<<<<<0';
    const [byOcr, byTemplates] = ['888503F3<', '8B85O3F3<'];
    const printed = ['BRAZIL', 'PASSPORT', 'BRA', '8885Q3F3', 'JOHANSSON', '11MAR1960'];
    // Print's 8 for a B passes nowhere as printed; the templates read the B, OCR its 8, and print alone the Q.
    expect(line2FromPrint(byOcr + line.slice(9), printed)).toBeNull();
    expect(line2FromPrint(byOcr + line.slice(9), printed, [byOcr, byTemplates])).toBe(line);
    // Where print too shows the Q as an O, no reading passes: a Q neither print nor an engine shows is never made up.
    expect(line2FromPrint(byOcr + line.slice(9), ['8885O3F3'], [byOcr, byTemplates])).toBeNull();
    // Both engines' readings may lead to the same number: it is still one reading.
    expect(line2FromPrint('8B8503F3<' + line.slice(9), printed, ['8B8503F3<', byTemplates])).toBe(line);
  });

  // Dev 32100/2 (Nova Mono): OCR read every A as H, the number's check digit 6 as S, AUS as HU8 and the expiry's 0 as 8.
  it('takes the printed number near one read with its own check digit where that digit was read as a letter and the composite passes', () => {
    const line = 'G2R61HQ9A6AUS9606140F2902267<<<<<<<<<<<<<<<4';
    const misread = 'G2R61HQSHSHU89606140F2982267<<<<<<<<<<<<<<<4';
    const printed = ['AUSTRALIA', 'PASSPORT', 'PSNN0AS', 'AUS', 'G2R61HQ9A', 'SN', 'NGUYEN', 'GSPS', 'SOFIA', '14JUN1996', 'F', '16NOV2025', '26FEB2029'];
    expect(line2FromPrint(misread, printed)).toBe(line);
    // Not a number print does not show near the one read, nor where the composite fails with it.
    expect(line2FromPrint(misread, printed.map((word) => (word === 'G2R61HQ9A' ? 'G2R6XYZ9A' : word)))).toBeNull();
    expect(line2FromPrint(misread.slice(0, 43) + '5', printed)).toBeNull();
  });

  // Wide dev 43700/8 (Cascadia Mono): the templates read the zone right but for the Q of 96PQFAK2O, as O; print spells 96PQFAK20.
  it('takes print’s numbers as an engine read them only where they are near that number, not a label’s word passing by chance', () => {
    const line = '96PQFAK2O3KOR8212144M2904087<<<<<<<<<<<<<<<4';
    const byTemplates = '96POFAK2O' + line.slice(9);
    const printed = ['SOUTHKOREA', 'PASSPORT', 'PNN0AS', 'P', 'KOR', '96PQFAK20', 'SN', 'MARTIN', 'HUGO', '14DEC1982', 'M', '26MAY2025', '08APR2029'];
    // PNN0AS, its 0 taken as the O the templates read, passes every check digit too.
    expect(line2FromPrint('PNNOAS<<<' + line.slice(9), [])).toBe('PNNOAS<<<' + line.slice(9));
    expect(line2FromPrint(byTemplates, printed, ['96POFAK2O'])).toBe(line);
  });

  it('replaces a number with a filler inside it, a character OCR missed, though its check digit passes', () => {
    const withGap = 'Q<Q81AGP' + line2.slice(8);
    expect(withGap[9]).toBe(line2[9]);
    expect(digitMatches(withGap.slice(0, 9), withGap[9]!)).toBe(true);
    expect(parseTd3('P'.padEnd(44, '<'), withGap).valid).toBe(false);
    expect(line2FromPrint(withGap, ['QUQ81AGP'])).toBe(line2);
  });

  it('takes the one state print shows for a nationality read as no code (ESP read as E5P)', () => {
    const misread = line2.slice(0, 11) + '5' + line2.slice(12);
    expect(line2FromPrint(misread, ['SPAIN', 'PASSPORT', 'ESP', 'QUQ81AGP'])).toBe(line2);
    expect(line2FromPrint('QUQ81HGP' + misread.slice(8), ['SPAIN', 'ESP', 'QUQ81AGP'])).toBe(line2);
    expect(line2FromPrint(misread, ['SPAIN', 'FRANCE'])).toBeNull();
  });

  it('mends nothing when print has no field that passes, or the composite still fails', () => {
    expect(line2FromPrint('QUQ81HGP' + line2.slice(8), ['QUQ81HGP', 'SPAIN'])).toBeNull();
    expect(line2FromPrint(line2.slice(0, 43) + '0', ['QUQ81AGP'])).toBeNull();
    expect(line2FromPrint(line2, [])).toBe(line2);
  });
});

describe('the number’s check digit from print', () => {
  // Dev page (Chivo Mono): the zone's 3LOS1HB2G3 was read 3LDS1HB2C8, and the composite passed that too.
  const read = '3LDS1HB2C8CAN6008053M3104149<<<<<<<<<<<<<<<2';
  const words = ['PASSEPORT', 'CANADA', 'PASSPORT', '3LOS1HB2G', 'TANAK', '05AUG1960'];

  it('puts right a check digit read as a look-alike, where a printed number passes every check digit only with the other', () => {
    expect(numberCheckDigitFromPrint(read, words)).toBe('3LDS1HB2C3CAN6008053M3104149<<<<<<<<<<<<<<<2');
  });

  it('spells a printed word each way its O and 0, I and 1 can be taken, where an engine read the number so (Chivo Mono: G551ZICGO, the templates’ G55IZICGO)', () => {
    expect(spelledEitherWay('G551ZICGO', ['6SS121CGO', 'G55IZICGO'])).toEqual(['G551ZICGO', 'G55IZICGO', 'G551Z1CGO', 'G55IZ1CGO', 'G551ZICG0', 'G55IZICG0', 'G551Z1CG0', 'G55IZ1CG0']);
  });

  it('spells a printed word only as printed where no engine read the number so, or too many cells are look-alikes', () => {
    expect(spelledEitherWay('117820815', ['I1T820818', '11T8ZO81S'])).toEqual(['117820815']);
    expect(spelledEitherWay('4Z0Q587Z1', ['4ZO0SBZ1<', '4ZOQ58Z1<'])).toEqual(['4Z0Q587Z1']);
    expect(spelledEitherWay('OO1OO<<<<', ['OO1OO<<<<'])).toEqual(['OO1OO<<<<']);
  });

  it('takes print’s 1 and I, O and 0 either way where the templates read its number so (Spline Sans Mono: IZ2I2VKDS3 read 12ZI2VKDS8, printed 1Z212VKDS)', () => {
    const line2 = '12ZI2VKDS8D<<6506261M3506215<<<<<<<<<<<<<<<8';
    expect(numberCheckDigitFromPrint(line2, ['GERMANY', '1Z212VKDS', '26JUN1965'], ['12ZI2VKDS', 'IZ2I2VKDS'])).toBe('12ZI2VKDS3D<<6506261M3506215<<<<<<<<<<<<<<<8');
    expect(numberCheckDigitFromPrint(line2, ['GERMANY', '1Z212VKDS', '26JUN1965'])).toBe(line2);
  });

  it('keeps the digit read where a printed number passes with it, or none passes with a look-alike', () => {
    expect(numberCheckDigitFromPrint(read, [...words, '3LDS1HB2C'])).toBe(read);
    expect(numberCheckDigitFromPrint(read, ['3LOS1HB2X'])).toBe(read);
    expect(numberCheckDigitFromPrint(read, [])).toBe(read);
  });
});

describe('readAsPrintedButOneLost', () => {
  // Wide dev 52900/60 (Atkinson Hyperlegible Mono): GS2S55QQJ read so by OCR, chosen GS2S55OOJ as the templates read it; print read GS2S55QQ.
  const words = ['USA', 'GS2S55QQ', 'NGUYEN', 'DANIEL', '14OCT1976'];

  it('takes OCR’s reading that print spells but for a lost glyph, by characters print does not confuse with the choice’s', () => {
    expect(readAsPrintedButOneLost('GS2S55OOJ', 'GS2S55QQJ', words)).toBe('GS2S55QQJ');
  });

  it('takes nothing where print may have read the choice’s characters so, no word spells OCR’s reading so, or one spells the choice too', () => {
    // Print's O may be a Q's tail lost: its Os say nothing against a Q.
    expect(readAsPrintedButOneLost('GS2S55QQJ', 'GS2S55OOJ', ['GS2S55OO'])).toBeNull();
    expect(readAsPrintedButOneLost('GS2S55OOJ', 'GS2S55QQJ', ['GS2S55QQJ'])).toBeNull();
    expect(readAsPrintedButOneLost('GS2S55OOJ', 'GS2S55QQJ', ['GS2S55QQ', 'GS2S55OO'])).toBeNull();
    expect(readAsPrintedButOneLost('GS2S55QQJ', 'GS2S55QQJ', words)).toBeNull();
  });
});

describe('checkDigitsFromTemplates', () => {
  // Oxygen Mono: 5WQBB0QD, check digit 8, composite 0; OCR read 5M08BOQD with 5 and 6, and every check digit passed.
  const read = '5M08BOQD<5BRA0005223F3304053<<<<<<<<<<<<<<<6';
  const templates = '5WQBB0OD<8BRA0005223F3304053<<<<<<<<<<<<<<<0';
  const words = ['BRAZIL', 'PASSPORT', 'P', 'BRA', '5WQBB0QD', 'SN', 'WOLFESCHLEGELSTEIN', '22MAY2000'];

  it('takes both digits as the templates read them where print’s number passes with them', () => {
    expect(checkDigitsFromTemplates(read, templates, words, ['5M08BOQD<', '5WQBB0OD<'])).toBe('5WQBB0QD<8BRA0005223F3304053<<<<<<<<<<<<<<<0');
  });

  it('keeps the line read where the templates read its digits alike, no printed number passes with theirs, or their line is cut short', () => {
    expect(checkDigitsFromTemplates(read, templates.slice(0, 9) + read.slice(9), words, [])).toBe(read);
    expect(checkDigitsFromTemplates(read, templates, words.filter((word) => word !== '5WQBB0QD'), [])).toBe(read);
    expect(checkDigitsFromTemplates(read, templates.slice(0, 40), words, [])).toBe(read);
  });

  // Dev 18300/40 (Cutive Mono): OCR read C05645DSZ with check digit 8 (its 3), which passes; print added a 5 (CO5645SDSZ).
  it('takes, of the printed numbers passing with the templates’ digits, the one nearest the templates’ number', () => {
    const line = 'C05645DSZ8CAN7305081F2908203<<<<<<<<<<<<<<<2';
    expect(checkDigitsFromTemplates(line, 'CO5648D8Z3' + line.slice(10), ['CAN', 'CO5645SDSZ', 'KIM'], ['C05645DSZ', 'CO5648D8Z'])).toBe('CO564SDSZ3' + line.slice(10));
  });

  // Wide dev 44900/79 (Kode Mono): KB28O02O<9, composite 0, was voted KB28O820<5 with composite 8; print read KB280020, which passes with those.
  // Print's 0 for the voted 8 is no confusion of print's: its word is no print of the voted number and does not keep the voted digits.
  it('takes the templates’ digits, though a printed number passes with the line’s own, where the document’s prints refute the line’s or print could not have made the word of its number', () => {
    const voted = 'KB28O820<5BRH5406113M3003242<<<<<<<<<<<<<<<8';
    const templates2 = 'KB28O02O<9BRH5406113M3003242<<<<<<<<<<<<<<<0';
    const words = ['BRAZIL', 'PASSPORT', 'BRA', 'KB280020', 'LEFEVRE', 'HUGO', '11JUN1954', '05AUG2025', '24MAR2030'];
    const readBy = ['KB28O820<', 'KB28O02O<'];
    expect(checkDigitsFromTemplates(voted, templates2, words, readBy, true)).toBe(templates2);
    expect(checkDigitsFromTemplates(voted, templates2, words, readBy)).toBe(templates2);
  });

  // Dev 40400/2 (Nova Mono): JD0U1D5B, check digit and composite 6 (0.99 alike to the 6 of its birth date), voted J0GUIDSB with 5 and 8;
  // print read JDOU1DS5B, which without its D passes with 5 and 8 by chance.
  it('takes the digits the dates print where a printed word passing with the line’s own is no print of its number', () => {
    const voted = 'J0GUIDSB<5BRH6804255F2905084<<<<<<<<<<<<<<<8';
    const asDatesPrint = 'J0GUIDSB<6BRH6804255F2905084<<<<<<<<<<<<<<<6';
    const words = ['BRAZIL', 'PASSPORT', 'BRA', 'JDOU1DS5B', 'WALKER', 'ANN', 'A', 'NORA', '25', 'APR1', '068', 'F', '09AUG2025', '08MAY2029'];
    expect(checkDigitsFromTemplates(voted, asDatesPrint, words, ['J0GUIDSB<', 'JD0U1D5B<'])).toBe('JD0U1D5B<6' + asDatesPrint.slice(10));
  });

  // Dev 43100/70 (Martian Mono): ZIHBI08F5, check digit 3 (0.98 alike to the 3s of its birth date, which prints no 8), read ZIHBIOBF5 with 8
  // by OCR and exactly by the templates; the zone passes every check digit both ways. Print read ZIHBIOBFS: its O, B and S for 0, 8 and 5.
  it('takes an engine’s number that print’s word may be a misreading of, with the digits the dates print, where they refute the line’s', () => {
    const read = 'ZIHBIOBF58ITA7503153F3506075<<<<<<<<<<<<<<<4';
    const templates = 'ZIHBI08F53ITA7503153F3506075<<<<<<<<<<<<<<<4';
    const words = ['ITALY', 'PASSPORT', 'ZIHBIOBFS', 'OKAFOR', 'PETER', 'ANNA', '15MAR1975'];
    const readBy = ['ZIHBIOBF5', 'ZIHBI08F5'];
    expect(checkDigitsFromTemplates(read, templates, words, readBy, true)).toBe(templates);
    // Not where the dates leave the line's digits standing: print's word as it stands passes with neither.
    expect(checkDigitsFromTemplates(read, templates, words, readBy)).toBe(read);
  });

  // Wide dev 54000/88 (Atkinson Hyperlegible Mono): 89O60OBIQ, check digit 0 (0.97 alike to the dates' 0s; they print no 5), read 8906808IQ
  // with 5 by OCR, 89O60OBIO with 0 by the templates; print read 890600BIQ, its Os as 0s.
  it('takes print’s number with its Os and 0s as an engine read each cell, passing with the digits the dates print, where they refute the line’s', () => {
    const read = '8906808IQ5JPN6403061M3109111<<<<<<<<<<<<<<<6';
    const templates = '89O60OBIO0JPN6403061M3109111<<<<<<<<<<<<<<<6';
    const words = ['JAPAN', 'PASSPORT', 'JPN', '890600BIQ', 'WOLFESCHLEGELSTEIN', '06MAR1964', '24NOV2025', '11SEP2031'];
    const readBy = ['8906808IQ', '89O60OBIO'];
    expect(checkDigitsFromTemplates(read, templates, words, readBy, true)).toBe('89O60OBIQ0' + read.slice(10));
    expect(checkDigitsFromTemplates(read, templates, words, readBy)).toBe(read);
  });

  // Dev 18500/52 (Spline Sans Mono): OCR read the zone right; the templates read the check digit 3 as 8, and print added an O (CO07B7DOX4).
  it('keeps a valid line that a printed number passes with as read, though another passes with the templates’ digits', () => {
    const valid = 'C07B7DOX43AUS0005108F3005176<<<<<<<<<<<<<<<6';
    const printed = ['AUS', 'CO07B7DOX4', 'PAPADOPOULOU'];
    expect(checkDigitsFromTemplates(valid, 'C07B7DOX48' + valid.slice(10), printed, ['C07B7DOX4'])).toBe(valid);
  });
});
