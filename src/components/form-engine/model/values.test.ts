import { describe, expect, it } from 'vitest';
import { makeField } from '@/testing/field-factory';
import { toSubmission } from './values';

const fields = [makeField('fee', 'number'), makeField('name', 'textfield'), makeField('other', 'textfield')];

describe('toSubmission', () => {
  it('parses numbers and drops hidden fields', () => {
    const out = toSubmission(fields, { fee: '$1,200', name: 'A', other: 'stale' }, (f) => f.inputName !== 'other');
    expect(out.fee).toBe(1200);
    expect(out).not.toHaveProperty('other');
  });
});
