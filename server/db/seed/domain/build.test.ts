import { formatInTimeZone } from 'date-fns-tz';
import { describe, expect, it } from 'vitest';
import { appointmentRequestStatuses } from '../../schema/domain';
import { buildDomainSeed } from './build';
import { addDays, mondayOf } from './local-dates';
import { scheduleWeeks } from './schedules';
import { makeSeedContext } from './test-context';

const ctx = makeSeedContext();
const seed = buildDomainSeed(ctx);
const byTenant = <T extends { tenantId?: string | null }>(rows: T[], tenantId: string) =>
  rows.filter((r) => r.tenantId === tenantId);

describe('buildDomainSeed', () => {
  it('is deterministic: the same context gives the same rows', () => {
    expect(JSON.stringify(buildDomainSeed(makeSeedContext()))).toBe(JSON.stringify(seed));
  });

  it('follows "today": a later now moves the schedules', () => {
    const later = buildDomainSeed(makeSeedContext({ now: new Date('2026-03-25T02:30:00Z') }));
    expect(later.scheduleDays[0]?.localDate).not.toBe(seed.scheduleDays[0]?.localDate);
  });

  it('gives every table unique ids', () => {
    for (const rows of [
      seed.scheduleSlots,
      seed.scheduleSessions,
      seed.scheduleDays,
      seed.slotBookings,
      seed.appointmentRequests,
      seed.doctors,
      seed.facilities,
    ]) {
      const ids = rows.map((r) => ('id' in r ? r.id : ''));
      expect(new Set(ids).size).toBe(ids.length);
    }
    const unitIds = seed.appointmentUnits.map((u) => u.unitId);
    expect(new Set(unitIds).size).toBe(unitIds.length);
  });
});

describe.each(ctx.tenants.map((t) => [t.id, t] as const))('tenant %s', (tenantId, tenant) => {
  it('has at least 24 doctors, each doctor user linked to one record', () => {
    const doctors = byTenant(seed.doctors, tenantId);
    expect(doctors.length).toBeGreaterThanOrEqual(24);
    expect(doctors.filter((d) => d.userId === `u-${tenantId}-doctor`)).toHaveLength(1);
    expect(doctors.some((d) => d.fullname.length > 35)).toBe(true);
    expect(new Set(doctors.flatMap((d) => d.specialties)).size).toBeGreaterThanOrEqual(12);
  });

  it('schedules every unit over the 8 weeks from the local Monday, at local clinic hours', () => {
    const monday = mondayOf(ctx.now, tenant.timeZone);
    const days = byTenant(seed.scheduleDays, tenantId);
    const dates = days.map((d) => d.localDate).sort();
    expect(dates[0]! >= monday).toBe(true);
    expect(dates.at(-1)! <= addDays(monday, scheduleWeeks * 7 - 1)).toBe(true);
    for (const unit of byTenant(seed.appointmentUnits, tenantId)) {
      const weeks = new Set(
        days
          .filter((d) => d.unitId === unit.unitId)
          .map((d) => Math.floor((Date.parse(d.localDate) - Date.parse(monday)) / (7 * 864e5))),
      );
      expect(weeks.size, `unit ${unit.unitId}`).toBe(scheduleWeeks);
    }
    const starts = new Set(
      byTenant(seed.scheduleSessions, tenantId).map((s) => formatInTimeZone(s.start, tenant.timeZone, 'HH:mm')),
    );
    expect([...starts].sort()).toEqual(['08:00', '09:00', '14:00']);
    expect(days.some((d) => d.isClosed)).toBe(true);
  });

  it('has full slots and a fully booked day, never overbooked', () => {
    const slots = byTenant(seed.scheduleSlots, tenantId);
    const bookingsPerSlot = new Map<string, number>();
    for (const b of byTenant(seed.slotBookings, tenantId)) {
      bookingsPerSlot.set(b.slotId, (bookingsPerSlot.get(b.slotId) ?? 0) + 1);
    }
    const wrong = slots.filter((s) => s.bookedCount > s.capacity || (bookingsPerSlot.get(s.id) ?? 0) !== s.bookedCount);
    expect(wrong).toEqual([]);
    expect(slots.filter((s) => s.capacity === 1 && s.bookedCount === 1).length).toBeGreaterThan(10);
    expect(slots.some((s) => s.capacity === 3 && s.bookedCount === 3)).toBe(true);
    const perSession = new Map<string, boolean>();
    for (const s of slots) {
      perSession.set(s.sessionId, (perSession.get(s.sessionId) ?? true) && s.bookedCount >= s.capacity);
    }
    expect([...perSession.values()].some(Boolean)).toBe(true);
  });

  it('has at least 30 requests over the past 60 days in every status and both types', () => {
    const requests = byTenant(seed.appointmentRequests, tenantId);
    expect(requests.length).toBeGreaterThanOrEqual(30);
    expect(new Set(requests.map((r) => r.status))).toEqual(new Set(appointmentRequestStatuses));
    expect(new Set(requests.map((r) => r.requestType))).toEqual(new Set(['OPD', 'MCU']));
    for (const r of requests) {
      const age = ctx.now.getTime() - r.createdAt.getTime();
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThanOrEqual(61 * 864e5);
      const preferred = seed.preferredSlots.filter((p) => p.requestId === r.id).map((p) => p.priority);
      expect(preferred).toEqual(r.status === 'Incomplete' ? [] : [1, 2]);
      if (r.status === 'Attended' || r.status === 'No Show') {
        expect(r.assignedSlotStart!.getTime()).toBeLessThan(ctx.now.getTime());
      }
      const history = seed.appointmentStatusHistory.filter((h) => h.requestId === r.id);
      expect(history.at(-1)?.status).toBe(r.status);
    }
    expect(requests.some((r) => r.status === 'Scheduled' && r.assignedSlotStart! > ctx.now)).toBe(true);
    expect(requests.filter((r) => r.patientUserId === `u-${tenantId}-patient`).length).toBeGreaterThan(15);
  });

  it('has payors with ID types, tax from the manifest, and PAF cases in several flag states', () => {
    const payors = byTenant(seed.payors, tenantId);
    expect(payors.length).toBeGreaterThanOrEqual(3);
    const clientIds = new Set(payors.map((p) => p.clientId));
    expect(seed.identificationDocumentTypes.filter((t) => clientIds.has(t.clientId)).map((t) => t.label)).toContain(
      'Passport',
    );
    expect(byTenant(seed.taxInfo, tenantId)[0]).toMatchObject({
      taxName: tenant.tax.taxName,
      taxPercent: tenant.tax.taxPercent.toFixed(2),
    });
    const cases = byTenant(seed.pafCases, tenantId);
    expect(cases.some((c) => c.isPolicyHolderPartCompleted === null)).toBe(true);
    expect(cases.some((c) => c.isPolicyHolderPartCompleted === false)).toBe(true);
    expect(
      cases.some((c) => c.isHospitalPartCompleted && c.isSpecialistPartCompleted && c.isPatientPartCompleted),
    ).toBe(true);
    const staffed = byTenant(seed.panelEntities, tenantId).filter((p) =>
      p.userDetail.some((d) => d.role === 'hospital' && d.userIds.includes(`u-${tenantId}-hospital`)),
    );
    expect(staffed.some((p) => p.tpe === 'Hospital')).toBe(true);
    expect(byTenant(seed.screeningPackages, tenantId).length).toBeGreaterThanOrEqual(6);
  });
});
