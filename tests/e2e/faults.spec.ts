import { readFileSync } from 'node:fs';
import { expect, test, type Page, type Route } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { apiSignIn } from '../support/login';

// Fault injection (docs/decisions/0013-fault-injection.md) in Chromium against the reference server:
// slow, broken and refusing answers, and what the user sees for each.

const tenant = 'lumina-my';
const authorization = (
  JSON.parse(readFileSync(`tenants/${tenant}/manifest.json`, 'utf8')) as { api: { authorization: string } }
).api.authorization;
const inboxList = '**/api/v1/worklist/patient/*';
const addressPath = '**/users/v1/user/profile/address';

const copy = {
  timeout: 'The server is taking too long to answer. Please try again.',
  unavailable: 'The service is temporarily unavailable. Please try again in a few minutes.',
  server: 'Something went wrong on our side. Please try again.',
  malformed: "The server's answer was incomplete. Please try again.",
};

const nginx502 =
  '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx/1.24.0</center>\r\n</body>\r\n</html>\r\n';
const express500 =
  '<!DOCTYPE html><html><body><pre>TypeError: Cannot read properties of undefined<br> &nbsp;at Object.&lt;anonymous&gt; (/srv/app/server.js:10:5)</pre></body></html>';

async function signIn(page: Page, role: string): Promise<string> {
  const link = await apiSignIn(page, tenant, role);
  await page.addInitScript((id) => localStorage.setItem(`ava.locale.${id}`, 'en'), tenant);
  return link;
}

/** Answers every matching call with `answer`, counting the calls (the retry policy's work shows in the count). */
async function failWith(page: Page, url: string, answer: Parameters<Route['fulfill']>[0]): Promise<() => number> {
  let hits = 0;
  await page.route(url, async (route) => {
    hits += 1;
    await route.fulfill(answer);
  });
  return () => hits;
}

async function expectNoLeak(page: Page) {
  const text = await page.locator('body').innerText();
  for (const leak of ['Bad Gateway', 'nginx', '<html', 'TypeError', 'server.js', ' at Object']) {
    expect(text).not.toContain(leak);
  }
}

test('502 with an nginx HTML page on a GET (Search Doctor locations): plain words, no HTML, retried once, Try again recovers', async ({
  page,
}) => {
  const link = await signIn(page, 'patient');
  await page.goto(link);
  const locations = `**/country/consolidated/client/${tenant}`;
  const hits = await failWith(page, locations, { status: 502, contentType: 'text/html', body: nginx502 });
  await page.goto('/app/search-doctor');
  const alert = page.getByRole('alert').filter({ hasText: 'Something happened when searching for doctors' });
  await expect(alert).toContainText(copy.server);
  expect(hits()).toBe(2); // shouldRetryQuery: a 5xx is tried once more
  await expectNoLeak(page);
  await page.unroute(locations);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(alert).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Doctor Name' })).toBeVisible();
});

