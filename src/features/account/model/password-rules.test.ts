import { describe, expect, it } from 'vitest';
import { canSubmitNewPassword, passwordRules } from './password-rules';

describe('passwordRules', () => {
  it('reports each rule', () => {
    const met = (pw: string) => Object.fromEntries(passwordRules(pw).map((r) => [r.key, r.met]));
    expect(met('')).toEqual({ length: false, upper: false, lower: false, special: false, digit: false });
    expect(met('abcdefgh')).toEqual({ length: true, upper: false, lower: true, special: false, digit: false });
    expect(met('Abcdef1#')).toEqual({ length: true, upper: true, lower: true, special: true, digit: true });
    // Only @$!%*?#& count as special characters.
    expect(met('Abcdef1^').special).toBe(false);
  });

  it('allows submitting only a strong password entered twice', () => {
    expect(canSubmitNewPassword('Abcdef1#', 'Abcdef1#')).toBe(true);
    expect(canSubmitNewPassword('Abcdef1#', 'Abcdef1$')).toBe(false);
    expect(canSubmitNewPassword('abcdef1#', 'abcdef1#')).toBe(false);
  });
});
