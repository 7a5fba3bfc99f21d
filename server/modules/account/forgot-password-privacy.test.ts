import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { forgotPasswordPath } from '../../../src/lib/api/contract/account';
import type { Mailer } from '../../types';
import { Browser, errorOf } from '../../testing/test-app';
import { testAppForFile } from '../../testing/test-app-for-file';

/**
 * Forgot password must not tell who has an account unless the tenant's manifest
 * keeps the spec's "E-mail doesn't exist" (`login.revealUnknownEmail`, on by
 * default). Off, a known and an unknown address get the same status and body,
 * the same resend pacing, and take the same time; on, the unknown one is refused
 * after the same hashing work. Every request moves the clock two hours, past the
 * resend wait and the hourly cap.
 */

let clock = new Date();
const mails: string[] = [];
const mailer: Mailer = { send: (m) => Promise.resolve(void mails.push(m.to)) };
let queries: string[] = [];
const t = testAppForFile({ now: () => clock, mailer, onQuery: (sql) => void queries.push(sql) });
beforeEach(() => {
  clock = new Date(clock.getTime() + 2 * 60 * 60_000);
});

const tenant = 'ava-sg';
const known = 'patient@ava-sg.demo';
const unknown = 'nobody-here@ava-sg.demo';
const setReveal = (reveal: boolean) => {
  t.app.deps.tenants.get(tenant)!.login.revealUnknownEmail = reveal;
};
const forgot = (b: Browser, email: string) =>
  b.request({ method: 'POST', url: forgotPasswordPath, payload: { email, clientName: tenant } });

async function timed(b: Browser, email: string) {
  clock = new Date(clock.getTime() + 2 * 60 * 60_000);
  const started = process.hrtime.bigint();
  const res = await forgot(b, email);
  return { res, ms: Number(process.hrtime.bigint() - started) / 1e6 };
}
/** The statements one forgot-password request ran (transaction control aside), in order. */
async function statementsOf(b: Browser, email: string) {
  clock = new Date(clock.getTime() + 2 * 60 * 60_000);
  queries = [];
  await forgot(b, email);
  return queries.filter((q) => !/^\s*(begin|commit|rollback|savepoint|release)/i.test(q));
}
/** Known and unknown within 30% of each other either way: the old unknown path took a third of the time. */
const similar = (m: { known: number; unknown: number }) => m.unknown / m.known > 0.7 && m.known / m.unknown > 0.7;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Median answer times of known and unknown, interleaved so load hits both alike. */
async function medians(b: Browser, rounds: number) {
  const k: number[] = [];
  const u: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    k.push((await timed(b, known)).ms);
    u.push((await timed(b, unknown)).ms);
  }
  return { known: median(k), unknown: median(u) };
}

describe('forgot password with the switch off', () => {
  beforeAll(() => setReveal(false));
  afterAll(() => setReveal(true));

  it('answers a known and an unknown address with the same 200 and body, and mails only the known one', async () => {
    const b = new Browser(t.app, tenant, '10.8.0.1');
    await b.primeXsrf();
    mails.length = 0;
    const a = await forgot(b, known);
    const n = await forgot(b, unknown);
    expect(a.statusCode).toBe(200);
    expect(n.statusCode).toBe(200);
    expect(n.body).toBe(a.body);
    expect(mails).toEqual([known]);
  });

  it('paces resends of an unknown address like a known one (429 with the same Retry-After)', async () => {
    const b = new Browser(t.app, tenant, '10.8.0.2');
    await b.primeXsrf();
    await forgot(b, known);
    await forgot(b, unknown);
    clock = new Date(clock.getTime() + 60_000);
    const a = await forgot(b, known);
    const n = await forgot(b, unknown);
    expect(a.statusCode).toBe(429);
    expect(n.statusCode).toBe(429);
    expect(n.headers['retry-after']).toBe(a.headers['retry-after']);
    expect(n.body).toBe(a.body);
  });

  it('takes as long for an unknown address as for a known one: the same statements, and similar medians', async () => {
    const b = new Browser(t.app, tenant, '10.8.0.3');
    await b.primeXsrf();
    expect(await statementsOf(b, unknown)).toEqual(await statementsOf(b, known));
    await medians(b, 3); // warm-up
    const m = await medians(b, 21);
    console.info(
      `forgot-password medians, switch off: known ${m.known.toFixed(1)} ms, unknown ${m.unknown.toFixed(1)} ms`,
    );
    expect(similar(m), JSON.stringify(m)).toBe(true);
  });
});

describe('forgot password with the switch on (the spec, the default)', () => {
  it('answers an unknown address 400 "E-mail doesn\'t exist", as long after as a known one', async () => {
    expect(t.app.deps.tenants.get(tenant)!.login.revealUnknownEmail).toBe(true);
    const b = new Browser(t.app, tenant, '10.8.0.4');
    await b.primeXsrf();
    const n = await forgot(b, unknown);
    expect(n.statusCode).toBe(400);
    expect(errorOf(n).message).toBe("E-mail doesn't exist");
    expect(await statementsOf(b, unknown)).toEqual(await statementsOf(b, known));
    await medians(b, 3);
    const m = await medians(b, 21);
    console.info(
      `forgot-password medians, switch on: known ${m.known.toFixed(1)} ms, unknown ${m.unknown.toFixed(1)} ms`,
    );
    expect(similar(m), JSON.stringify(m)).toBe(true);
  });
});
