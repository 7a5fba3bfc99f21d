import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { formatInTimeZone } from 'date-fns-tz';
import { signInPatient } from '../support/patient-forms';

/**
 * docs/decisions/0084-proposals-the-patients-reschedule-page.md:
 * a time the clinic proposed is answered where it is shown. The mail's link lands on Case
 * Details, which shows the time with Accept and Decline; the inbox row shows the time beside its own; Decline asks
 * first; both are thumb-sized on a phone and well apart.
 */
const tenant = 'ava-sg';
const zone = 'Asia/Singapore';
const authorization = (
  JSON.parse(readFileSync(`tenants/${tenant}/manifest.json`, 'utf8')) as { api: { authorization: string } }
).api.authorization;
const shown = (iso: string) => formatInTimeZone(new Date(iso), zone, 'dd MMM yyyy hh:mm a');

interface Row {
  referenceNo: string;
  requestType: string;
  cells: { Appointment?: { at?: string } };
}

/** The patient's requests awaiting their answer, newest first, as the inbox's filter answers them. */
async function proposals(page: Page, userId: string): Promise<Row[]> {
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await page.request.post(`/api/v1/worklist/patient/${userId}/filter`, {
    headers: { Authorization: authorization, 'X-XSRF-TOKEN': xsrf },
    data: { limit: 100, status: ['Pending Patient Response'] },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { dataTable: { data: Row[] } } }).data.dataTable.data;
}

test('ava-sg patient at 390 px: the proposal is answered in the inbox row and on Case Details, Decline confirmed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInPatient(page, tenant);
  const userId = decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'userId')?.value ?? '');
  const rows = await proposals(page, userId);
  expect(rows.length, 'the seed gives the patient a proposed time').toBeGreaterThan(0);
  const { referenceNo, requestType, cells } = rows[0]!;
  const at = cells.Appointment?.at ?? '';
  expect(at, 'the row carries the proposed time').not.toBe('');

  // The inbox row: the time beside Accept and Decline, each at least 44 px tall and well apart.
  await page.goto('/app/patient');
  const table = page.getByRole('table', { name: 'Your appointment requests' });
  await expect(table).not.toHaveAttribute('aria-busy', /.*/);
  const row = table.locator('tbody tr', { hasText: referenceNo });
  await expect(row).toContainText(shown(at));
  const accept = row.getByRole('button', { name: 'Accept' });
  const decline = row.getByRole('button', { name: 'Decline' });
  const [a, d] = [(await accept.boundingBox())!, (await decline.boundingBox())!];
  expect(a.height).toBeGreaterThanOrEqual(44);
  expect(d.height).toBeGreaterThanOrEqual(44);
  expect(d.width).toBeGreaterThanOrEqual(44);
  const apart = d.y >= a.y + a.height ? d.y - (a.y + a.height) : d.x - (a.x + a.width);
  expect(apart, 'space between Accept and Decline').toBeGreaterThanOrEqual(16);
  // One tap on Decline changes nothing: it asks first.
  await decline.click();
  const dialog = page.getByRole('alertdialog', { name: 'Decline the proposed time?' });
  await expect(dialog).toContainText(shown(at));
  await dialog.getByRole('button', { name: 'Go back' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Accept' })).toBeVisible();

  // The mail's landing page: Case Details shows the time with Accept and Decline.
  await page.goto(`/app/view/${requestType}/${referenceNo}`);
  const card = page.getByRole('region', { name: 'Please confirm your new appointment time' });
  await expect(card).toContainText(shown(at));
  await card.getByRole('button', { name: 'Decline' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Go back' }).click();
  const box = (await card.getByRole('button', { name: 'Accept' }).boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Successfully accepted appointment request.')).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(
    page
      .getByText(/^Status:\s*Scheduled$/)
      .or(page.getByRole('link', { name: 'Reschedule' }))
      .first(),
  ).toBeVisible();
});
