import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, base64url: session ids, login tokens, XSRF values. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored hashed, so a database leak cannot be replayed. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

export function constantTimeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}
