/* eslint-disable @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-call -- JSON answers are read loosely in a journey */
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { formatInTimeZone } from 'date-fns-tz';
import { expectNoAxeViolations } from '../support/axe';
import { settledViolations } from '../support/a11y-scan';
import { apiSignIn } from '../support/login';

/**
 * Clinic staff journey: worklist, clinic and health-screening
 * schedules, booking on a preferred and a non-preferred slot, what the patient
 * then sees, status rules in the Appointment dialog, and rescheduling.
 */
const tenant = 'ava-sg';
const zone = 'Asia/Singapore';
const manifest = JSON.parse(readFileSync(`tenants/${tenant}/manifest.json`, 'utf8')) as {
  api: { authorization: string };
};

type Json = Record<string, unknown> & { data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- test-side JSON

async function api(page: Page, method: 'GET' | 'POST', url: string, data?: unknown): Promise<Json> {
  const req: APIRequestContext = page.request;
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const headers = { 'X-XSRF-TOKEN': xsrf, Authorization: manifest.api.authorization };
  const res = method === 'GET' ? await req.get(url, { headers }) : await req.post(url, { headers, data });
  expect(res.status(), `${method} ${url}`).toBe(200);
  return (await res.json()) as Json;
}

async function cookie(page: Page, name: string): Promise<string> {
  return decodeURIComponent((await page.context().cookies()).find((c) => c.name === name)?.value ?? '');
}

async function signedIn(
  browser: Browser,
  role: string,
  scheme: 'light' | 'dark' = 'light',
): Promise<{ page: Page; link: string }> {
  const context = await browser.newContext({ colorScheme: scheme, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const link = await apiSignIn(page, tenant, role);
  return { page, link };
}

const local = (iso: string, pattern: string) => formatInTimeZone(new Date(iso), zone, pattern);

test.describe.configure({ mode: 'serial' });

test('worklist: paging back and forth, combined filters, inert javascript: URLs, axe in both themes', async ({
  browser,
}) => {
  const { page, link } = await signedIn(browser, 'clinic');
  await page.goto(link);
  await expect(page).toHaveTitle(/^Home \| /);
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(5);
  const refs = async () => rows.locator('td:first-child').allInnerTexts();
  const first = await refs();
  await page.getByRole('button', { name: 'Older' }).click();
  await expect.poll(refs).not.toEqual(first);
  await page.getByRole('button', { name: 'Newer' }).click();
  await expect.poll(refs).toEqual(first);
  expect(await page.evaluate(() => localStorage.getItem('ava.providerId'))).toBe(link.split('/').pop());

  await expectNoAxeViolations(page, 'worklist (light)');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectNoAxeViolations(page, 'worklist (dark)');
  await page.emulateMedia({ colorScheme: 'light' });

  // Filters combine: status Scheduled AND request type OPD.
  await page.getByRole('button', { name: /^Status/ }).click();
  await page.getByRole('button', { name: 'Clear' }).click();
  await page.getByRole('checkbox', { name: 'Scheduled', exact: true }).check({ force: true });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Request Type/ }).click();
  await page.getByRole('checkbox', { name: 'MCU' }).uncheck({ force: true });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: /^Request Type/ })).toContainText('OPD');
  // Both answers may still be on their way: wait until the rows shown are the combined filter's.
  const shown = async () => {
    const types = await rows.locator('td:nth-child(3)').allInnerTexts();
    const statuses = await rows.locator('td:nth-child(7)').allInnerTexts();
    return { rows: types.length > 0, types: [...new Set(types)], statuses: [...new Set(statuses)] };
  };
  await expect.poll(shown).toEqual({ rows: true, types: ['OPD'], statuses: ['Scheduled'] });

  // A javascript: URL from the server renders as inert text.
  await page.route('**/api/v1/worklist/**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Json;
    const row = body.data.dataTable.data[0];
    row.cells.ReferenceNo = { type: 'url', value: 'EVIL-LINK', url: 'javascript:alert(1)' };
    row.cells.Actions = {
      type: 'json.tag',
      value: [{ label: 'EVIL-TAG', type: 'link', attribute: { href: 'JaVaScRiPt:alert(1)' } }],
    };
    await route.fulfill({ response, json: body });
  });
  await page.reload();
  await expect(page.getByText('EVIL-LINK')).toBeVisible();
  await expect(page.locator('a', { hasText: 'EVIL-LINK' })).toHaveCount(0);
  await expect(page.locator('a', { hasText: 'EVIL-TAG' })).toHaveCount(0);
  await expect(page.locator('a[href^="javascript" i]')).toHaveCount(0);
  await page.context().close();
});

