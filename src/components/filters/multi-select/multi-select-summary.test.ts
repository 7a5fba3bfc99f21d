import { describe, expect, it } from 'vitest';
import { summarise } from './multi-select-summary';

const options = ['Scheduled', 'Attended', 'Cancel'];

describe('summarise', () => {
  it('says All when every option is chosen', () => {
    expect(summarise(options, ['Cancel', 'Attended', 'Scheduled'])).toEqual({ kind: 'all' });
  });
  it('says None when nothing is chosen', () => {
    expect(summarise(options, [])).toEqual({ kind: 'none' });
    expect(summarise(options, ['Unknown'])).toEqual({ kind: 'none' });
  });
  it('gives the first chosen value in option order plus the rest as a count', () => {
    expect(summarise(options, ['Cancel', 'Attended'])).toEqual({ kind: 'some', first: 'Attended', more: 1 });
    expect(summarise(options, ['Cancel'])).toEqual({ kind: 'some', first: 'Cancel', more: 0 });
  });
});
