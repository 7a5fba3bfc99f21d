import { describe, expect, it } from 'vitest';
import { pageCount, pageItems, pageWindow } from './result-paging';
import { emptySearch, fieldLocks, toSearchRequest, validateSearch, withLocation } from './search-rules';

describe('validateSearch', () => {
  it('requires a country and a name of 3+ characters when given', () => {
    expect(validateSearch(emptySearch)).toEqual(['errors.countryRequired']);
    expect(validateSearch({ ...emptySearch, country: 'malaysia', doctorName: ' ab ' })).toEqual([
      'errors.nameTooShort',
    ]);
    expect(validateSearch({ ...emptySearch, country: 'malaysia', doctorName: 'abc' })).toEqual([]);
  });
  it('asks to pick a code when text was typed but none chosen', () => {
    expect(validateSearch({ ...emptySearch, country: 'malaysia', diagnosisText: 'diab' })).toEqual(['errors.pickCode']);
    expect(
      validateSearch({ ...emptySearch, country: 'malaysia', diagnosisText: 'E11 x', diagnosisCode: 'E11' }),
    ).toEqual([]);
  });
});

describe('fieldLocks (mutual exclusion)', () => {
  it('locks the code inputs when the tenant does not offer them', () => {
    expect(fieldLocks({ ...emptySearch, doctorName: 'Tan' }, false)).toEqual({
      doctorName: false,
      specialty: false,
      diagnosis: true,
      procedure: true,
    });
  });
  it('a name locks diagnosis and procedure, not specialty', () => {
    expect(fieldLocks({ ...emptySearch, doctorName: 'Tan' }, true)).toEqual({
      doctorName: false,
      specialty: false,
      diagnosis: true,
      procedure: true,
    });
  });
  it('a diagnosis locks name, specialty and procedure', () => {
    expect(fieldLocks({ ...emptySearch, diagnosisText: 'dia' }, true)).toEqual({
      doctorName: true,
      specialty: true,
      diagnosis: false,
      procedure: true,
    });
  });
  it('a procedure locks name, specialty and diagnosis', () => {
    expect(fieldLocks({ ...emptySearch, procedureCode: '13.41' }, true)).toEqual({
      doctorName: true,
      specialty: true,
      diagnosis: true,
      procedure: false,
    });
  });
  it('nothing used: nothing locked', () => {
    expect(fieldLocks(emptySearch, true)).toEqual({
      doctorName: false,
      specialty: false,
      diagnosis: false,
      procedure: false,
    });
  });
});

describe('request and location cascade', () => {
  it('never sends a locked input', () => {
    const v = {
      ...emptySearch,
      country: 'malaysia',
      specialty: 'Cardiology',
      diagnosisText: 'I10 Hypertension',
      diagnosisCode: 'I10',
    };
    expect(toSearchRequest(v, 'lumina-my', true)).toEqual({
      clientName: 'lumina-my',
      country: 'malaysia',
      diagnosis: 'I10',
    });
  });
  it('country resets region, city and specialty; region resets city', () => {
    const v = { ...emptySearch, country: 'a', region: 'r', city: 'c', specialty: 's' };
    expect(withLocation(v, 'country', 'b')).toMatchObject({ country: 'b', region: '', city: '', specialty: '' });
    expect(withLocation(v, 'region', 'r2')).toMatchObject({ region: 'r2', city: '' });
  });
});

describe('result paging', () => {
  it('9 per list page, clamped', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    expect(pageCount(20, 9)).toBe(3);
    expect(pageItems(items, 2, 9)).toEqual([18, 19]);
    expect(pageItems(items, 9, 9)).toEqual([18, 19]);
    expect(pageCount(0, 9)).toBe(1);
  });
  it('up to 7 page links centred on the current page', () => {
    expect(pageWindow(0, 3)).toEqual([0, 1, 2]);
    expect(pageWindow(0, 10)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(pageWindow(5, 10)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(pageWindow(9, 10)).toEqual([3, 4, 5, 6, 7, 8, 9]);
  });
});
