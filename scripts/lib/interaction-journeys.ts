/**
 * The interactions the bench measures (docs/decisions/0076-the-interactions-bench.md), each as a page set up once and a
 * step
 * repeated on it: what the user does (measured), what shows it happened, and
 * an unmeasured way back to the same state for the next repetition. Selectors
 * are roles and labels, as the journeys in tests/e2e use them.
 */
import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import type { InteractionSamples } from './interaction-gate';
import { measureStep, type Step } from './interaction-measure';
import type { BenchSession } from './interaction-session';

export interface JourneyContext {
  session: BenchSession;
  repetitions: number;
  /** Called with each interaction's samples as soon as it is measured. */
  onInteraction: (r: InteractionSamples) => void;
}

/** Measures `step(i)` `repetitions` times; a failure is recorded, not thrown, so the other interactions still run. */
async function measure(
  ctx: JourneyContext,
  page: Page,
  name: string,
  step: (i: number) => Step & { reset?: () => Promise<void>; prepare?: () => Promise<void> },
): Promise<void> {
  const samples: number[] = [];
  let error: string | undefined;
  try {
    for (let i = 0; i < ctx.repetitions; i += 1) {
      const s = step(i);
      await s.prepare?.();
      samples.push(await measureStep(page, ctx.session.cpuRate, s));
      await s.reset?.();
    }
  } catch (e) {
    error = e instanceof Error ? e.message.split('\n')[0] : String(e);
  }
  ctx.onInteraction({ name, samples, ...(error ? { error } : {}) });
}

const visible = (l: Locator) => l.first().waitFor({ state: 'visible' });
const hidden = (l: Locator) => l.first().waitFor({ state: 'hidden' });

/** Waits until the page has had no request in flight for a moment: a refetch the step started has landed. */
function quietNetwork(page: Page): () => Promise<void> {
  let inFlight = 0;
  page.on('request', () => (inFlight += 1));
  page.on('requestfinished', () => (inFlight -= 1));
  page.on('requestfailed', () => (inFlight -= 1));
  return async () => {
    let quietSince = Date.now();
    for (;;) {
      await page.waitForTimeout(25);
      if (inFlight > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= 150) return;
    }
  };
}

/** The page's main content as text, to see a list replaced (table rows at 1280 px, cards at 390 px). */
const mainText = (page: Page) => page.locator('main').innerText();

/** Waits until the main content differs from `before` and the network is quiet. */
async function changed(page: Page, before: string, quiet: () => Promise<void>): Promise<void> {
  await quiet();
  const deadline = Date.now() + 15_000;
  while ((await mainText(page)) === before) {
    if (Date.now() > deadline) throw new Error('the page did not change');
    await page.waitForTimeout(25);
  }
}

/** Staff worklist (clinic home): the Status filter, a status tick, the next page. */
async function worklist(ctx: JourneyContext, width: 390 | 1280): Promise<void> {
  const page = await ctx.session.open({ tenant: 'ava-sg', role: 'clinic', width });
  const quiet = quietNetwork(page);
  const rows = page.locator('tbody tr');
  await visible(rows);
  const status = page.getByRole('button', { name: /^Status/ });
  const filter = page.getByRole('dialog', { name: 'Status' });
  await measure(ctx, page, `worklist: open the Status filter (${width} px)`, () => ({
    act: () => status.click(),
    settle: () => visible(filter),
    reset: async () => {
      await page.keyboard.press('Escape');
      await hidden(filter);
    },
  }));
  if (width === 1280) {
    await status.click();
    await visible(filter);
    const scheduled = page.getByRole('checkbox', { name: 'Scheduled', exact: true });
    // Tick and untick in turn: each is one tick that refetches the list.
    await measure(ctx, page, `worklist: tick a status (${width} px)`, () => ({
      act: () => scheduled.click({ force: true }),
      settle: quiet,
    }));
    await page.keyboard.press('Escape');
    await hidden(filter);
    await quiet();
  }
  let shown = '';
  await measure(ctx, page, `worklist: next page (${width} px)`, () => ({
    prepare: async () => {
      await quiet();
      shown = await mainText(page);
    },
    act: () => page.getByRole('button', { name: 'Older' }).click(),
    settle: () => changed(page, shown, quiet),
    reset: async () => {
      const older = await mainText(page);
      await page.getByRole('button', { name: 'Newer' }).click();
      await changed(page, older, quiet);
    },
  }));
  await page.context().close();
}

