import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProfile } from '../../modules/account/profile-queries';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { Deps } from '../../types';
import { users } from '../schema/core';
import { appointmentRequests, pafCases } from '../schema/domain';

/**
 * A demo patient is one person everywhere. Their seeded cases carry the birth
 * date, gender, mobile and e-mail that My Account shows, and an invented
 * patient (no account) has one birth date, mobile and e-mail across all their
 * requests and PAF cases (docs/decisions/0036-profile-prefill-and-consistent-demo-data.md).
 */
describe('demo people are the same on their profile and their cases', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedDomain: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  const preferred = (items: Array<{ value: string; preferred: string }>) =>
    items.find((i) => i.preferred === 'true')?.value;

  it("every demo patient's requests and PAF cases carry the profile's birth date, gender, mobile and e-mail", async () => {
    const patients = await t.handle.db.select().from(users).where(eq(users.roleId, 'patient'));
    expect(patients.length).toBeGreaterThanOrEqual(5);
    const cases = await t.handle.db.select().from(pafCases);
    for (const user of patients) {
      const profile = await loadProfile({ db: t.handle.db } as unknown as Deps, user.id);
      const mobile = preferred(profile.contact_number);
      const email = preferred(profile.email);
      expect(profile.birthday, user.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(profile.gender, user.id).not.toBeNull();
      // The account's own mobile (what a new request copies) is the profile's.
      expect(user.mobile, user.id).toBe(mobile);

      const requests = await t.handle.db
        .select()
        .from(appointmentRequests)
        .where(eq(appointmentRequests.patientUserId, user.id));
      expect(requests.length, `${user.id} has seeded requests`).toBeGreaterThan(0);
      for (const r of requests) {
        const shown = { dob: r.patient.dob, gender: r.patient.gender, sms: r.patient.sms, email: r.patient.email };
        expect(shown, `${r.id} of ${user.id}`).toEqual({
          dob: profile.birthday,
          gender: profile.gender,
          sms: mobile,
          email,
        });
      }
      const name = `${profile.firstname} ${profile.lastname}`;
      for (const c of cases.filter((x) => x.tenantId === user.tenantId && x.fullName === name)) {
        const p = c.patient as { dateOfBirth: string; gender: string; mobile: string; email: string };
        expect({ dob: p.dateOfBirth, gender: p.gender, mobile: p.mobile, email: p.email }, c.caseId).toEqual({
          dob: profile.birthday,
          gender: profile.gender,
          mobile,
          email,
        });
      }
    }
  });

  it('an invented patient has one birth date, gender, mobile and e-mail across requests and PAF cases', async () => {
    const requests = await t.handle.db.select().from(appointmentRequests);
    const cases = await t.handle.db.select().from(pafCases);
    const seen = new Map<string, string>();
    const facts = [
      ...requests
        .filter((r) => r.patientUserId === null && r.patient.dob !== '')
        .map((r) => {
          const p = r.patient;
          return { who: `${r.tenantId}/${p.name}`, facts: JSON.stringify([p.dob, p.gender, p.sms, p.email]), at: r.id };
        }),
      ...cases.map((c) => {
        const p = c.patient as { dateOfBirth: string; gender: string; mobile: string; email: string };
        return {
          who: `${c.tenantId}/${c.fullName}`,
          facts: JSON.stringify([p.dateOfBirth, p.gender, p.mobile, p.email]),
          at: c.caseId,
        };
      }),
    ];
    expect(facts.length).toBeGreaterThan(50);
    for (const { who, facts: these, at } of facts) {
      const first = seen.get(who);
      if (first === undefined) seen.set(who, these);
      else expect(these, `${at} (${who})`).toBe(first);
    }
  });
});
