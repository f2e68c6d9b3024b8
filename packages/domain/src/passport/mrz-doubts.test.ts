import { describe, expect, it } from 'vitest';
import { cellsSeenOtherwise, cellsTiedToDoubts, disputedNumberPositions, lookAlikesTiedToDoubts, lookAlikesTurnedPassing, nameFieldsToCheck, numberPositionsToCheck, stateCodeSettled } from './mrz-doubts.ts';
import { checkDigit } from './mrz.ts';

describe('disputed number positions', () => {
  it('flags each cell where the other engine read another character (Y/V and B/8 cancel out in the check digit)', () => {
    expect(disputedNumberPositions('V8GOSVQQ<', 'YBGOSVQQ<')).toEqual([0, 1]);
  });

  it('flags nothing when the engines agree or the other read nothing', () => {
    expect(disputedNumberPositions('AB1234567', 'AB1234567')).toEqual([]);
    expect(disputedNumberPositions('AB1234567', undefined)).toEqual([]);
    expect(disputedNumberPositions('AB1234567', null)).toEqual([]);
  });

  it('stays within the number as chosen, and counts a missing cell as a disagreement', () => {
    expect(disputedNumberPositions('AB12345<<', 'AB123456<')).toEqual([]);
    expect(disputedNumberPositions('AB1234567', 'AB12')).toEqual([4, 5, 6, 7, 8]);
  });
});

describe('cells seen otherwise', () => {
  const line2 = (number: string) => `${number}5MEX8212133F3305061<<<<<<<<<<<<<<<8`;

  // Dev 39200/39 (Chivo Mono): the templates' DD51BIH1 was chosen; OCR saw DOSIGIN1, and DO51GIN1 passes too.
  it('gives the cells a passing reading as OCR saw it changes, where OCR saw letters no look-alike of the number’s', () => {
    expect(cellsSeenOtherwise(line2('DD51BIH1<'), 'DOSIGIN1<')).toEqual([1, 2, 4, 6]);
  });

  it('gives none where OCR saw the number’s characters or their look-alikes', () => {
    expect(cellsSeenOtherwise(line2('DO51GIN1<'), 'DOSIGIN1<')).toEqual([]);
    expect(cellsSeenOtherwise(line2('DO51GIN1<'), 'D0S1GIN1<')).toEqual([]);
  });

  it('gives none where no reading holding what OCR saw passes, nor where OCR did not keep to the cells', () => {
    expect(cellsSeenOtherwise(line2('DO51GIN1<'), 'DO51GIH1<')).toEqual([]);
    expect(cellsSeenOtherwise(line2('DD51BIH1<'), 'XDOSIGIN1')).toEqual([]);
  });
});

describe('cells tied to doubts', () => {
  it('opens the cells a passing reading changes along with a doubted one (Q and O twice cancel out in the check digit)', () => {
    expect(cellsTiedToDoubts('IOGONGQT8', [3, 6, 8], ['IQGQNGQT8'])).toEqual([1, 3]);
  });

  it('opens nothing for a reading that differs in no doubted cell, or when nothing is doubted', () => {
    expect(cellsTiedToDoubts('IOGONGQT8', [6], ['IQGQNGQT8'])).toEqual([]);
    expect(cellsTiedToDoubts('IOGONGQT8', [], ['IQGQNGQT8'])).toEqual([]);
    expect(cellsTiedToDoubts('IOGONGQT8', [3], ['IOGONGQT8'])).toEqual([]);
  });
});

describe('look-alikes turned together', () => {
  // Wide dev 52900/39 (Libertinus Mono): B0F0ZIB2 read BOFOZIB2 by both engines and by print; an O weighs 24 more than a 0, in cells weighing 3 and 7.
  it('finds the cells holding O, 0, I or 1 that turned into their look-alikes together leave every check digit passing', () => {
    const line2 = 'BOFOZIB2<8CAN7711189F3212194<<<<<<<<<<<<<<<6';
    expect(lookAlikesTurnedPassing(line2)).toEqual([[1, 3]]);
    expect(lookAlikesTurnedPassing('B0F0ZIB2' + line2.slice(8))).toEqual([[1, 3]]);
  });

  it('finds none where no cells turned together pass', () => {
    expect(lookAlikesTurnedPassing('L898902C<3UTO6908061F9406236ZE184226B<<<<<14')).toEqual([]);
  });
});