/** Patient doctor search: type a name, Enter, the results render. */
async function doctorSearch(ctx: JourneyContext, width: 390 | 1280): Promise<void> {
  const page = await ctx.session.open({ tenant: 'ava-sg', role: 'patient', width, path: () => '/app/search-doctor' });
  const quiet = quietNetwork(page);
  const name = page.getByLabel('Doctor Name');
  await visible(name);
  await quiet();
  const found = page.getByRole('heading', { name: /doctors? found/ });
  await measure(ctx, page, `doctor search: type a name, Enter (${width} px)`, () => ({
    prepare: async () => {
      await name.fill('');
      await name.focus();
    },
    act: async () => {
      await page.keyboard.type('Aisyah');
      await page.keyboard.press('Enter');
    },
    settle: async () => {
      await quiet();
      await visible(found);
    },
  }));
  await page.context().close();
}

/** Theme and language switches on a patient page of a tenant that offers two languages. */
async function switches(ctx: JourneyContext): Promise<void> {
  const page = await ctx.session.open({
    tenant: 'lumina-my',
    role: 'patient',
    width: 1280,
    path: () => '/app/patient',
  });
  const quiet = quietNetwork(page);
  await visible(page.getByRole('heading', { level: 1 }));
  await quiet();
  const html = page.locator('html');
  await measure(ctx, page, 'patient inbox: switch theme (1280 px)', (i) => ({
    act: () => page.getByRole('button', { name: /^Switch to (dark|light) theme$/ }).click(),
    settle: () => html.and(page.locator(`[data-theme="${i % 2 === 0 ? 'dark' : 'light'}"]`)).waitFor(),
  }));
  // A native select: arrow keys change it without opening it (the keys are the trusted input), down then back up.
  const language = page.getByRole('combobox', { name: 'Language' });
  await language.focus();
  await measure(ctx, page, 'patient inbox: switch language (1280 px)', (i) => ({
    act: () => page.keyboard.press(i % 2 === 0 ? 'ArrowDown' : 'ArrowUp'),
    settle: async () => {
      await html.and(page.locator(`[lang="${i % 2 === 0 ? 'ms' : 'en'}"]`)).waitFor();
      await quiet();
    },
  }));
  await page.context().close();
}

/** A worklist read as the page makes it (in the page, so it carries the session, the XSRF pair and the tenant's header). */
async function worklistRows(page: Page, tenant: string, status: string): Promise<WorklistRow[]> {
  const authorization = (JSON.parse(fs.readFileSync(`tenants/${tenant}/manifest.json`, 'utf8')) as Manifest).api
    .authorization;
  const cookies = await page.context().cookies();
  const xsrf = decodeURIComponent(cookies.find((c) => c.name.endsWith('XSRF-TOKEN'))?.value ?? '');
  const staffId = cookies.find((c) => c.name === 'userId')?.value ?? '';
  const url = `/api/v1/worklist/${tenant}/opd/clinic/${staffId}/filter`;
  const body = JSON.stringify({ limit: 100, status: [status], requestType: ['OPD'] });
  return page.evaluate(
    async ([u, b, x, a]) => {
      const headers = { 'X-XSRF-TOKEN': x, Authorization: a, 'Content-Type': 'application/json' };
      const res = await fetch(u, { method: 'POST', headers, body: b });
      return ((await res.json()) as { data: { dataTable: { data: WorklistRow[] } } }).data.dataTable.data;
    },
    [url, body, xsrf, authorization] as const,
  );
}

