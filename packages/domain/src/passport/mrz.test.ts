import { describe, expect, it } from 'vitest';
import { voteTd3 } from './mrz-vote.ts';
import { checkDigit, differingPositions, formatTd3, mrzDateToIso, numberReadingsTurning, parseTd3, passportNumberCandidates, passportNumberReadings, repairTd3, zoneWithIssuerKept } from './mrz.ts';

// The ICAO 9303 part 4 specimen passport.
const SPECIMEN_1 = 'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<';
const SPECIMEN_2 = 'L898902C36UTO7408122F1204159ZE184226B<<<<<10';

describe('check digits', () => {
  it.each([
    ['L898902C3', 6],
    ['740812', 2],
    ['120415', 9],
    ['ZE184226B<<<<<', 1],
    ['L898902C36' + '7408122' + '120415' + '9ZE184226B<<<<<1', 0],
    ['<<<<<<<<<<<<<<', 0],
  ])('%s → %i', (field, digit) => expect(checkDigit(field)).toBe(digit));
});

describe('parseTd3', () => {
  it('reads the ICAO specimen and verifies every check digit', () => {
    const result = parseTd3(SPECIMEN_1, SPECIMEN_2);
    expect(result.valid).toBe(true);
    expect(result.fields).toEqual({
      documentCode: 'P',
      issuingState: 'UTO',
      surname: 'ERIKSSON',
      givenNames: 'ANNA MARIA',
      documentNumber: 'L898902C3',
      nationality: 'UTO',
      birthDate: '740812',
      sex: 'F',
      expiryDate: '120415',
      personalNumber: 'ZE184226B',
    });
  });

  it('names each check digit that does not match', () => {
    const tampered = SPECIMEN_2.slice(0, 13) + '7408132' + SPECIMEN_2.slice(20);
    const result = parseTd3(SPECIMEN_1, tampered);
    expect(result.valid).toBe(false);
    if (result.valid) return;
    expect(result.errors.map((e) => e.field)).toEqual(['birthDate', 'composite']);
    expect(result.errors[0]).toMatchObject({ code: 'CHECK_DIGIT_MISMATCH', message: 'The check digit of the date of birth does not match' });
  });

  it('refuses lines that are not a TD3 zone', () => {
    const result = parseTd3('hello', SPECIMEN_2);
    expect(result).toMatchObject({ valid: false, errors: [{ code: 'MRZ_FORMAT' }] });
  });

  it('refuses a zone whose check digits pass but whose state codes or sex no passport prints', () => {
    const at = (line: string, index: number, char: string) => line.slice(0, index) + char + line.slice(index + 1);
    expect(parseTd3(SPECIMEN_1, SPECIMEN_2).valid).toBe(true);
    for (const [line1, line2] of [
      [SPECIMEN_1, at(SPECIMEN_2, 12, '9')],
      [SPECIMEN_1, at(SPECIMEN_2, 20, 'I')],
      [at(SPECIMEN_1, 3, '7'), SPECIMEN_2],
    ]) {
      expect(parseTd3(line1!, line2!)).toMatchObject({ valid: false, errors: [{ code: 'MRZ_FORMAT', message: 'The country codes or the sex in the machine-readable zone could not be read' }] });
    }
  });

  it('takes the sex codes ICAO 9303 prints: M, F, X (unspecified) and a filler', () => {
    const at = (line: string, index: number, char: string) => line.slice(0, index) + char + line.slice(index + 1);
    for (const sex of ['M', 'F', 'X', '<']) expect(parseTd3(SPECIMEN_1, at(SPECIMEN_2, 20, sex)).valid).toBe(true);
  });

  it('refuses a zone whose check digits pass but whose dates are no days (a character shifted into the expiry)', () => {
    const person = { issuingState: 'KOR', surname: 'Garcia', givenNames: 'Peter', documentNumber: 'SS516Z2IZ', nationality: 'KOR', birthDate: '760724', sex: 'M', expiryDate: '330323' } as const;
    expect(parseTd3(...formatTd3(person)).valid).toBe(true);
    for (const dates of [{ expiryDate: '033032' }, { birthDate: '760732' }, { birthDate: '761324' }]) {
      expect(parseTd3(...formatTd3({ ...person, ...dates }))).toMatchObject({ valid: false, errors: [{ code: 'MRZ_FORMAT', message: 'The dates in the machine-readable zone could not be read' }] });
    }
    expect(parseTd3(...formatTd3({ ...person, birthDate: '000229' })).valid).toBe(true);
  });
});