test('clinic schedule: two doctors give the 3-day view, three the day view; both schedules axe clean', async ({
  browser,
}) => {
  for (const scheme of ['light', 'dark'] as const) {
    const { page, link } = await signedIn(browser, 'clinic', scheme);
    const providerId = link.split('/').pop() as string;
    await page.goto(`/app/schedule/clinic/provider/${providerId}`);
    await expect(page.getByText('Please select the doctor(s) to view schedule(s)')).toBeVisible();
    const boxes = page.getByRole('checkbox');
    await boxes.nth(0).check({ force: true });
    await expect(page.locator('[data-ndays="7"]')).toBeVisible();
    await boxes.nth(2).check({ force: true });
    await expect(page.locator('[data-ndays="3"] .sx__calendar-wrapper')).toHaveCount(2);
    await expect(page.locator('.sx__week-grid__time-axis').first()).toContainText('08:00');
    if (scheme === 'light') await page.screenshot({ path: 'test-results/staff-clinic-3day-light.png', fullPage: true });
    // The board now loads as doctors are ticked and fades in: a violation must hold on a second look.
    expect(await settledViolations(page), `axe violations on clinic schedule (${scheme})`).toEqual([]);
    await boxes.nth(4).check({ force: true });
    await expect(page.locator('[data-layout="day"] .sx__calendar-wrapper')).toHaveCount(3);
    await page.screenshot({ path: `test-results/staff-clinic-day-${scheme}.png`, fullPage: true });
    // The page ends with its footer: nothing in the doctor list's hidden part lengthens it.
    const ends = await page.evaluate(() => ({
      page: document.documentElement.scrollHeight,
      footer: document.querySelector('footer')!.getBoundingClientRect().bottom + window.scrollY,
    }));
    expect(ends.page).toBeLessThanOrEqual(Math.ceil(ends.footer));
    // The tree filter is case-insensitive.
    await page.getByLabel('Search for Doctor / Location').fill('ZZZ-none');
    await expect(page.getByRole('checkbox')).toHaveCount(0);

    await page.goto(`/app/schedule/clinic/healthscreening/provider/${providerId}`);
    await expect(page.locator('.sx__calendar-wrapper')).toHaveCount(1);
    // The board draws requests' preferred sessions in the Patient's Choice colour, so its legend explains it.
    await expect(page.getByRole('list', { name: 'Legend' })).toContainText("Patient's Choice");
    await page.screenshot({ path: `test-results/staff-screening-${scheme}.png`, fullPage: true });
    await expectNoAxeViolations(page, `health screening schedule (${scheme})`);
    await page.context().close();
  }
});