interface Manifest {
  api: { authorization: string };
}
interface WorklistRow {
  referenceNo: string;
  cells: {
    ReferenceNo: { url: string };
    'Doctor/Package': { value: string };
    Location: { value: string };
    Appointment: { at?: string };
  };
}

const providerPath = (link: string) => `/app/schedule/clinic/provider/${link.split('/').pop() ?? ''}`;

/** Clinic schedule: choose a doctor, next week, week → day, open an appointment, switch theme. */
async function clinicSchedule(ctx: JourneyContext): Promise<void> {
  const page = await ctx.session.open({ tenant: 'ava-sg', role: 'clinic', width: 1280, path: providerPath });
  const quiet = quietNetwork(page);
  const prompt = page.getByText('Please select the doctor(s) to view schedule(s)');
  await visible(prompt);
  // A booked appointment still to come, so its week has an event to open.
  const now = Date.now();
  const booked = (await worklistRows(page, 'ava-sg', 'Scheduled')).find(
    (r) => Date.parse(r.cells.Appointment.at ?? '') > now,
  );
  if (!booked) throw new Error('no upcoming scheduled appointment in the seed');
  const doctor = page.getByRole('checkbox', {
    name: `${booked.cells['Doctor/Package'].value}, ${booked.cells.Location.value}`,
  });
  const week = page.locator('[data-ndays="7"] .sx__calendar-wrapper');
  await measure(ctx, page, 'clinic schedule: choose a doctor (1280 px)', () => ({
    act: () => doctor.click({ force: true }),
    settle: async () => {
      await visible(week);
      await quiet();
    },
    reset: async () => {
      await doctor.click({ force: true });
      await visible(prompt);
      await quiet();
    },
  }));
  await doctor.click({ force: true });
  await visible(week);
  await quiet();
  // The toolbar's Next (the date picker's hidden one has the same name and no text).
  const next = page.getByRole('button', { name: 'Next', exact: true }).filter({ hasText: '›' });
  const previous = page.getByRole('button', { name: 'Previous', exact: true }).filter({ hasText: '‹' });
  let shown = '';
  await measure(ctx, page, 'clinic schedule: next week (1280 px)', () => ({
    prepare: async () => {
      shown = await mainText(page);
    },
    act: () => next.click(),
    settle: () => changed(page, shown, quiet),
    reset: async () => {
      const later = await mainText(page);
      await previous.click();
      await changed(page, later, quiet);
    },
  }));
  const html = page.locator('html');
  await measure(ctx, page, 'clinic schedule: switch theme (1280 px)', (i) => ({
    act: () => page.getByRole('button', { name: /^Switch to (dark|light) theme$/ }).click(),
    settle: () => html.and(page.locator(`[data-theme="${i % 2 === 0 ? 'dark' : 'light'}"]`)).waitFor(),
  }));
  if (ctx.repetitions % 2 === 1) await page.getByRole('button', { name: 'Switch to light theme' }).click();

  // The appointment's own week, as a link from the worklist opens it.
  const unit = booked.cells.ReferenceNo.url.split('/')[4] ?? '';
  const day = new Date(Date.parse(booked.cells.Appointment.at ?? '') + 8 * 3_600_000).toISOString().slice(0, 10);
  await page.goto(`${page.url().split('?')[0] ?? ''}?unit=${unit}&date=${day}`);
  await visible(week);
  await quiet();
  const view = page.getByRole('button', { name: /\bView\b/ });
  await measure(ctx, page, 'clinic schedule: week → day view (1280 px)', () => ({
    prepare: async () => {
      await view.click();
      await visible(page.getByRole('option', { name: 'Day' }));
    },
    act: () => page.getByRole('option', { name: 'Day' }).click(),
    settle: async () => {
      await visible(page.locator('[data-layout="day"]'));
      await quiet();
    },
    reset: async () => {
      await view.click();
      await page.getByRole('option', { name: 'Week' }).click();
      await visible(week);
      await quiet();
    },
  }));
  // schedule-x draws events as plain elements; the journeys open them by its class too (schedules.spec.ts).
  const event = page
    .locator('.sx__time-grid-event', { hasText: booked.referenceNo })
    .or(page.locator('.sx__time-grid-event'));
  const appointment = page.getByRole('dialog', { name: 'Appointment' });
  await measure(ctx, page, 'clinic schedule: open an appointment (1280 px)', () => ({
    act: () => event.first().click(),
    settle: async () => {
      await visible(appointment);
      await quiet();
    },
    reset: async () => {
      await page.keyboard.press('Escape');
      await hidden(appointment);
    },
  }));
  await page.context().close();
}

