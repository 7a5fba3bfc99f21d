import { describe, expect, it } from 'vitest';
import { sessionPath, sessionResponseSchema } from '../../../src/lib/api/contract/auth';
import {
  doctorSearchPath,
  doctorSearchResponseSchema,
  specialtiesPath,
  specialtiesResponseSchema,
} from '../../../src/lib/api/contract/doctor-search';
import { caseDetailsPath, caseDetailsResponseSchema } from '../../../src/lib/api/contract/patient-inbox/case-details';
import { nationalityPath, nationalityResponseSchema } from '../../../src/lib/api/contract/patient-booking/forms';
import { patientWorklistPath, patientWorklistResponseSchema } from '../../../src/lib/api/contract/patient-inbox/inbox';
import {
  mcuPaths,
  packageLocationsResponseSchema,
  recommendationsResponseSchema,
  selectLocationResponseSchema,
} from '../../../src/lib/api/contract/patient-booking/mcu';
import {
  sessionBookingPaths,
  appointmentSummaryResponseSchema,
} from '../../../src/lib/api/contract/patient-booking/session-booking';
import { requestLocale } from '../../lib/data-locale';
import { Browser, parse } from '../../testing/test-app';
import { testAppForFile } from '../../testing/test-app-for-file';

/**
 * Data (packages, specialties) in the language the portal shows, English without a header
 * (docs/decisions/0033-data-in-every-language.md).
 */
const t = testAppForFile({ seedDomain: true });

async function patient(client: string) {
  const b = new Browser(t.app, client);
  await b.login(`patient@${client}.demo`);
  const me = parse(sessionResponseSchema, await b.request({ method: 'GET', url: sessionPath })).data;
  return { b, userId: me.userId };
}

const inLanguage = (language?: string) => (language ? { 'accept-language': language } : {});

