import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { selfCancelFormSchema, selfCancelRefusalKeyOf } from './self-cancel';

const messageOf = (reason: string) => selfCancelFormSchema.safeParse({ reason }).error?.issues[0]?.message;

describe('selfCancelFormSchema', () => {
  it("words the contract's rules with the page's keys", () => {
    expect(messageOf('   ')).toBe('cancel.errors.required');
    expect(messageOf('x'.repeat(501))).toBe('cancel.errors.tooLong');
    expect(messageOf('ill\u202e')).toBe('cancel.errors.invisible');
  });

  it('accepts a reason the server accepts', () => {
    expect(selfCancelFormSchema.safeParse({ reason: 'I have recovered' }).success).toBe(true);
  });
});

describe('selfCancelRefusalKeyOf', () => {
  it("translates the server's refusal codes and nothing else", () => {
    expect(selfCancelRefusalKeyOf(new ApiError('http', 409, '', {}, undefined, 'selfCancel.tooLate'))).toBe(
      'cancel.refusals.tooLate',
    );
    expect(selfCancelRefusalKeyOf(new ApiError('http', 500, ''))).toBeNull();
    expect(selfCancelRefusalKeyOf(new Error('x'))).toBeNull();
  });
});