/** Appointment Management's Add Appointment dialog: choosing a start time. */
async function addAppointment(ctx: JourneyContext): Promise<void> {
  const page = await ctx.session.open({ tenant: 'ava-sg', role: 'clinic', width: 1280 });
  const quiet = quietNetwork(page);
  await visible(page.locator('tbody tr'));
  const pending = (await worklistRows(page, 'ava-sg', 'Pending Clinic Response'))[0];
  if (!pending) throw new Error('no pending OPD request in the seed');
  await page.goto(new URL(pending.cells.ReferenceNo.url, page.url()).href);
  await visible(page.getByText('Showing Calendar for'));
  await quiet();
  await page.getByRole('button', { name: 'Add Appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Appointment' });
  const start = dialog.getByRole('button', { name: /Start Time/ });
  const options = page.getByRole('listbox').getByRole('option');
  await measure(ctx, page, 'appointment management: Add Appointment time choice (1280 px)', (i) => ({
    prepare: async () => {
      await start.click();
      await visible(options);
    },
    act: () => options.nth(i % 2).click(),
    settle: async () => {
      await hidden(page.getByRole('listbox'));
      await quiet();
    },
  }));
  await page.context().close();
}

/** A patient's new health-screening (MCU) form, submitted, so the session picker shows (set-up, by mouse, unmeasured). */
async function submittedMcuForm(page: Page): Promise<void> {
  await page.goto(new URL('/app/health-screening', page.url()).href);
  await page
    .getByRole('button', { name: /^Choose / })
    .first()
    .click();
  await page
    .getByRole('button', { name: /\bCountry\b/ })
    .first()
    .click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await page
    .getByRole('article')
    .getByRole('button', { name: /^Select / })
    .first()
    .click();
  await page.getByLabel('Full Name').fill('Bench Patient');
  await page.getByRole('radio', { name: 'Female' }).check({ force: true });
  await page.getByRole('group', { name: 'Date of Birth' }).getByRole('spinbutton').first().click();
  await page.keyboard.type('02041990');
  await page.getByRole('combobox', { name: /Nationality/ }).fill('Indo');
  await page.getByRole('option').first().click();
  await page.getByLabel('Email').fill('bench.patient@example.com');
  await page.getByRole('textbox', { name: /Mobile Number/ }).fill('91234567');
  await page
    .getByRole('button', { name: /\bMedical Conditions\b/ })
    .first()
    .click();
  await page.getByRole('listbox').getByRole('option', { name: 'None' }).first().click();
  await page.getByLabel('Height (cm)').fill('160');
  await page.getByLabel('Weight (kg)').fill('55');
  await page.getByText(/I understand I must fast/).click();
  await page.getByText(/I consent to the collection/).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await visible(page.getByText('Please select TWO preferred sessions'));
}

