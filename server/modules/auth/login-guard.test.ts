import { beforeEach, describe, expect, it } from 'vitest';
import { loginRateLimit } from '../../config';
import { Browser } from '../../testing/test-app';
import { testAppForFile } from '../../testing/test-app-for-file';

/**
 * The login limits (docs/decisions/0064-lockout.md):
 * progressive delays per account + address, a spraying limit per address, both
 * exact under concurrency. Each test moves the clock past the window, so
 * earlier tests' failures do not count.
 */

let clock = new Date();
const t = testAppForFile({ now: () => clock });
beforeEach(() => {
  clock = new Date(clock.getTime() + 2 * loginRateLimit.windowMs);
});

const codes = (answers: Array<{ statusCode: number }>) => answers.map((a) => a.statusCode);
const tally = (all: number[], code: number) => all.filter((c) => c === code).length;
const { freePerPair, accountsPerAddress } = loginRateLimit;

describe('account + address (pair) limit', () => {
  it(`checks exactly ${freePerPair} of 30 simultaneous wrong passwords from one address and refuses the rest`, async () => {
    const b = new Browser(t.app, 'ava-sg', '10.7.0.1');
    await b.primeXsrf();
    const answers = codes(
      await Promise.all(Array.from({ length: 30 }, () => b.login('doctor@ava-sg.demo', 'Wrong@1234'))),
    );
    expect(tally(answers, 401)).toBe(freePerPair);
    expect(tally(answers, 429)).toBe(30 - freePerPair);
    expect((await b.login('doctor@ava-sg.demo')).statusCode).toBe(429);
  });

  it(`the right password from a second address after ${freePerPair} failures from the first signs in`, async () => {
    const attacker = new Browser(t.app, 'ava-sg', '10.7.1.1');
    for (let i = 0; i < freePerPair; i += 1) {
      expect((await attacker.login('hospital@ava-sg.demo', 'Wrong@1234')).statusCode).toBe(401);
    }
    expect((await attacker.login('hospital@ava-sg.demo', 'Wrong@1234')).statusCode).toBe(429);
    expect((await attacker.login('hospital@ava-sg.demo', 'Wrong@1234')).statusCode).toBe(429);
    expect((await new Browser(t.app, 'ava-sg', '10.7.1.2').login('hospital@ava-sg.demo')).statusCode).toBe(200);
  });

  it('delays grow with each further failure of the pair: 30 s, 60 s, 120 s', async () => {
    const b = new Browser(t.app, 'ava-sg', '10.7.2.1');
    for (let i = 0; i < freePerPair; i += 1) await b.login('agent@ava-sg.demo', 'nope');
    for (const seconds of [30, 60, 120]) {
      const refused = await b.login('agent@ava-sg.demo', 'nope');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBe(seconds);
      clock = new Date(clock.getTime() + seconds * 1000);
      expect((await b.login('agent@ava-sg.demo', 'nope')).statusCode).toBe(401);
    }
  });

  it("a success ends the pair's streak", async () => {
    const b = new Browser(t.app, 'ava-sg', '10.7.3.1');
    for (let i = 0; i < freePerPair - 1; i += 1) {
      expect((await b.login('clinic@ava-sg.demo', 'nope')).statusCode).toBe(401);
    }
    expect((await b.login('clinic@ava-sg.demo')).statusCode).toBe(200);
    for (let i = 0; i < freePerPair; i += 1) {
      expect((await b.login('clinic@ava-sg.demo', 'nope')).statusCode).toBe(401);
    }
    expect((await b.login('clinic@ava-sg.demo')).statusCode).toBe(429);
  });

  it('a right password among simultaneous wrong ones signs in while the pair has room', async () => {
    const b = new Browser(t.app, 'ava-sg', '10.7.4.1');
    await b.primeXsrf();
    const wrong = Array.from({ length: freePerPair - 2 }, () => b.login('payor@ava-sg.demo', 'nope'));
    const answers = codes(await Promise.all([b.login('payor@ava-sg.demo'), ...wrong]));
    expect(answers[0]).toBe(200);
    expect(answers.slice(1).every((c) => c === 401)).toBe(true);
  });
});

describe('address limit (spraying)', () => {
  it(`spraying 30 accounts from one address: ${accountsPerAddress} guesses, then 429 for that address`, async () => {
    const sprayer = new Browser(t.app, 'lumina-my', '10.7.5.1');
    const answers: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      answers.push((await sprayer.login(`guess${i}@lumina-my.demo`, 'Winter2024!')).statusCode);
    }
    expect(answers).toEqual([
      ...Array<number>(accountsPerAddress).fill(401),
      ...Array<number>(30 - accountsPerAddress).fill(429),
    ]);
    const refused = await sprayer.login('patient@lumina-my.demo');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The limit is the address's: the same account from elsewhere signs in.
    expect((await new Browser(t.app, 'lumina-my', '10.7.5.2').login('patient@lumina-my.demo')).statusCode).toBe(200);
  });

  it(`a simultaneous spray of 30 accounts gets exactly ${accountsPerAddress} guesses`, async () => {
    const sprayer = new Browser(t.app, 'harbour-hk', '10.7.6.1');
    await sprayer.primeXsrf();
    const answers = codes(
      await Promise.all(
        Array.from({ length: 30 }, (_, i) => sprayer.login(`burst${i}@harbour-hk.demo`, 'Winter2024!')),
      ),
    );
    expect(tally(answers, 401)).toBe(accountsPerAddress);
    expect(tally(answers, 429)).toBe(30 - accountsPerAddress);
  });

  it('behind a shared address, users who signed in from it before still sign in; others wait or go elsewhere', async () => {
    const office = '10.7.7.1';
    expect((await new Browser(t.app, 'sehat-id', office).login('doctor@sehat-id.demo')).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 2 * loginRateLimit.windowMs);
    const sprayer = new Browser(t.app, 'sehat-id', office);
    for (let i = 0; i < accountsPerAddress; i += 1) await sprayer.login(`nobody${i}@sehat-id.demo`, 'nope');
    expect((await sprayer.login('nobody-else@sehat-id.demo', 'nope')).statusCode).toBe(429);
    expect((await new Browser(t.app, 'sehat-id', office).login('doctor@sehat-id.demo')).statusCode).toBe(200);
    expect((await new Browser(t.app, 'sehat-id', office).login('clinic@sehat-id.demo')).statusCode).toBe(429);
    expect((await new Browser(t.app, 'sehat-id', '10.7.7.2').login('clinic@sehat-id.demo')).statusCode).toBe(200);
  });
});