describe('repairTd3', () => {
  it('settles O/0 and I/1 confusions by position and by check digit', () => {
    const misread2 = 'L8989O2C36UT07408I22F12O4159ZE184226B<<<<<1O';
    const [a, b] = repairTd3('P<UT0ERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', misread2);
    expect(parseTd3(a, b)).toMatchObject({ valid: true, fields: { documentNumber: 'L898902C3', issuingState: 'UTO' } });
  });

  it('maps look-alike filler characters to < and pads a short first line', () => {
    const [a, b] = repairTd3('P<UTOERIKSSON<<ANNA<MARIA', 'L898902C36UTO7408122F1204159ZE184226B«<<<<10');
    expect(a).toBe(SPECIMEN_1);
    expect(b).toBe(SPECIMEN_2);
  });
});

describe('mrzDateToIso', () => {
  const today = new Date('2026-11-22T00:00:00Z');
  it.each([
    ['740812', 'birth', '1974-08-12'],
    ['051231', 'birth', '2005-12-31'],
    ['300101', 'expiry', '2030-01-01'],
    ['120415', 'expiry', '2012-04-15'],
  ] as const)('%s (%s) → %s', (value, kind, iso) => expect(mrzDateToIso(value, kind, today)).toBe(iso));
  it('rejects impossible dates', () => expect(mrzDateToIso('740231', 'birth', today)).toBeNull());
});

describe('formatTd3', () => {
  it('writes the ICAO specimen back exactly', () => {
    const lines = formatTd3({
      issuingState: 'UTO',
      surname: 'Eriksson',
      givenNames: 'Anna María',
      documentNumber: 'L898902C3',
      nationality: 'UTO',
      birthDate: '740812',
      sex: 'F',
      expiryDate: '120415',
      personalNumber: 'ZE184226B',
    });
    expect(lines).toEqual([SPECIMEN_1, SPECIMEN_2]);
  });

  it('writes Germany as D<< and an empty personal number as fillers', () => {
    const [a, b] = formatTd3({ issuingState: 'D', surname: "O'Brien-Müller", givenNames: 'Klaus Peter', documentNumber: 'C01X00T47', nationality: 'D', birthDate: '720812', sex: 'M', expiryDate: '310530' });
    expect(a).toBe('P<D<<O<BRIEN<MULLER<<KLAUS<PETER<<<<<<<<<<<<');
    expect(b.slice(10, 13)).toBe('D<<');
    expect(b.slice(28, 43)).toBe('<'.repeat(15));
    expect(parseTd3(a, b)).toMatchObject({ valid: true, fields: { surname: 'O BRIEN MULLER', nationality: 'D' } });
  });
});

describe('zoneWithIssuerKept', () => {
  const [line1, line2] = formatTd3({ issuingState: 'JPN', surname: 'Schwarzenberger', givenNames: 'Kim', documentNumber: 'TK7Q2M9A1', nationality: 'JPN', birthDate: '880214', sex: 'F', expiryDate: '330910' });

  it('takes the other reading’s zone where OCR lost line 1’s first cells, which no check digit covers', () => {
    const lost = 'PNSCHSCHWARZENBERGER<<KIM'.padEnd(44, '<');
    expect(parseTd3(lost, line2).valid).toBe(true);
    expect(zoneWithIssuerKept([lost, line2], [line1, line2])).toMatchObject({ valid: true, lines: [line1, line2] });
  });

  it('keeps the zone read where its line 1 names a state, or starts as the other’s does', () => {
    const other = line1.replace('P<JPN', 'PNJPN');
    expect(zoneWithIssuerKept([line1, line2], [other, line2])).toBeNull();
    // A font's AUS read as HUS is a misread code, not a lost line: it starts P< as the other reading does.
    const misread = line1.replace('P<JPN', 'P<HUS');
    expect(zoneWithIssuerKept([misread, line2], [line1, line2])).toBeNull();
  });

  it('keeps the zone read where the other reading names no state or its check digits fail', () => {
    const lost = 'PNSCHSCHWARZENBERGER<<KIM'.padEnd(44, '<');
    expect(zoneWithIssuerKept([lost, line2], [line1.replace('P<JPN', 'P<QQQ'), line2])).toBeNull();
    expect(zoneWithIssuerKept([lost, line2], [line1, line2.slice(0, 9) + '0' + line2.slice(10)])).toBeNull();
  });
});