test('booking, patient view, status rules and reschedule', async ({ browser }) => {
  // A long journey (two sign-ins, three bookings, two calendars): 30 s alone, past 60 s on a loaded CI host.
  test.setTimeout(150_000);
  // The patient's own pending requests, so we can check what they see afterwards.
  const patient = await signedIn(browser, 'patient');
  const patientId = await cookie(patient.page, 'userId');
  const pending = await api(patient.page, 'POST', `/api/v1/worklist/patient/${patientId}/filter`, {
    limit: 100,
    status: ['Pending Clinic Response'],
    requestType: ['OPD'],
  });
  const candidates = (pending.data.dataTable.data as Array<{ referenceNo: string }>).map((r) => r.referenceNo);
  expect(candidates.length).toBeGreaterThanOrEqual(2);

  const { page, link } = await signedIn(browser, 'clinic');
  const providerId = link.split('/').pop() as string;
  const staffId = await cookie(page, 'userId');
  const work = await api(page, 'POST', `/api/v1/worklist/${tenant}/opd/clinic/${staffId}/filter`, {
    limit: 100,
    status: ['Pending Clinic Response'],
    requestType: ['OPD'],
  });
  const staffRows = work.data.dataTable.data as Array<{ referenceNo: string; cells: { ReferenceNo: { url: string } } }>;
  const unitOf = (ref: string) =>
    Number(staffRows.find((r) => r.referenceNo === ref)!.cells.ReferenceNo.url.split('/')[4]);

  // A request whose first preferred slot is still free.
  let chosen: { ref: string; unitId: number; kase: Json['data']; start: string } | null = null;
  for (const ref of candidates) {
    const unitId = unitOf(ref);
    const kase = (await api(page, 'GET', `/api/v1/booking/case/unitId/${unitId}/requesterId/${ref}`)).data;
    const start = kase.bookedSchedule[0]?.start as string | undefined;
    if (!start) continue;
    const day = (await api(page, 'GET', `/api/v1/booking/unitId/${unitId}/day/${local(start, 'yyyy-MM-dd')}`)).data;
    if (
      day.slots.some(
        (s: { slotStartAt: string; available: boolean }) =>
          Date.parse(s.slotStartAt) === Date.parse(start) && s.available,
      )
    ) {
      chosen = { ref, unitId, kase, start };
      break;
    }
  }
  expect(chosen, 'a request with a free preferred slot').not.toBeNull();
  const { ref, unitId, kase, start } = chosen!;

  // Appointment Management: axe in both themes, then book the preferred slot.
  await page.goto(`/app/schedule/create/${unitId}/${ref}/OPD`);
  await expect(page.getByText('Showing Calendar for')).toBeVisible();
  await expect(page.getByText(kase.caseData.person.email as string)).toBeVisible();
  await expect(page.locator('.sx__calendar-wrapper')).toHaveCount(1);
  // A violation must outlast the calendar's first re-renders (colours read mid-update are not a page's colours).
  expect(await settledViolations(page), 'axe violations on appointment management (light)').toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(page, 'appointment management (dark)');
  await page.screenshot({ path: 'test-results/staff-manage-dark.png', fullPage: true });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.getByRole('button', { name: 'Turn Off Calendar' }).click();
  await expect(page.locator('.sx__calendar-wrapper')).toHaveCount(0);
  await page.getByRole('button', { name: 'Turn On Calendar' }).click();

  await page
    .getByRole('button', { name: new RegExp(`^${local(start, 'dd MMM yyyy')} ${local(start, 'HHmm')}`) })
    .click();
  // The preferred slot opens Add Appointment at that very time.
  const dialog = page.getByRole('dialog', { name: 'Add Appointment' });
  await expect(dialog.getByRole('button', { name: /Start Time/ })).toContainText(local(start, 'HHmm'));
  await expect(dialog.getByRole('button', { name: /End Time/ })).toContainText(
    local(kase.bookedSchedule[0].end, 'HHmm'),
  );
  await dialog.getByRole('button', { name: 'Book' }).click();
  const name = kase.caseData.person.name as string;
  const location = kase.caseData.bookingLocation as string;
  await expect(
    page.getByText(
      `Appointment with ${name} on ${local(start, 'dd MMM yyyy')} ${local(start, 'hh:mm a')} at ${location} is confirmed.`,
    ),
  ).toBeVisible();

  // The patient sees the new status (inbox API and Case Details).
  const after = await api(patient.page, 'POST', `/api/v1/worklist/patient/${patientId}/filter`, {
    limit: 100,
    status: ['Scheduled'],
  });
  expect((after.data.dataTable.data as Array<{ referenceNo: string }>).some((r) => r.referenceNo === ref)).toBe(true);
  await patient.page.goto(`/app/view/OPD/${ref}`);
  await expect(patient.page.getByText('Scheduled').first()).toBeVisible();

  await page.getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(/\/app\/?$|\/app\/provider\//);

  // A second request booked on a non-preferred slot: the proposal text.
  const other = candidates.find((r) => r !== ref && !Number.isNaN(unitOf(r)))!;
  const otherUnit = unitOf(other);
  const otherCase = (await api(page, 'GET', `/api/v1/booking/case/unitId/${otherUnit}/requesterId/${other}`)).data;
  const preferredStarts = new Set(
    (otherCase.bookedSchedule as Array<{ start: string }>).map((p) => Date.parse(p.start)),
  );
  let freeDay = '';
  let freeSlot = '';
  for (let d = 3; d < 20 && !freeSlot; d += 1) {
    const date = local(new Date(Date.now() + d * 86_400_000).toISOString(), 'yyyy-MM-dd');
    const day = (await api(page, 'GET', `/api/v1/booking/unitId/${otherUnit}/day/${date}`)).data;
    const slot = (day.slots as Array<{ slotStartAt: string; available: boolean }>).find(
      (s) => s.available && !preferredStarts.has(Date.parse(s.slotStartAt)),
    );
    if (slot) {
      freeDay = date;
      freeSlot = slot.slotStartAt;
    }
  }
  // Jump the calendar with the mini month, then Add Appointment on that day.
  await page.goto(`/app/doctor/schedule/create/${otherUnit}/${other}/OPD`);
  await expect(page.getByText('Showing Calendar for')).toBeVisible();
  await selectMiniDay(page, freeDay);
  await page.getByRole('button', { name: 'Add Appointment' }).click();
  const add = page.getByRole('dialog', { name: 'Add Appointment' });
  await add.getByRole('button', { name: /Start Time/ }).click();
  await page.getByRole('option', { name: local(freeSlot, 'HHmm'), exact: true }).click();
  await add.getByRole('button', { name: 'Book' }).click();
  const otherName = otherCase.caseData.person.name as string;
  await expect(
    page.getByText(
      `You will be notified when ${otherName} has responded to your proposed appointment for ${local(freeSlot, 'dd MMM yyyy')} ${local(freeSlot, 'hh:mm a')} at ${otherCase.caseData.bookingLocation as string}.`,
    ),
  ).toBeVisible();

  // In the clinic schedule: Cancel without a note is refused; then Reschedule moves the booking.
  await page.goto(`/app/schedule/clinic/provider/${providerId}?unit=${otherUnit}&date=${freeDay}`);
  await page.getByRole('button', { name: 'View' }).click();
  await page.getByRole('option', { name: 'Day' }).click();
  // The calendar re-renders on its own schedule: click an event only once the week's columns are gone.
  await expect(page.locator('.sx__time-grid-day')).toHaveCount(1);
  await page.locator('.sx__time-grid-event', { hasText: otherName }).first().click();
  const appt = page.getByRole('dialog', { name: 'Appointment' });
  await expect(appt.getByRole('button', { name: 'Reschedule' })).toBeVisible();
  await expect(appt.getByRole('button', { name: 'Attended' })).toHaveCount(0);
  let statusCalls = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/booking/status')) statusCalls += 1;
  });
  await appt.getByRole('button', { name: 'Cancel' }).click();
  await appt.getByRole('button', { name: 'Confirm' }).click();
  await expect(appt.getByText('This field is mandatory')).toBeVisible();
  expect(statusCalls).toBe(0);

  await appt.getByRole('button', { name: 'Reschedule' }).click();
  await appt.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Reschedule Appointment' })).toBeVisible();
  const oldDay = (await api(page, 'GET', `/api/v1/booking/unitId/${otherUnit}/day/${freeDay}`)).data.slots as Array<{
    slotStartAt: string;
    available: boolean;
  }>;
  // Not one of the patient's preferred sessions: that would confirm the move instead of proposing it.
  const next = oldDay.find(
    (s) =>
      s.available &&
      Date.parse(s.slotStartAt) !== Date.parse(freeSlot) &&
      !preferredStarts.has(Date.parse(s.slotStartAt)),
  )!;
  await selectMiniDay(page, freeDay);
  await page.getByRole('button', { name: 'Add Appointment' }).click();
  await add.getByRole('button', { name: /Start Time/ }).click();
  await page.getByRole('option', { name: local(next.slotStartAt, 'HHmm'), exact: true }).click();
  await add.getByRole('button', { name: 'Book' }).click();
  await expect(page.getByText(/You will be notified when/)).toBeVisible();
  const moved = (await api(page, 'GET', `/api/v1/booking/unitId/${otherUnit}/day/${freeDay}`)).data.slots as Array<{
    slotStartAt: string;
    available: boolean;
  }>;
  expect(moved.find((s) => Date.parse(s.slotStartAt) === Date.parse(freeSlot))?.available).toBe(true);
  expect(moved.find((s) => Date.parse(s.slotStartAt) === Date.parse(next.slotStartAt))?.available).toBe(false);

  // A started or past appointment offers Attended and No Show.
  const scheduled = await api(page, 'POST', `/api/v1/worklist/${tenant}/opd/clinic/${staffId}/filter`, {
    limit: 100,
    status: ['Scheduled'],
  });
  let pastDetail: Json['data'] = null;
  for (const row of scheduled.data.dataTable.data as Array<{
    referenceNo: string;
    cells: { ReferenceNo: { url?: string } };
  }>) {
    const detail = (
      await api(
        page,
        'GET',
        `/api/v1/booking/appointment/unitId/${row.cells.ReferenceNo.url?.split('/')[4]}/requesterId/${row.referenceNo}`,
      )
    ).data;
    if (detail.assignedSlot && Date.parse(detail.assignedSlot.slotStartAt as string) < Date.now()) {
      pastDetail = detail;
      break;
    }
  }
  expect(pastDetail, 'a past Scheduled appointment in the seed').not.toBeNull();
  const pastStart = pastDetail!.assignedSlot.slotStartAt as string;
  await page.goto(
    `/app/schedule/clinic/provider/${providerId}?unit=${pastDetail!.items[0].unitId as number}&date=${local(pastStart, 'yyyy-MM-dd')}`,
  );
  await page
    .locator('.sx__time-grid-event', { hasText: pastDetail!.items[0].patient.name as string })
    .first()
    .click();
  await expect(appt.getByRole('button', { name: 'Attended' })).toBeVisible();
  await expect(appt.getByRole('button', { name: 'No Show' })).toBeVisible();
  await expect(appt.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await page.context().close();
  await patient.page.context().close();
});

