import { describe, expect, it } from 'vitest';
import { accountSchema, serverFieldMessage } from './account-schema';
import { checkSignupPassword, meetsSignupPasswordRules } from './password-rules';
import { reachableStep, signupStepFrom } from './signup-step';

describe('sign-up password rules', () => {
  it.each([
    ['Abcdef1!', true],
    ['abcdef1!', false], // no uppercase
    ['Abcdefg!', false], // no digit
    ['Abcdefg1', false], // no special character
    ['Ab1!', false], // too short
    ['ABCDEF1#', true], // lowercase is not a sign-up rule
  ])('%s meets the rules: %s', (password, ok) => {
    expect(meetsSignupPasswordRules(password)).toBe(ok);
  });

  it('reports each rule', () => {
    expect(checkSignupPassword('abc')).toEqual({ length: false, digit: false, upper: false, special: false });
    expect(checkSignupPassword('Secret@2024')).toEqual({ length: true, digit: true, upper: true, special: true });
  });
});

describe('accountSchema', () => {
  const valid = {
    email: 'new@example.com',
    password: 'Secret@2024',
    password2: 'Secret@2024',
    termsAndConditions: true,
  };
  /** First message per field, as the form shows it. */
  const messages = (values: unknown) => {
    const first: Record<string, string> = {};
    for (const issue of accountSchema.safeParse(values).error?.issues ?? []) {
      first[String(issue.path[0])] ??= issue.message;
    }
    return first;
  };

  it('accepts a complete form', () => {
    expect(accountSchema.safeParse(valid).success).toBe(true);
  });

  it('names every empty field and the unticked terms', () => {
    expect(messages({ email: '', password: '', password2: '', termsAndConditions: false })).toEqual({
      email: 'account.errors.empty',
      password: 'account.errors.empty',
      password2: 'account.errors.empty',
      termsAndConditions: 'account.errors.terms',
    });
  });

  it('refuses a weak password, a bad e-mail and a mismatch', () => {
    expect(messages({ ...valid, password: 'weakpass', password2: 'weakpass' })).toEqual({
      password: 'account.errors.password',
    });
    expect(messages({ ...valid, email: 'nope' })).toEqual({ email: 'account.errors.email' });
    expect(messages({ ...valid, password2: 'Secret@2025' })).toEqual({ password2: 'account.errors.mismatch' });
  });

  it('maps known server texts to keys', () => {
    expect(serverFieldMessage('This e-mail is already registered.')).toEqual({ key: 'account.errors.duplicate' });
    expect(serverFieldMessage('Something new')).toEqual({ text: 'Something new' });
  });
});

describe('signupStepFrom', () => {
  it.each([
    ['', '', 0],
    ['accountsettings', '', 0],
    ['personalprofile', '', 1],
    ['review/submit', '', 2],
    ['review/submit/', '', 2],
    ['verify', '', 3],
    ['verify', '#completed', 4],
    ['review/submit', '#completed', 4],
    ['nonsense', '', 0],
  ] as const)('%s%s is step %i', (rest, hash, step) => {
    expect(signupStepFrom(rest, hash)).toBe(step);
  });
});

describe('reachableStep', () => {
  const none = { accountCreated: false, profileChecked: false };
  it.each([
    [1, none, 0],
    [2, none, 0],
    [2, { accountCreated: true, profileChecked: false }, 1],
    [2, { accountCreated: true, profileChecked: true }, 2],
    [1, { accountCreated: true, profileChecked: false }, 1],
    [0, none, 0],
    [3, none, 3],
  ] as const)('step %i with %o shows step %i', (step, progress, shown) => {
    expect(reachableStep(step, progress)).toBe(shown);
  });
});
