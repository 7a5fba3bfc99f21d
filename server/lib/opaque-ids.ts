import { randomInt, randomUUID } from 'node:crypto';

/**
 * Ids of new records that name a person's medical request in a URL. They are
 * random, never counted, so one id tells nothing about the next (security
 * round three, finding 2). Seeded demo ids keep their readable numbers.
 */

/** A new appointment request's id (OPD and MCU alike). */
export const newRequestId = (): string => `req-${randomUUID()}`;

/** `count` random decimal digits: a human-readable number that is drawn, not counted. */
export function randomDigits(count: number): string {
  let digits = '';
  while (digits.length < count) digits += String(randomInt(0, 1e6)).padStart(6, '0');
  return digits.slice(0, count);
}

/**
 * A new PAF case id: the tenant prefix people read on the case page, then 12
 * random digits (about 40 bits) where a counter used to be.
 */
export const newCaseId = (tenantId: string): string => `PAF-${tenantId.toUpperCase()}-${randomDigits(12)}`;