test.describe('failed loads of My Inbox (its list is a POST query)', () => {
  test('500 with an HTML stack page: plain words, no stack, retried once', async ({ page }) => {
    const link = await signIn(page, 'patient');
    const hits = await failWith(page, inboxList, { status: 500, contentType: 'text/html', body: express500 });
    await page.goto(link);
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to load your requests.' });
    await expect(alert).toContainText(copy.server);
    await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(hits()).toBe(2);
    await expectNoLeak(page);
  });

  test('malformed JSON (a truncated body): plain words, the page stays up', async ({ page }) => {
    const link = await signIn(page, 'patient');
    const hits = await failWith(page, inboxList, {
      status: 200,
      contentType: 'application/json',
      body: '{"code":true,"data":{"rows":[{"id":"',
    });
    await page.goto(link);
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to load your requests.' })).toContainText(
      copy.malformed,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'My Inbox' })).toBeVisible();
    expect(hits()).toBe(2); // no intact answer counts as a network failure: tried once more
  });

  test('database unavailable (503 + Retry-After): the page says the service is unavailable', async ({ page }) => {
    const link = await signIn(page, 'patient');
    const envelope = { code: false, status: 503, error: { message: copy.unavailable } };
    const hits = await failWith(page, inboxList, {
      status: 503,
      headers: { 'Retry-After': '30' },
      contentType: 'application/json',
      body: JSON.stringify(envelope),
    });
    await page.goto(link);
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to load your requests.' });
    await expect(alert).toContainText(copy.unavailable);
    await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(hits()).toBe(2);
    await expectNoAxeViolations(page, 'service unavailable alert');
  });

  test('the same in harbour-hk, whose portal opens in Traditional Chinese', async ({ page }) => {
    const link = await apiSignIn(page, 'harbour-hk');
    await failWith(page, inboxList, {
      status: 503,
      headers: { 'Retry-After': '30' },
      contentType: 'application/json',
      body: JSON.stringify({ code: false, status: 503, error: { message: copy.unavailable } }),
    });
    await page.goto(link);
    await expect(page.getByRole('alert').filter({ hasText: '服務暫時無法使用，請於數分鐘後再試。' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: copy.unavailable })).toHaveCount(0);
  });

  test('a list that never answers: the 30 s timeout (on the page clock), retried once, then the message and Try again', async ({
    page,
  }) => {
    await page.clock.install();
    const link = await signIn(page, 'patient');
    let hits = 0;
    let answer = false;
    await page.route(inboxList, async (route) => {
      hits += 1;
      if (answer) await route.continue(); // else hold it: the client's own timer has to give up
    });
    await page.goto(link);
    await expect.poll(() => hits).toBe(1);
    await page.clock.fastForward(31_000);
    await page.clock.runFor(2_000); // TanStack Query's retry delay
    await expect.poll(() => hits).toBe(2);
    await page.clock.fastForward(31_000);
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to load your requests.' });
    await expect(alert).toContainText(copy.timeout);
    answer = true;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(alert).toBeHidden();
    expect(hits).toBe(3);
  });

  test('an answer that fails its schema: the error boundary with a way back, the shell still works', async ({
    page,
  }) => {
    const link = await signIn(page, 'patient');
    const hits = await failWith(page, inboxList, {
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ code: true, data: { unexpected: 1 }, status: 200 }),
    });
    await page.goto(link);
    const fallback = page
      .getByRole('alert')
      .filter({ has: page.getByRole('heading', { name: 'An error has occurred' }) });
    await expect(fallback).toBeVisible();
    await expect(fallback.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(fallback.getByRole('button', { name: 'Go back' })).toBeVisible();
    expect(hits()).toBe(1); // a wrong shape would be wrong again: no retry
    await expectNoAxeViolations(page, 'error boundary fallback');
    // The shell around the boundary stays usable: its navigation leads to a working page.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Security' }).click();
    await expect(page).toHaveURL(/\/app\/user-profile\/account-security$/);
    await expect(page.getByRole('heading', { name: 'An error has occurred' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('500 with HTML on a POST (doctor search): plain words, the typed criteria stay', async ({ page }) => {
  const link = await signIn(page, 'patient');
  await page.goto(link);
  const hits = await failWith(page, '**/discovery/api/v1/doctor', {
    status: 500,
    contentType: 'text/html',
    body: express500,
  });
  await page.goto('/app/search-doctor');
  const name = page.getByRole('textbox', { name: 'Doctor Name' });
  await name.fill('Tan');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Something happened when searching for doctors' }),
  ).toContainText(copy.server);
  await expect(name).toHaveValue('Tan');
  expect(hits()).toBe(1); // a search is a POST: never re-sent on its own
  await expectNoLeak(page);
});

/** The demo user's saved addresses with this street, read through the API. */
async function addressesNamed(page: Page, street: string): Promise<number> {
  const response = await page.request.get('/users/v1/user/profile', { headers: { Authorization: authorization } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { address: { street: string }[] } };
  return body.data.address.filter((a) => a.street === street).length;
}

/**
 * My Account saves a new address; the server does it, but its answer is held
 * until the page's clock passes 30 s, so the client's own timeout fires. The
 * user presses Try Again. `stripKey` removes the Idempotency-Key on the way to
 * the server: the deliberate break that shows the test can see a duplicate.
 */
async function saveTimesOutThenRetry(page: Page, role: string, street: string, stripKey: boolean) {
  await page.clock.install();
  await signIn(page, role);
  await page.goto('/app/user-profile/my-account');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  const before = await addressesNamed(page, street);

  const keys: (string | undefined)[] = [];
  const replayed: (string | undefined)[] = [];
  let serverDidIt: () => void = () => {};
  const firstDone = new Promise<void>((resolve) => {
    serverDidIt = resolve;
  });
  await page.route(addressPath, async (route) => {
    const headers = await route.request().allHeaders();
    keys.push(headers['idempotency-key']);
    if (stripKey) delete headers['idempotency-key'];
    const response = await route.fetch({ headers });
    if (keys.length === 1) {
      serverDidIt(); // done on the server; the page never hears of it
      return;
    }
    replayed.push(response.headers()['idempotent-replayed']);
    await route.fulfill({ response });
  });

  await page.getByRole('button', { name: 'Add address' }).click();
  await page.getByRole('textbox', { name: 'Street' }).fill(street);
  await page.getByRole('textbox', { name: 'Block', exact: true }).fill('7');
  await page.getByRole('textbox', { name: 'Postal code' }).fill('50450');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Save changes' }).getByRole('button', { name: 'Yes' }).click();
  await firstDone;
  expect(await addressesNamed(page, street)).toBe(before + 1);

  // The real 30 s timer in request-guard, on the page's clock.
  await page.clock.fastForward(31_000);
  const failed = page.getByRole('alertdialog', { name: 'Error Encountered' });
  await expect(failed).toContainText(copy.timeout);
  await failed.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('dialog', { name: 'Success!' })).toBeVisible();
  await page.unroute(addressPath);
  return { added: (await addressesNamed(page, street)) - before, keys, replayed };
}

test('a save that times out on the client and is retried adds exactly one address (Idempotency-Key)', async ({
  page,
}) => {
  const { added, keys, replayed } = await saveTimesOutThenRetry(page, 'patient', 'Jalan Sabar', false);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toBeTruthy();
  expect(keys[1]).toBe(keys[0]);
  expect(replayed).toEqual(['true']);
  expect(added).toBe(1);
});

test('deliberate break: the same timeout and retry with the key stripped adds two addresses', async ({ page }) => {
  const { added, replayed } = await saveTimesOutThenRetry(page, 'doctor', 'Jalan Pendua', true);
  expect(replayed).toEqual([undefined]);
  expect(added).toBe(2);
});