describe('look-alikes tied to doubts', () => {
  // Wide dev 45600/54 (Xanh Mono): S0S2BD2O chosen as SOS2BD20 with cell 7 in doubt; the O and 0 of cells 1 and 7 weigh alike.
  it('opens each cell of a doubted O, 0, I or 1’s weight holding its look-alike: the two swapped pass every check digit', () => {
    expect(lookAlikesTiedToDoubts('SOS2BD20<', [0, 2, 3, 7])).toEqual([1]);
    expect(checkDigit('SOS2BD20<')).toBe(checkDigit('S0S2BD2O<'));
    expect(lookAlikesTiedToDoubts('1A2I3B4C5', [0])).toEqual([3]);
  });

  it('opens no cell of another weight, nor one holding the same character, nor any when nothing is doubted', () => {
    expect(lookAlikesTiedToDoubts('SO0S2BD20', [8])).toEqual([]);
    expect(lookAlikesTiedToDoubts('S0S2BD20<', [7])).toEqual([]);
    expect(lookAlikesTiedToDoubts('SOS2BD20<', [])).toEqual([]);
  });
});

describe('state code settled', () => {
  it('takes a known code both engines saw as it is', () => {
    expect(stateCodeSettled('BRA', { seen: 'BRA', other: 'BRA' })).toBe(true);
    expect(stateCodeSettled('D<<', { seen: 'D<<', other: 'D<<' })).toBe(true);
    expect(stateCodeSettled('UTO', { seen: null, other: null })).toBe(true);
  });

  it('reads a digit seen in a state code as no evidence against it (8RA, AU8, 0<<)', () => {
    expect(stateCodeSettled('BRA', { seen: '8RA', other: 'BRA' })).toBe(true);
    expect(stateCodeSettled('AUS', { seen: 'AU8', other: 'AUS' })).toBe(true);
    expect(stateCodeSettled('D<<', { seen: '0<<', other: 'D<<' })).toBe(true);
  });

  it('refuses a code that is no known state (BRH), whoever read it', () => {
    expect(stateCodeSettled('BRH', { seen: 'BRH', other: 'BRH' })).toBe(false);
  });

  it('refuses a code repaired from another letter OCR saw, even when the other engine agrees', () => {
    expect(stateCodeSettled('USA', { seen: 'USH', other: null })).toBe(false);
    expect(stateCodeSettled('BRA', { seen: 'BRH', other: 'BRA' })).toBe(false);
  });

  it('refuses a code the other engine reads as another state, not one it reads as no state', () => {
    expect(stateCodeSettled('AUS', { seen: 'AUS', other: 'AUT' })).toBe(false);
    expect(stateCodeSettled('ESP', { seen: 'ESP', other: 'ESB' })).toBe(true);
  });

  it('asks the other engine to read the code when OCR’s own cells are unknown', () => {
    expect(stateCodeSettled('FRA', { seen: null, other: 'FRA' })).toBe(true);
    expect(stateCodeSettled('FRA', { seen: null, other: 'ERA' })).toBe(false);
  });
});

describe('name fields to check', () => {
  it('asks for both names when any letter is doubted, wherever it fell, given names the zone holds none of too (it may have lost them: KIM MAYA SAMUEL read as KI)', () => {
    expect(nameFieldsToCheck([19])).toEqual(['surname', 'givenNames']);
    expect(nameFieldsToCheck([7])).toEqual(['surname', 'givenNames']);
  });

  it('asks for nothing when nothing is doubted', () => {
    expect(nameFieldsToCheck([])).toEqual([]);
  });
});

describe('number positions to check', () => {
  it('keeps the doubted positions when the names are not doubted', () => {
    expect(numberPositionsToCheck('V8GOSVQQ', [1, 2], false)).toEqual([1, 2]);
  });

  it('flags the whole number when it is in doubt and the name letters are doubted too', () => {
    expect(numberPositionsToCheck('V8GOSVQQ', [1, 2], true)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('flags nothing when the number is settled, whatever the names', () => {
    expect(numberPositionsToCheck('AB1234567', [], true)).toEqual([]);
  });
});