/** MCU session picker: choosing a day (its sessions show), then Next with a session chosen. */
async function sessionPicker(ctx: JourneyContext, width: 390 | 1280): Promise<void> {
  const page = await ctx.session.open({ tenant: 'ava-sg', role: 'patient', width });
  const quiet = quietNetwork(page);
  await visible(page.getByRole('heading', { level: 1 }));
  await submittedMcuForm(page);
  await quiet();
  // Days still open after today (today's started sessions are not offered, so it depends on the hour).
  const days = page.locator(
    '[role="gridcell"] [role="button"]:not([aria-disabled="true"]):not([aria-label^="Today"]):not([data-outside-month])',
  );
  const sessions = page.getByRole('group', { name: 'Select Preferred Session(s)' }).getByRole('button');
  const free = sessions.filter({ hasNotText: '*' }).and(page.locator(':not([disabled])'));
  // Two days of one month with a free session, so each repetition opens the other one and Next has a session to
  // take; near a month's end they are in the next month.
  let open: number[] = [];
  for (let month = 0; open.length < 2 && month < 3; month += 1) {
    if (month > 0) {
      await page.getByRole('button', { name: 'Next month' }).click();
      await quiet();
    }
    open = [];
    for (let i = 0; open.length < 2 && i < (await days.count()); i += 1) {
      await days.nth(i).click();
      await quiet();
      if ((await free.count()) > 0) open.push(i);
    }
  }
  if (open.length < 2) throw new Error('fewer than two days with a free session in three months');
  const day = (i: number) => days.nth(open[i % 2]!);
  await measure(ctx, page, `session picker: choose a day (${width} px)`, (i) => ({
    act: () => day(i).click(),
    settle: async () => {
      await quiet();
      await visible(sessions);
    },
  }));
  // The picker's Next (the calendar has a hidden, text-less one too); Delete option 1 gives the choice back.
  const next = page.getByRole('button', { name: 'Next', exact: true }).filter({ hasText: 'Next' });
  await measure(ctx, page, `session picker: Next (${width} px)`, (i) => ({
    prepare: async () => {
      await day(i).click();
      await quiet();
      await free.first().click();
    },
    act: () => next.click(),
    settle: () => visible(page.getByText(/^Option 1: /)),
    reset: async () => {
      await page.getByRole('button', { name: 'Delete option 1' }).click();
      await hidden(page.getByText(/^Option 1: /));
      await quiet();
    },
  }));
  await page.context().close();
}

/** Opens a react-aria Select by its label (its button is named 'value label') and picks an option (set-up, unmeasured). */
async function choose(scope: Page | Locator, page: Page, label: string, option: string | RegExp): Promise<void> {
  await scope
    .getByRole('button', { name: new RegExp(`${label.replace(/[/()]/g, '\\$&')}$`) })
    .first()
    .click();
  await page.getByRole('listbox').getByRole('option', { name: option }).first().click();
}

/** Types a date into a react-aria date field, its first segment clicked (set-up, unmeasured). */
async function typeDate(page: Page, group: string, ddmmyyyy: string): Promise<void> {
  await page.getByRole('group', { name: group }).first().getByRole('spinbutton').first().click();
  await page.keyboard.type(ddmmyyyy);
}