describe('data in the caller language', () => {
  it('names screening packages and their contents in Chinese, Indonesian, or English without a header', async () => {
    const { b, userId } = await patient('harbour-hk');
    const packages = async (language?: string) =>
      parse(
        recommendationsResponseSchema,
        await b.request({
          method: 'POST',
          url: mcuPaths.recommendations(userId, 'harbour-hk'),
          payload: {},
          headers: inLanguage(language),
        }),
      ).data;
    const zh = await packages('zh-HK');
    expect(zh.map((p) => p.name)).toContain('基本健康檢查');
    expect(zh.find((p) => p.name === '基本健康檢查')?.description).toContain('全血細胞計數');
    const id = await packages('id');
    expect(id.map((p) => p.name)).toContain('Pemeriksaan Kesehatan Dasar');
    const en = await packages();
    expect(en.map((p) => p.name)).toContain('Essential Health Screening');
    expect(en.find((p) => p.name === 'Essential Health Screening')?.description).toContain('full blood count');
    // The same packages, in the same order: only the words change.
    expect(zh.map((p) => p.packageId)).toEqual(en.map((p) => p.packageId));
  });

  it('words nationality choices in the caller language and keeps the English value that is stored', async () => {
    const { b } = await patient('harbour-hk');
    const list = async (language?: string) =>
      parse(
        nationalityResponseSchema,
        await b.request({ method: 'GET', url: nationalityPath, headers: inLanguage(language) }),
      ).data;
    const en = await list();
    expect(en.find((n) => n.value === 'Singaporean')?.label).toBe('Singaporean');
    expect((await list('zh-HK')).find((n) => n.value === 'Chinese (Hong Kong)')?.label).toBe('中國（香港）');
    expect((await list('id')).find((n) => n.value === 'Others')?.label).toBe('Lainnya');
    expect((await list('ms')).find((n) => n.value === 'American')?.label).toBe('Amerika Syarikat');
    // Only the words change: the same values in the same order.
    expect((await list('ms')).map((n) => n.value)).toEqual(en.map((n) => n.value));
  });

  it('labels specialties for display and keeps the English name as the search value', async () => {
    const { b } = await patient('harbour-hk');
    const list = async (language?: string) =>
      parse(
        specialtiesResponseSchema,
        await b.request({ method: 'GET', url: specialtiesPath('hong kong'), headers: inLanguage(language) }),
      ).data;
    const cardiology = (rows: Awaited<ReturnType<typeof list>>) => rows.find((s) => s.name === 'Cardiology');
    expect(cardiology(await list('zh-HK'))?.label).toBe('心臟科');
    expect(cardiology(await list('id'))?.label).toBe('Kardiologi');
    expect((await list('ms')).find((s) => s.name === 'Orthopaedics')?.label).toBe('Ortopedik');
    expect(cardiology(await list())?.label).toBe('Cardiology');
    // A language the portal does not offer reads English.
    expect(cardiology(await list('fr-FR'))?.label).toBe('Cardiology');
  });

  it('adds worded specialties beside the values in doctor search results', async () => {
    const { b } = await patient('sehat-id');
    const search = async (language?: string) =>
      parse(
        doctorSearchResponseSchema,
        await b.request({
          method: 'POST',
          url: doctorSearchPath,
          payload: { clientName: 'sehat-id', country: 'indonesia', specialty: 'Cardiology' },
          headers: inLanguage(language),
        }),
      ).data;
    const id = await search('id');
    expect(id.length).toBeGreaterThan(0);
    for (const doctor of id) {
      expect(doctor.specialties).toContain('Cardiology');
      expect(doctor.specialtyLabels[doctor.specialties.indexOf('Cardiology')]).toBe('Kardiologi');
    }
    const zh = await search('zh-HK');
    expect(zh[0]?.specialtyLabels).toContain('心臟科');
    const en = await search();
    expect(en[0]?.specialtyLabels).toEqual(en[0]?.specialties);
    // The languages a doctor speaks are worded too (stored as English words).
    const spoken = (rows: typeof en) => new Set(rows.flatMap((d) => d.languages));
    expect([...spoken(en)].some((l) => ['English', 'Javanese', 'Sundanese', 'Mandarin'].includes(l))).toBe(true);
    for (const l of spoken(id)) expect(['Bahasa Indonesia', 'Inggris', 'Jawa', 'Mandarin', 'Sunda']).toContain(l);
    for (const l of spoken(zh)) expect(l).toMatch(/^\p{Script=Han}+$/u);
  });

  it('names the chosen package in the caller language in the inbox, the summary and the case details', async () => {
    const { b, userId } = await patient('harbour-hk');
    const [pkg] = parse(
      recommendationsResponseSchema,
      await b.request({ method: 'POST', url: mcuPaths.recommendations(userId, 'harbour-hk'), payload: {} }),
    ).data;
    const locations = parse(
      packageLocationsResponseSchema,
      await b.request({ method: 'POST', url: mcuPaths.locations(pkg!.packageId, 'harbour-hk'), payload: {} }),
    ).data;
    const payload = { packageId: pkg!.packageId, unitId: locations.locations[0]!.unitId };
    const created = parse(
      selectLocationResponseSchema,
      await b.request({ method: 'PUT', url: mcuPaths.selectLocation(userId, 'harbour-hk'), payload }),
    ).data;

    const inboxCell = async (language?: string) => {
      const inbox = parse(
        patientWorklistResponseSchema,
        await b.request({
          method: 'POST',
          url: patientWorklistPath(userId),
          payload: { limit: 25 },
          headers: inLanguage(language),
        }),
      ).data;
      const row = inbox.dataTable.data.find((r) => r.referenceNo === created.referenceNo);
      return row?.cells['Doctor/Package']?.value;
    };
    expect(await inboxCell('zh-HK')).toBe('基本健康檢查');
    expect(await inboxCell()).toBe('Essential Health Screening');

    const summary = await b.request({
      method: 'GET',
      url: sessionBookingPaths.summary('mcu', created.cRequestId),
      headers: inLanguage('id'),
    });
    expect(parse(appointmentSummaryResponseSchema, summary).data.packageName).toBe('Pemeriksaan Kesehatan Dasar');

    const details = await b.request({
      method: 'GET',
      url: caseDetailsPath('MCU', created.referenceNo, userId),
      headers: inLanguage('zh-HK'),
    });
    expect(parse(caseDetailsResponseSchema, details).data.items[0]?.screening?.packageName).toBe('基本健康檢查');
  });
});

describe('requestLocale', () => {
  const read = (header?: string) =>
    requestLocale({ headers: header === undefined ? {} : { 'accept-language': header } });

  it('takes the first supported tag, exactly, and English otherwise', () => {
    expect(read('zh-HK')).toBe('zh-HK');
    expect(read('zh-hk')).toBe('zh-HK');
    expect(read('ms')).toBe('ms');
    expect(read('id-ID,id;q=0.9,en;q=0.8')).toBe('id');
    expect(read('zh-TW')).toBe('en');
    expect(read('de, fr;q=0.5')).toBe('en');
    expect(read('')).toBe('en');
    expect(read()).toBe('en');
  });
});