describe('repairTd3 on OCR noise', () => {
  const [a, b] = formatTd3({ issuingState: 'FRA', surname: 'Dubois', givenNames: 'Sofia', documentNumber: 'NE4542863', nationality: 'FRA', birthDate: '710812', sex: 'F', expiryDate: '310303' });

  it('turns letters read in a filler run back into fillers', () => {
    const noisy = a.slice(0, 20) + 'LK<KLLLLLL<LKL' + '<'.repeat(10);
    expect(repairTd3(noisy, b)[0]).toBe(a);
  });

  it('fits a second line with a dropped or a doubled character', () => {
    const dropped = b.slice(0, 30) + b.slice(31);
    const doubled = b.slice(0, 15) + b[15] + b.slice(15);
    expect(repairTd3(a, dropped)[1]).toBe(b);
    expect(repairTd3(a, doubled)[1]).toBe(b);
  });

  it('reads an O, P or Q where the empty personal number check digit stands as 0', () => {
    const [, withZero] = formatTd3({ issuingState: 'CAN', surname: 'Martin', givenNames: 'Sarah', documentNumber: 'AB1234567', nationality: 'CAN', birthDate: '900101', sex: 'F', expiryDate: '301123', personalNumber: '' });
    const zero = withZero.slice(0, 42) + '0' + withZero[43];
    const misread = zero.slice(0, 42) + 'P' + zero[43];
    expect(parseTd3(a, zero).valid).toBe(true);
    expect(repairTd3(a, misread)[1]).toBe(zero);
  });

  // Oxygen Mono (dev 29100/17): OCR read the expiry's check digit 0 twice, the zone's first filler as 0; the filler check digit and the composite passed.
  it('takes a filler check digit for an empty personal number only: a field holding a 0 has a digit', () => {
    const [, empty] = formatTd3({ issuingState: 'JPN', surname: 'Vanderberghe', givenNames: 'Guinevere', documentNumber: 'DZX2K2BD7', nationality: 'JPN', birthDate: '020902', sex: 'F', expiryDate: '350808', personalNumber: '' });
    const zeroInField = empty.slice(0, 28) + '0' + empty.slice(29);
    expect(zeroInField).toBe('DZX2K2BD78JPN0209021F35080800<<<<<<<<<<<<<<0');
    expect(parseTd3(a, empty).valid).toBe(true);
    expect(parseTd3(a, zeroInField)).toMatchObject({ valid: false, errors: [{ field: 'personalNumber' }] });
  });
});

