import { describe, expect, it } from 'vitest';
import type { ScaleFixture } from '../../server/db/scale/fixture';
import { scaleCalls, weekOf, pafRange, worklistRange, type ScaleDiscovery } from './scale-calls';

const account = (tenantId: string, roleId: string) => ({
  tenantId,
  email: `${roleId}@${tenantId}.scale`,
  roleId,
  userId: `u-${roleId}`,
});
const fixture: ScaleFixture = {
  size: 'small',
  seed: 1,
  counts: { appointment_requests: 10 },
  generationMs: 1,
  password: 'pw',
  clinic: { ...account('ava-sg', 'clinic'), providerId: 'prov-1', client: 'ava-sg' },
  clinicUnitIds: [11, 12, 13],
  screening: { ...account('ava-sg', 'clinic'), providerId: 'prov-2', unitIds: [21, 22] },
  patient: account('ava-sg', 'patient'),
  malaysianPatient: account('lumina-my', 'patient'),
  search: { doctorName: 'Tan', specialtyId: 'malaysia:cardiology', diagnosisCode: 'I20' },
  payor: { ...account('lumina-my', 'payor'), client: 'lumina-my-insurer' },
  specialist: account('lumina-my', 'specialist'),
  hospital: account('lumina-my', 'hospital'),
  caseId: 'PAF-1',
};
const today = '2026-11-26'; // a Thursday
const discovery: ScaleDiscovery = {
  today: { clinic: today, screening: today, patient: today, malaysianPatient: today, payor: today },
  country: 'malaysia',
  specialtyName: 'Cardiology',
  worklistStatus: 'Pending Clinic Response',
  page50: { page: 50, created: 1_790_000_000_000 },
  pafStatus: 'pending',
  inboxCase: { service: 'OPD', referenceNo: 'OPD1' },
};
const calls = scaleCalls(fixture, discovery);
const call = (name: string) => calls.find((c) => c.name === name)!;

describe('the growth bench calls', () => {
  it('covers every screen of the issue once, by a unique name', () => {
    expect(calls.map((c) => c.name)).toEqual([
      'worklist: first page',
      'worklist: status filter',
      'worklist: date range (30 days)',
      'worklist: page 50 by cursor',
      'patient inbox',
      'patient case details',
      'doctor search: name',
      'doctor search: specialty',
      'doctor search: diagnosis (MY)',
      'clinic schedule: summary',
      'clinic schedule: week, 3 doctors',
      'screening schedule: summary',
      'screening schedule: week',
      'PAF list: payor, 60 days',
      'PAF list: payor, pending',
      'PAF case details',
    ]);
    // The providers' summaries are beyond the issue's list: reported, not gated.
    expect(calls.filter((c) => !c.gated).map((c) => c.name)).toEqual([
      'clinic schedule: summary',
      'screening schedule: summary',
    ]);
  });

  it('sends the paths and bodies the client sends', () => {
    const worklist = '/api/v1/worklist/ava-sg/opd/clinic/u-clinic';
    expect(call('worklist: first page')).toMatchObject({
      method: 'POST',
      path: worklist,
      body: { limit: 10, page: 1 },
    });
    expect(call('worklist: status filter')).toMatchObject({
      path: `${worklist}/filter`,
      body: { status: ['Pending Clinic Response'] },
    });
    expect(call('worklist: date range (30 days)').body).toMatchObject({ startDate: '2026-10-27', endDate: today });
    expect(call('worklist: page 50 by cursor').body).toEqual({
      limit: 10,
      page: 50,
      action: 'older',
      created: 1_790_000_000_000,
    });
    expect(call('doctor search: diagnosis (MY)').body).toEqual({
      clientName: 'lumina-my',
      country: 'malaysia',
      diagnosis: 'I20',
    });
    expect(call('doctor search: specialty').body).toMatchObject({ specialty: 'Cardiology' });
    expect(call('clinic schedule: week, 3 doctors').body).toEqual({
      unitIds: [11, 12, 13],
      from: '2026-11-23',
      to: '2026-11-29',
    });
    expect(call('PAF list: payor, 60 days').body).toEqual({
      limit: 10,
      pageNo: 1,
      searchText: '',
      startDate: today,
      endDate: '2027-01-25',
      status: 'all',
    });
    expect(call('PAF case details').path).toBe('/pds/v1/epaf/summary/caseId/PAF-1/roleType/payor');
    expect(call('patient case details').path).toBe('/arrow/api/v1/opd/refNo/OPD1/details/u-patient');
  });

  it('counts an empty answer as bad, so a bench of 404s or empty pages measures nothing', () => {
    const page = (n: number) => ({ dataTable: { columns: [], data: Array.from({ length: n }, () => ({})) } });
    expect(call('worklist: first page').hasData(page(10))).toBe(true);
    expect(call('worklist: first page').hasData(page(0))).toBe(false);
    expect(call('worklist: first page').hasData(undefined)).toBe(false);
    expect(call('doctor search: name').hasData([{ doctorId: 'd' }])).toBe(true);
    expect(call('doctor search: name').hasData([])).toBe(false);
    const week = (units: number, sessions: number) => ({
      units: Array.from({ length: units }, () => ({ calendar: [{ schedules: Array.from({ length: sessions }) }] })),
    });
    expect(call('clinic schedule: week, 3 doctors').hasData(week(3, 1))).toBe(true);
    expect(call('clinic schedule: week, 3 doctors').hasData(week(2, 1))).toBe(false);
    expect(call('clinic schedule: week, 3 doctors').hasData(week(3, 0))).toBe(false);
    expect(call('PAF list: payor, 60 days').hasData({ pageData: [{}], totalItems: 1 })).toBe(true);
    expect(call('PAF list: payor, 60 days').hasData({ pageData: [], totalItems: 0 })).toBe(false);
    expect(call('PAF case details').hasData({ caseId: 'PAF-1' })).toBe(true);
    expect(call('PAF case details').hasData({ caseId: 'PAF-2' })).toBe(false);
  });

  it('asks the ranges the screens default to', () => {
    expect(weekOf('2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekOf('2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(pafRange('2026-12-31')).toEqual({ startDate: '2026-12-31', endDate: '2027-03-01' });
    expect(worklistRange('2026-03-01')).toEqual({ startDate: '2026-01-30', endDate: '2026-03-01' });
  });
});
