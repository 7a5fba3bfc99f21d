import { describe, expect, it } from 'vitest';
import { sessionPath } from '../src/lib/api/contract/auth';
import { sessionConfig } from './config';
import { Browser } from './testing/test-app';
import { testAppForFile } from './testing/test-app-for-file';

/**
 * Idle (30 min) and absolute (12 h) session expiry to the second, on the
 * app's injectable clock (deps.now, which server/lib/session.ts reads).
 * server/routes/access.test.ts checks the same rules in coarse steps.
 */

const second = 1000;
const minute = 60 * second;
let clock = Date.now();
const t = testAppForFile({ now: () => new Date(clock) });

let address = 0;
async function signedIn(): Promise<Browser> {
  const b = new Browser(t.app, 'ava-sg', `10.4.0.${(address += 1)}`);
  expect((await b.login('patient@ava-sg.demo')).statusCode).toBe(200);
  return b;
}

/** Advances the clock by each step and returns the status of GET /session after it. */
async function timeline(b: Browser, steps: number[]): Promise<number[]> {
  const statuses: number[] = [];
  for (const step of steps) {
    clock += step;
    statuses.push((await b.request({ method: 'GET', url: sessionPath })).statusCode);
  }
  return statuses;
}

const idleCases = [
  {
    name: 'idle 30 min − 1 s, then 30 min + 1 s',
    steps: [30 * minute - second, 30 * minute + second],
    expected: [200, 401],
  },
  {
    name: 'activity extends idle: three 29 min 59 s gaps',
    steps: [30 * minute - second, 30 * minute - second, 30 * minute - second],
    expected: [200, 200, 200],
  },
  { name: 'idle exactly 30 min + 1 s from login', steps: [30 * minute + second], expected: [401] },
];

describe('idle expiry', () => {
  it.each(idleCases)('$name', async ({ steps, expected }) => {
    expect(await timeline(await signedIn(), steps)).toEqual(expected);
  });

  it('an expired session stays dead: coming back later does not revive it', async () => {
    const b = await signedIn();
    expect(await timeline(b, [30 * minute + second, -10 * minute, 0])).toEqual([401, 401, 401]);
    clock += 10 * minute;
  });
});

describe('absolute expiry', () => {
  it('an active session is refused after 12 h, however recently it was used', async () => {
    const b = await signedIn();
    const steps = Array.from({ length: 24 }, () => 30 * minute - 2 * second); // used every ~30 min
    const used = steps.reduce((n, s) => n + s, 0);
    const statuses = await timeline(b, [...steps, sessionConfig.absoluteMs - used - second, 2 * second]);
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(401);
  });

  it('the sid cookie itself expires at the absolute limit, and is HttpOnly', async () => {
    const b = new Browser(t.app, 'ava-sg', '10.4.1.1');
    const res = await b.login('patient@ava-sg.demo');
    const sid = (res.cookies as Array<{ name: string; expires?: Date; httpOnly?: boolean }>).find(
      (c) => c.name === sessionConfig.cookieName,
    )!;
    expect(sid.httpOnly).toBe(true);
    expect(
      Math.abs(sid.expires!.getTime() - (Math.floor(clock / 1000) * 1000 + sessionConfig.absoluteMs)),
    ).toBeLessThanOrEqual(1000);
  });
});

describe('the gate itself', () => {
  it('deliberate break: with the idle limit stretched to an hour, the idle cases no longer hold', async () => {
    const config = sessionConfig as { idleMs: number };
    const saved = config.idleMs;
    config.idleMs = 60 * minute;
    try {
      const first = idleCases[0]!;
      expect(await timeline(await signedIn(), first.steps)).not.toEqual(first.expected);
    } finally {
      config.idleMs = saved;
    }
  });
});