describe('repairTd3 on state codes and specks', () => {
  const [a, b] = formatTd3({ issuingState: 'D', surname: 'Tanaka', givenNames: 'Maya', documentNumber: 'MV7682444', nationality: 'D', birthDate: '940102', sex: 'F', expiryDate: '320213' });

  it("reads Germany's D where OCR saw an O or a 0 (no check digit covers a state code)", () => {
    const [line1, line2] = repairTd3(a.replace('P<D<<', 'P<0<<'), b.slice(0, 10) + 'O' + b.slice(11));
    expect([line1, line2]).toEqual([a, b]);
  });

  it('keeps a code that is not a known state when no look-alike spelling is one', () => {
    expect(repairTd3('P<UTOERIKSSON<<ANNA<MARIA', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10')[0]).toBe('P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<');
  });

  it('drops a speck read before the document code of line 1', () => {
    expect(repairTd3('I<<' + a, b)[0]).toBe(a);
  });
});

describe('passport number candidates', () => {
  const line2Of = (number: string) =>
    formatTd3({ issuingState: 'CAN', surname: 'MARTIN', givenNames: 'ANNA', documentNumber: number, nationality: 'CAN', birthDate: '850615', sex: 'F', expiryDate: '310101' })[1];
  const valid = (line2: string) => (number: string) => parseTd3('P'.padEnd(44, '<'), number + line2.slice(9)).valid;

  it('is what OCR saw when every check digit accepts it', () => {
    expect(passportNumberCandidates(line2Of('AB1234567'))).toEqual(['AB1234567']);
    expect(passportNumberCandidates(line2Of('O1BZ2S5DQ'))).toEqual(['O1BZ2S5DQ']);
  });

  it('is the one reading a single swap from what OCR saw that the check digits accept', () => {
    expect(passportNumberCandidates(line2Of('AB12O4563'), 'AB1204563')).toEqual(['AB12O4563']);
  });

  it('counts every look-alike of a character, not only its twin (0 may be O, Q or D; 7 may be T)', () => {
    expect(passportNumberCandidates(line2Of('AB12O4567'), 'AB1204567')).toEqual(['AB12O4567', 'AB120456T']);
  });

  it('lists every reading as few swaps from what OCR saw as the check digits allow, when the repair had to choose', () => {
    const line2 = line2Of('XO1I2345B');
    const candidates = passportNumberCandidates(line2, 'X0112345B');
    expect(candidates).toEqual(['XO1I2345B', 'XO11Z345B', 'XO11234SB']);
    expect(candidates.every(valid(line2))).toBe(true);
    expect(differingPositions(candidates[0]!, candidates)).toEqual([3, 4, 7]);
  });

  it('goes to two swaps only when no single one passes', () => {
    const line2 = line2Of('DB0507019');
    const candidates = passportNumberCandidates(line2, '080507019');
    expect(candidates).toContain('DB0507019');
    expect(candidates.every(valid(line2))).toBe(true);
  });

  it('names the positions where readings differ, within the printed number', () => {
    expect(differingPositions('AB12O456<', ['AB120456<', 'AB12O456<'])).toEqual([4]);
    expect(differingPositions('AB1234567', [])).toEqual([]);
  });
});

describe('every reading of a passport number the zone allows', () => {
  const line2Of = (number: string) =>
    formatTd3({ issuingState: 'AUS', surname: 'SMITH', givenNames: 'ZOE', documentNumber: number, nationality: 'AUS', birthDate: '600327', sex: 'M', expiryDate: '290416' })[1];

  it('includes a reading two look-alikes from what OCR saw even when one nearer passes (S and 8 weigh the same)', () => {
    const line2 = line2Of('S10035ZW<');
    // OCR saw 810035ZW<, which the check digits accept as readily as the printed S10035ZW<.
    const readings = passportNumberReadings(line2Of('810035ZW<'), '810035ZW<');
    expect(readings[0]).toBe('810035ZW<');
    expect(readings).toContain('S10035ZW<');
    for (const reading of readings) expect(parseTd3('P'.padEnd(44, '<'), reading + line2.slice(9)).valid).toBe(true);
  });

  it('includes two look-alikes that cancel out (D→0 with B→8) and G for 6, which weigh the same', () => {
    expect(passportNumberReadings(line2Of('DB0507019'))).toContain('080507019');
    expect(passportNumberReadings(line2Of('VG6327120'))).toContain('V66327120');
  });

  it('is the line’s own number alone when no look-alike passes', () => {
    expect(passportNumberReadings(line2Of('A3444444<'))).toEqual(['A3444444<']);
  });

  it('adds the characters a cell’s glyph suggests, which no look-alike table lists (B read as 3)', () => {
    const printed = 'D6ZSQ88B8';
    // OCR read the B as 3 and the Q as O; the two cancel out, so the check digits accept the misreading.
    const misread = 'D6ZSO8838';
    expect(parseTd3('P'.padEnd(44, '<'), misread + line2Of(printed).slice(9)).valid).toBe(true);
    expect(passportNumberReadings(misread + line2Of(printed).slice(9))).not.toContain(printed);
    const suggested = ['', '', '', '', '', '', '', 'B', ''];
    expect(passportNumberReadings(misread + line2Of(printed).slice(9), misread, suggested)).toContain(printed);
  });

  it('includes the reading the glyphs spell, however many look-alikes from what OCR saw', () => {
    const printed = '35F20ZAOS';
    const misread = '35F2OZA08';
    const line2 = misread + line2Of(printed).slice(9);
    expect(parseTd3('P'.padEnd(44, '<'), line2).valid).toBe(true);
    expect(passportNumberReadings(line2)).not.toContain(printed);
    expect(passportNumberReadings(line2, misread, [...printed])).toContain(printed);
  });

  it('turns only the cells in doubt, at most three at a time, each into a look-alike, the number first', () => {
    // Xanh Mono's OS0KG6GI0, settled as 0SOKG6GIO: three of its doubted cells turned together pass the check digits.
    const line2 = line2Of('OS0KG6GI0');
    const readings = numberReadingsTurning('0SOKG6GIO' + line2.slice(9), [0, 1, 2, 4, 5, 6, 8]);
    expect(readings[0]).toBe('0SOKG6GIO');
    expect(readings).toContain('OS0KG6GI0');
    for (const reading of readings.slice(1)) expect(parseTd3('P'.padEnd(44, '<'), reading + line2.slice(9)).valid).toBe(true);
    // The cells not in doubt (its K and I) are never turned.
    expect(readings.every((reading) => reading[3] === 'K' && reading[7] === 'I')).toBe(true);
    expect(readings.every((reading) => differingPositions('0SOKG6GIO', [reading]).length <= 3)).toBe(true);
  });

  it('is the number alone when no cell is in doubt', () => {
    expect(numberReadingsTurning(line2Of('OS0KG6GI0'), [])).toEqual(['OS0KG6GI0']);
  });
});

describe('state codes OCR misread', () => {
  it('takes the one known state a letter away from a code no state has (USH for USA), but keeps codes ICAO reserves', () => {
    const [line1, line2] = formatTd3({ issuingState: 'USA', surname: 'ROY', givenNames: 'LEA', documentNumber: 'AB1234567', nationality: 'USA', birthDate: '750509', sex: 'M', expiryDate: '310103' });
    const misread = (line: string, at: number) => line.slice(0, at) + 'USH' + line.slice(at + 3);
    expect(repairTd3(misread(line1, 2), misread(line2, 10))).toEqual([line1, line2]);
    const stateless = line2.slice(0, 10) + 'XXA' + line2.slice(13);
    expect(repairTd3(line1, stateless)[1]).toBe(stateless);
  });

  it('reads a filler OCR saw in a date as the 0 it must be (the check digit cannot tell them apart)', () => {
    const [line1, line2] = formatTd3({ issuingState: 'MEX', surname: 'ROY', givenNames: 'LEA', documentNumber: 'AB1234567', nationality: 'MEX', birthDate: '750509', sex: 'M', expiryDate: '310103' });
    expect(repairTd3(line1, line2.slice(0, 17) + '<' + line2.slice(18))).toEqual([line1, line2]);
  });

  it('takes the issuing state for a nationality one character from it that is no state (OAN for CAN), and the other way round', () => {
    const [line1, line2] = formatTd3({ issuingState: 'CAN', surname: 'ROY', givenNames: 'LEA', documentNumber: 'AB1234567', nationality: 'CAN', birthDate: '850615', sex: 'F', expiryDate: '310101' });
    expect(repairTd3(line1, line2.slice(0, 10) + 'OAN' + line2.slice(13))).toEqual([line1, line2]);
    expect(repairTd3(line1.slice(0, 2) + 'CAH' + line1.slice(5), line2)).toEqual([line1, line2]);
  });

  it('puts back the start of line 1 OCR lost, its state as the nationality, where what it read names no state', () => {
    const [line1, line2] = formatTd3({ issuingState: 'ESP', surname: 'VILLANUEVA', givenNames: 'MARGUERITE', documentNumber: 'QD5ZDZQF', nationality: 'ESP', birthDate: '740519', sex: 'M', expiryDate: '350803' });
    // Wide dev 49700/25 (Libertinus Mono): P<ESP lost all but its P; then with its P<E lost, and with its P< lost.
    expect(repairTd3('P' + line1.slice(5), line2)[0]).toBe(line1);
    expect(repairTd3('P' + line1.slice(3), line2)[0]).toBe(line1);
    expect(repairTd3('P' + line1.slice(2), line2)[0]).toBe(line1);
    // A state misread with its filler read as a letter keeps its cells: it shares letters with the nationality.
    expect(repairTd3('PKESX' + line1.slice(5), line2)[0]).toBe('PKESP' + line1.slice(5));
  });

  it('puts back the one letter a digit in a state code can stand for (3PN is JPN)', () => {
    const [line1, line2] = formatTd3({ issuingState: 'JPN', surname: 'TANAKA', givenNames: 'SAMUEL', documentNumber: 'YR9356603', nationality: 'JPN', birthDate: '951215', sex: 'M', expiryDate: '320621' });
    const misread = line2.slice(0, 10) + '3PN' + line2.slice(13);
    expect(repairTd3(line1, misread)[1]).toBe(line2);
  });
});

describe('one zone from several readings of it', () => {
  const [line1, line2] = formatTd3({ issuingState: 'MEX', surname: 'WOLFE', givenNames: 'SEBASTIAN', documentNumber: '512KZQMO<', nationality: 'MEX', birthDate: '960307', sex: 'F', expiryDate: '360111' });
  const misread = (line: string, at: number, char: string) => line.slice(0, at) + char + line.slice(at + 1);

  it('takes each field from the readings its check digit accepts, when no reading is right throughout', () => {
    // Binarised, grey and turned crops each misread a different date.
    const readings: [string, string][] = [
      [line1, misread(line2, 17, '9')],
      [line1, misread(line2, 24, '9')],
      [misread(line1, 8, 'I'), misread(line2, 17, '9')],
    ];
    for (const [a, b] of readings) expect(parseTd3(a, b).valid).toBe(false);
    const voted = voteTd3(readings);
    expect(voted.valid).toBe(true);
    expect(voted.lines).toEqual([line1, line2]);
  });

  it('lets the check digit choose where the readings split evenly', () => {
    const voted = voteTd3([
      [line1, misread(line2, 16, '9')],
      [line1, misread(line2, 24, '6')],
    ]);
    expect(voted.lines).toEqual([line1, line2]);
  });

  it('chooses each field together with the others, so that the whole zone passes, not field by field', () => {
    // Two readings agree on a number whose own check digit passes but the whole zone's does not.
    const other = [...'0123456789'].map((c) => c + line2.slice(1, 9)).find((number) => (checkDigit(number) - Number(line2[9])) % 5 !== 0)!;
    const misreadNumber = other + checkDigit(other) + line2.slice(10);
    const readings: [string, string][] = [
      [line1, misreadNumber],
      [line1, misread(misreadNumber, 17, '9')],
      [line1, misread(line2, 24, '9')],
    ];
    const voted = voteTd3(readings);
    expect(voted.valid).toBe(true);
    expect(voted.lines).toEqual([line1, line2]);
  });

  it('stays invalid when no combination of what was read passes', () => {
    const wrong = misread(line2, 16, '9');
    expect(voteTd3([[line1, wrong], [line1, wrong]]).valid).toBe(false);
  });

  it('lets the check digits choose another reader\'s close alternative where every reading misread a date digit', () => {
    const wrong = misread(line2, 16, '9');
    const alternatives = Object.assign(new Array<string>(44).fill(''), { 16: `9${line2[16]}` });
    const voted = voteTd3([[line1, wrong], [line1, wrong]], alternatives);
    expect(voted.valid).toBe(true);
    expect(voted.lines).toEqual([line1, line2]);
  });

  it('takes the sex one reading saw where the others read a letter no passport prints there', () => {
    const asI = misread(line2, 20, 'I');
    expect(parseTd3(line1, asI).valid).toBe(false);
    const voted = voteTd3([[line1, asI], [line1, asI], [line1, line2]]);
    expect(voted.valid).toBe(true);
    expect(voted.lines).toEqual([line1, line2]);
  });

  it('never takes an alternative over a reading its check digit accepts', () => {
    const alternatives = Object.assign(new Array<string>(44).fill(''), { 16: '9' });
    expect(voteTd3([[line1, line2], [line1, line2]], alternatives).lines).toEqual([line1, line2]);
  });
});