async function selectMiniDay(page: Page, date: string): Promise<void> {
  const calendar = page.getByRole('application', { name: /Choose a date/ });
  const target = new Date(`${date}T00:00:00Z`);
  const month = target.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
  const day = target.getUTCDate();
  const year = target.getUTCFullYear();
  const cell = calendar.getByRole('button', {
    name: new RegExp(`\\b(${day} ${month} ${year}|${month} ${day}, ${year})\\b`),
  });
  for (let i = 0; i < 3 && (await cell.count()) === 0; i += 1) {
    await calendar.getByRole('button', { name: 'Next month' }).click();
  }
  await cell.first().click();
}

test('time zones: an appointment shows at clinic time for sehat-id (Jakarta) and ava-sg (Singapore)', async ({
  browser,
}) => {
  for (const [id, timeZone] of [
    ['sehat-id', 'Asia/Jakarta'],
    ['ava-sg', 'Asia/Singapore'],
  ] as const) {
    // The device clock is UTC: only the tenant's zone may decide what the grid shows.
    const context = await browser.newContext({ timezoneId: 'UTC', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const link = await apiSignIn(page, id, 'clinic');
    const auth = (JSON.parse(readFileSync(`tenants/${id}/manifest.json`, 'utf8')) as { api: { authorization: string } })
      .api.authorization;
    const headers = { Authorization: auth };
    const summary = (await (
      await page.request.get(`/api/v1/provider/${link.split('/').pop()}/booking`, { headers })
    ).json()) as Json;
    const xsrf = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    let found: { unitId: number; start: string; name: string } | null = null;
    for (const unit of summary.data.appointmentUnits.slice(0, 8) as Array<{ unitId: number }>) {
      const from = formatInTimeZone(new Date(), timeZone, 'yyyy-MM-dd');
      const to = formatInTimeZone(new Date(Date.now() + 13 * 86_400_000), timeZone, 'yyyy-MM-dd');
      const res = (await (
        await page.request.post('/api/v1/booking/schedules', {
          headers: { ...headers, 'X-XSRF-TOKEN': xsrf },
          data: { unitIds: [unit.unitId], from, to },
        })
      ).json()) as Json;
      for (const day of res.data.units[0].calendar) {
        for (const s of day.schedules) {
          const b = s.bookedSlots[0];
          if (b && !found) found = { unitId: unit.unitId, start: b.slotStartAt, name: b.bookedCaseData.displayName };
        }
      }
      if (found) break;
    }
    expect(found, `a booking for ${id}`).not.toBeNull();
    const date = formatInTimeZone(new Date(found!.start), timeZone, 'yyyy-MM-dd');
    await page.goto(`/app/schedule/clinic/provider/${link.split('/').pop()}?unit=${found!.unitId}&date=${date}`);
    const event = page.locator('.sx__time-grid-event', { hasText: found!.name }).first();
    // Indonesian shows 15.00, English 15:00.
    const [hh, mm] = formatInTimeZone(new Date(found!.start), timeZone, 'HH:mm').split(':');
    await expect(event).toContainText(new RegExp(`(?<!\\d)${hh}[:.]${mm}(?!\\d)`));
    await context.close();
  }
});

test('a full health-screening session is one event wide enough to press; its chooser opens each booking', async ({
  browser,
}) => {
  // meridian-sg: the waiting-list journey frees a place of ava-sg's full session while this runs.
  const id = 'meridian-sg';
  const auth = (JSON.parse(readFileSync(`tenants/${id}/manifest.json`, 'utf8')) as { api: { authorization: string } })
    .api.authorization;
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript((t) => localStorage.setItem(`ava.locale.${t}`, 'en'), id);
  const providerId = (await apiSignIn(page, id, 'clinic')).split('/').pop() ?? '';
  const xsrf = async () => (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const headers = async () => ({ Authorization: auth, 'X-XSRF-TOKEN': await xsrf() });

  // The seeded full session, its second patient waiting (MCU…00902), and the bookings holding its places.
  const list = (await (
    await page.request.get(`/api/v1/provider/${providerId}/healthscreening/booking/waiting-list`, {
      headers: await headers(),
    })
  ).json()) as Json;
  const sessions = list.data.sessions as Array<{
    unitId: number;
    session: { start: string; localDate: string };
    entries: Array<{ referenceNo: string }>;
  }>;
  const session = sessions.find((s) => s.entries.length === 2)!;
  expect(session, 'the seeded full session').toBeDefined();
  const waiting = session.entries[1]!.referenceNo;
  const units = (await (
    await page.request.post('/api/v1/booking/schedules', {
      headers: await headers(),
      data: { unitIds: [session.unitId], from: session.session.localDate, to: session.session.localDate },
    })
  ).json()) as Json;
  type Booked = { slotStartAt: string; bookedCaseData: { displayName: string } };
  const places = (units.data.units[0].calendar as Array<{ schedules: Array<{ bookedSlots: Booked[] }> }>)
    .flatMap((d) => d.schedules.flatMap((s) => s.bookedSlots))
    .filter((b) => Date.parse(b.slotStartAt) === Date.parse(session.session.start))
    .map((b) => b.bookedCaseData.displayName);
  expect(places.length, 'a session of several places').toBeGreaterThan(2);

  await page.goto(`/app/schedule/create/${session.unitId}/${waiting}/MCU`);
  await expect(page.getByText('Showing Calendar for')).toBeVisible();
  // Other sessions may hold the same names: look at the session's own day and time.
  const day = page.locator(`.sx__time-grid-day[data-time-grid-date="${session.session.localDate}"]`);
  const at = formatInTimeZone(new Date(session.session.start), 'Asia/Singapore', 'HH:mm');
  const group = day
    .locator('.sx__time-grid-event', { hasText: `${places[0]} +${places.length - 1}` })
    .filter({ hasText: `${at} –` });
  await expect(group).toHaveCount(1);
  const box = (await group.boundingBox())!;
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);

  // From the keyboard: the event, then the chooser lists every place; the second opens its Appointment dialog.
  await group.focus();
  await page.keyboard.press('Enter');
  const chooser = page.getByRole('dialog', { name: /^Bookings, / });
  await expect(chooser.getByRole('listitem')).toHaveCount(places.length);
  await expect(chooser.getByRole('listitem')).toHaveText(places.map((name) => new RegExp(`^${name}`)));
  await expect(settledViolations(page)).resolves.toEqual([]);
  // Two places can hold patients of one name: the second place by position.
  await chooser.getByRole('listitem').nth(1).getByRole('button').press('Enter');
  await expect(chooser).toBeHidden();
  const appointment = page.getByRole('dialog', { name: 'Appointment' });
  await expect(appointment.locator('dd').first()).toHaveText(places[1]!);
  await context.close();
});