const ddmmyyyyIn = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${String(d.getDate()).padStart(2, '0')}${String(d.getMonth() + 1).padStart(2, '0')}${d.getFullYear()}`;
};

/**
 * PAF wizard (specialist): Next on each step up to the referral; the last
 * step, the specialist's signature QR, has no Next (and needs a phone). One case, filled
 * minimally at full speed as the pre-authorisation journey fills it; each Next
 * is measured, BACK (unmeasured) returns for the next repetition. The wizard
 * keeps its values, so a repeated Next saves the same draft again: the first
 * pass through the patient step creates the case, the later ones save it.
 * The patient-step QR page's Next does not wait for signatures, so no phone signs.
 */
async function pafWizard(ctx: JourneyContext): Promise<void> {
  const page = await ctx.session.open({ tenant: 'ava-sg', role: 'specialist', width: 1280, path: () => '/app/paf' });
  const quiet = quietNetwork(page);
  const next = page.getByRole('button', { name: 'NEXT' });
  const back = page.getByRole('button', { name: 'BACK' });
  await visible(next);
  await choose(page, page, 'Payor', /Lion City Assurance/);
  /** Measures Next from the step showing `from` to the one showing `to`, then moves on to it. */
  const nextStep = async (name: string, from: Locator, to: Locator) => {
    await visible(from);
    await quiet();
    await measure(ctx, page, `PAF wizard: Next, ${name} (1280 px)`, () => ({
      act: () => next.click(),
      settle: async () => {
        await visible(to);
        await quiet();
      },
      reset: async () => {
        await back.click();
        await hidden(to);
        await visible(from);
        await quiet();
      },
    }));
    await next.click();
    await visible(to);
    await quiet();
  };
  const payor = page.getByRole('button', { name: /\bPayor\b/ });
  const patient = page.getByRole('heading', { name: 'Section A: Patient Information' });
  await nextStep('payor → patient', payor, patient);
  await measure(ctx, page, 'PAF wizard: Next on the patient step, errors shown (1280 px)', () => ({
    act: () => next.click(),
    settle: async () => {
      await visible(page.getByRole('alert').filter({ hasText: 'Error' }));
      await quiet();
    },
  }));

  // An adult patient who is the policyholder: Section A alone.
  const section = page.getByRole('region', { name: 'Section A: Patient Information' });
  await section.getByLabel('First Name').fill('Bench');
  await section.getByLabel('Last Name').fill('Patient');
  await choose(section, page, 'Identification Document Type', 'NRIC');
  await section.getByLabel('Identification Number').fill('S1234567D');
  await page.getByRole('radio', { name: 'Female' }).check({ force: true });
  await typeDate(page, 'Date of Birth', '03031985');
  await section.getByLabel('E-mail Address').fill('bench.patient@example.com');
  await section.getByLabel('Mobile Number').fill('91234567');
  const qr = page.getByRole('img', { name: /^QR code for / });
  await nextStep('patient → signatures QR', patient, qr);

  const admission = page.getByRole('heading', { name: 'Section B: Admission Details' });
  await nextStep('signatures QR → admission', qr, admission);
  await typeDate(page, 'Date of Admission', ddmmyyyyIn(3));
  await choose(page, page, 'Hospital/Facility', /.+/);

  const sectionC = page.getByRole('heading', { name: /Section C/ });
  await nextStep('admission → Section C', admission, sectionC);
  await page.getByLabel('Presenting Complaint and Symptoms').fill('Right upper quadrant pain after meals');
  await typeDate(page, 'Date Symptoms First Started', ddmmyyyyIn(-30));
  await typeDate(page, 'Date of First Consultation for this Condition', ddmmyyyyIn(-20));
  const diagnosis = page.getByRole('textbox', { name: 'Primary Diagnosis (ICD-10)' });
  await diagnosis.fill('K80');
  await diagnosis.press('Enter');
  await page
    .getByRole('region', { name: 'Primary Diagnosis (ICD-10) results' })
    .getByRole('button', { name: /^Expand / })
    .first()
    .click();
  await page
    .getByRole('button', { name: /^K80\.\d/ })
    .first()
    .click();

  const treatment = page.getByLabel('Length of Stay (days)');
  await nextStep('Section C → Section D treatment', sectionC, treatment);
  await typeDate(page, 'Expected Admission Date and Time', ddmmyyyyIn(3));
  await treatment.fill('3');
  await choose(page, page, 'Treatment Type', 'Surgical');
  await choose(page, page, 'Ward Type', 'Single Bedded');

  const estimate = page.getByRole('heading', { name: 'Estimated Treatment Cost' });
  await nextStep('treatment → estimate', treatment, estimate);
  await page.getByRole('button', { name: 'Add Procedure' }).click();
  await page.getByLabel('Procedure Fee').fill('10,000');
  await page.getByLabel('Principal Surgeon Fee').fill('2500.50');

  const summary = page.getByRole('heading', { name: 'Treatment Cost Summary' });
  await nextStep('estimate → cost summary', estimate, summary);
  const referral = page.getByRole('heading', { name: 'Referral', exact: true });
  await nextStep('cost summary → referral', summary, referral);
  // The last step (the specialist's QR) has no BACK, so its Next could be measured once per case only: the
  // referral step's Next is measured as it answers a referral with the doctor's details missing (its errors).
  await page
    .getByRole('radiogroup', { name: 'Was the patient referred by another doctor?' })
    .getByRole('radio', { name: 'Yes' })
    .check({ force: true });
  await page
    .getByRole('radiogroup', { name: 'Is there a copy of the referral letter?' })
    .getByRole('radio', { name: 'No' })
    .check({ force: true });
  await quiet();
  await measure(ctx, page, 'PAF wizard: Next on the referral step, errors shown (1280 px)', () => ({
    act: () => next.click(),
    settle: async () => {
      await visible(page.getByRole('alert').filter({ hasText: 'Error' }));
      await quiet();
    },
  }));
  await page.context().close();
}

/**
 * The staff worklist has no search box (status, request type and dates only);
 * the staff list that has one is the specialist's pre-authorisation list,
 * which filters as the ID is typed: type an ID, Enter, the list answers.
 */
async function pafListSearch(ctx: JourneyContext): Promise<void> {
  const page = await ctx.session.open({
    tenant: 'ava-sg',
    role: 'specialist',
    width: 1280,
    path: () => '/app/preauth',
  });
  const quiet = quietNetwork(page);
  await visible(page.getByRole('columnheader', { name: 'Case ID' }));
  await quiet();
  const search = page.getByRole('searchbox', { name: 'Search by identification number' });
  const none = page.getByText('No results found');
  await measure(ctx, page, 'PAF list: search box, type an ID, Enter (1280 px)', () => ({
    prepare: async () => {
      await search.fill('');
      await hidden(none);
      await quiet();
      await search.focus();
    },
    act: async () => {
      await page.keyboard.type('no-such-id');
      await page.keyboard.press('Enter');
    },
    settle: async () => {
      await quiet();
      await visible(none);
    },
  }));
  await page.context().close();
}

/** My Account (patient): Save asks to confirm; Yes saves and says so. */
async function myAccount(ctx: JourneyContext, width: 390 | 1280): Promise<void> {
  const page = await ctx.session.open({
    tenant: 'ava-sg',
    role: 'patient',
    width,
    path: () => '/app/user-profile/my-account',
  });
  const quiet = quietNetwork(page);
  await visible(page.getByRole('heading', { level: 1, name: 'My Account' }));
  await quiet();
  const confirm = page.getByRole('alertdialog', { name: 'Save changes' });
  const success = page.getByRole('dialog', { name: 'Success!' });
  await measure(ctx, page, `My Account: Save, then Yes (${width} px)`, () => ({
    prepare: async () => {
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await visible(confirm);
    },
    act: () => confirm.getByRole('button', { name: 'Yes' }).click(),
    settle: async () => {
      await visible(success);
      await quiet();
    },
    reset: async () => {
      await success.getByRole('button', { name: 'OK' }).click();
      await hidden(success);
    },
  }));
  await page.context().close();
}

export const journeys: Array<{ name: string; run: (ctx: JourneyContext) => Promise<void> }> = [
  { name: 'worklist 1280', run: (ctx) => worklist(ctx, 1280) },
  { name: 'worklist 390', run: (ctx) => worklist(ctx, 390) },
  { name: 'doctor search 1280', run: (ctx) => doctorSearch(ctx, 1280) },
  { name: 'doctor search 390', run: (ctx) => doctorSearch(ctx, 390) },
  { name: 'switches', run: switches },
  { name: 'clinic schedule', run: clinicSchedule },
  { name: 'add appointment', run: addAppointment },
  { name: 'session picker 1280', run: (ctx) => sessionPicker(ctx, 1280) },
  { name: 'paf wizard', run: pafWizard },
  { name: 'paf list search', run: pafListSearch },
  { name: 'my account 1280', run: (ctx) => myAccount(ctx, 1280) },
];
