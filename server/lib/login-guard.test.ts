import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginRateLimit } from '../config';
import { Browser, createTestApp, type TestApp } from '../testing/test-app';

/**
 * The login limits under concurrency and behind a shared address. Each test
 * moves the clock past the window, so earlier tests' failures do not count.
 */

let clock = new Date();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  clock = new Date(clock.getTime() + 2 * loginRateLimit.windowMs);
});

const codes = (answers: Array<{ statusCode: number }>) => answers.map((a) => a.statusCode);
const tally = (all: number[], code: number) => all.filter((c) => c === code).length;

describe('account limit under concurrency', () => {
  it(`checks exactly ${loginRateLimit.perAccount} of 30 simultaneous wrong passwords and refuses the rest`, async () => {
    const b = new Browser(t.app, 'ava-sg', '10.7.0.1');
    await b.primeXsrf();
    const answers = codes(
      await Promise.all(Array.from({ length: 30 }, () => b.login('doctor@ava-sg.demo', 'Wrong@1234'))),
    );
    expect(tally(answers, 401)).toBe(loginRateLimit.perAccount);
    expect(tally(answers, 429)).toBe(30 - loginRateLimit.perAccount);
    expect((await b.login('doctor@ava-sg.demo')).statusCode).toBe(429);
  });

  it('spread over many addresses, the same burst is still held to the account limit', async () => {
    const answers = codes(
      await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          new Browser(t.app, 'ava-sg', `10.7.1.${i + 1}`).login('hospital@ava-sg.demo', 'Wrong@1234'),
        ),
      ),
    );
    expect(tally(answers, 401)).toBe(loginRateLimit.perAccount);
    expect(tally(answers, 429)).toBe(30 - loginRateLimit.perAccount);
  });

  it("a success ends the account's streak", async () => {
    const b = new Browser(t.app, 'ava-sg', '10.7.2.1');
    for (let i = 0; i < loginRateLimit.perAccount - 1; i += 1) {
      expect((await b.login('clinic@ava-sg.demo', 'nope')).statusCode).toBe(401);
    }
    expect((await b.login('clinic@ava-sg.demo')).statusCode).toBe(200);
    for (let i = 0; i < loginRateLimit.perAccount; i += 1) {
      expect((await b.login('clinic@ava-sg.demo', 'nope')).statusCode).toBe(401);
    }
    expect((await b.login('clinic@ava-sg.demo')).statusCode).toBe(429);
  });

  it('a right password among simultaneous wrong ones signs in while the streak has room', async () => {
    const b = new Browser(t.app, 'ava-sg', '10.7.3.1');
    await b.primeXsrf();
    const wrong = Array.from({ length: loginRateLimit.perAccount - 2 }, () => b.login('payor@ava-sg.demo', 'nope'));
    const answers = codes(await Promise.all([b.login('payor@ava-sg.demo'), ...wrong]));
    expect(answers[0]).toBe(200);
    expect(answers.slice(1).every((c) => c === 401)).toBe(true);
  });
});

describe('address limit behind a shared address', () => {
  it("a sprayer's failures on other accounts do not lock out another user's right password", async () => {
    const office = '10.7.4.1';
    const sprayer = new Browser(t.app, 'harbour-hk', office);
    for (let i = 0; i < 3 * loginRateLimit.perAddress; i += 1) {
      await sprayer.login(`nobody${i}@harbour-hk.demo`, 'Winter2024!');
    }
    expect((await new Browser(t.app, 'harbour-hk', office).login('doctor@harbour-hk.demo')).statusCode).toBe(200);
    expect((await new Browser(t.app, 'harbour-hk', office).login('clinic@harbour-hk.demo')).statusCode).toBe(200);
  });

  it(`stops a sprayer at ${loginRateLimit.perAddress} failures: after that, one guess per untouched account and none on an account already guessed`, async () => {
    const sprayer = new Browser(t.app, 'lumina-my', '10.7.5.1');
    const accounts = Array.from({ length: loginRateLimit.perAddress }, (_, i) => `guess${i}@lumina-my.demo`);
    // Two guesses on each of perAddress / 2 accounts: the address limit, with each account below its own.
    for (const email of accounts.slice(0, loginRateLimit.perAddress / 2)) {
      for (let k = 0; k < 2; k += 1) expect((await sprayer.login(email, `Guess${k}!`)).statusCode).toBe(401);
    }
    const refused = await sprayer.login(accounts[0]!, 'Guess2!');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // An account this address has not touched gets one guess; the next one is refused.
    const fresh = accounts[loginRateLimit.perAddress - 1]!;
    expect((await sprayer.login(fresh, 'Guess0!')).statusCode).toBe(401);
    expect((await sprayer.login(fresh, 'Guess1!')).statusCode).toBe(429);
    // A burst at one untouched account still gets exactly one guess.
    const burst = codes(
      await Promise.all(
        Array.from({ length: 10 }, () => sprayer.login(accounts[loginRateLimit.perAddress - 2]!, 'Guess0!')),
      ),
    );
    expect(tally(burst, 401)).toBe(1);
    expect(tally(burst, 429)).toBe(9);
  });

  it("the address limit does not spare a user's right password once that account has its own failure", async () => {
    const office = '10.7.6.1';
    const sprayer = new Browser(t.app, 'sehat-id', office);
    for (let i = 0; i < loginRateLimit.perAddress; i += 1) await sprayer.login(`nobody${i}@sehat-id.demo`, 'nope');
    // Someone at the address typed the patient's password wrong once: a guess like any other.
    expect((await sprayer.login('patient@sehat-id.demo', 'nope')).statusCode).toBe(401);
    expect((await new Browser(t.app, 'sehat-id', office).login('patient@sehat-id.demo')).statusCode).toBe(429);
    // From elsewhere the account is below its own limit and signs in.
    expect((await new Browser(t.app, 'sehat-id', '10.7.6.2').login('patient@sehat-id.demo')).statusCode).toBe(200);
  });
});
