/**
 * The theme-switch benchmark's data: one seeded in-memory database, a week of
 * a clinic doctor's calendar filled with appointments booked through the
 * staff booking API, and one API server per bundle variant over that same
 * database, so both variants show the same page with the same data.
 */
import { and, eq, gt, lt } from 'drizzle-orm';
import { bookPath } from '../../src/lib/api/contract/schedules/staff-booking';
import { appointmentRequests, appointmentUnits, scheduleSlots } from '../../server/db/schema/domain';
import { addDays, atLocal, mondayOf } from '../../server/db/seed/domain/local-dates';
import { Browser, createTestApp, type TestApp } from '../../server/testing/test-app';
import { buildApp } from '../../server/app';

export const benchTenant = 'ava-sg';

/** The clinic schedule week the benchmark shows. */
export interface BenchWeek {
  providerId: string;
  unitId: number;
  /** Monday of the shown week (tenant time zone). */
  monday: string;
  /** Bookings in that week once filled. */
  appointments: number;
}

export interface BenchServers {
  week: BenchWeek;
  /** Base URL per dist folder, in the order given. */
  urls: string[];
  close: () => Promise<void>;
}

/**
 * The seed books only a few slots a week per doctor, so the calendar would be
 * mostly empty. Next week (all in the future, so bookable) of the doctor with
 * the most slots is filled: open requests of the clinic are copied onto that
 * doctor (the one step the API has no call for: a request is created by a
 * patient's form) and each copy is booked into a free slot through the same
 * booking endpoint the schedule's dialog uses.
 */
async function fillWeek(t: TestApp): Promise<BenchWeek> {
  const tenant = t.app.deps.tenants.get(benchTenant)!;
  const clinic = new Browser(t.app, benchTenant);
  const login = await clinic.login(`clinic@${benchTenant}.demo`);
  if (login.statusCode !== 200) throw new Error(`clinic login failed: ${login.statusCode}`);
  // The sign-in answer links to the clinic's worklist, /app/provider/<providerId>.
  const providerId = decodeURIComponent(
    (JSON.parse(login.body) as { data: { link: string } }).data.link.split('/').pop() ?? '',
  );
  const monday = addDays(mondayOf(new Date(), tenant.timeZone), 7);
  const from = atLocal(monday, '00:00', tenant.timeZone);
  const to = atLocal(addDays(monday, 7), '00:00', tenant.timeZone);
  const db = t.handle.db;
  const units = await db
    .select()
    .from(appointmentUnits)
    .where(
      and(
        eq(appointmentUnits.tenantId, benchTenant),
        eq(appointmentUnits.providerId, providerId),
        eq(appointmentUnits.kind, 'doctor'),
      ),
    );
  const slotsOf = (unitId: number) =>
    db
      .select()
      .from(scheduleSlots)
      .where(and(eq(scheduleSlots.unitId, unitId), gt(scheduleSlots.start, from), lt(scheduleSlots.start, to)))
      .orderBy(scheduleSlots.start);
  let best = { unitId: 0, doctorId: null as string | null, slots: [] as Awaited<ReturnType<typeof slotsOf>> };
  for (const unit of units) {
    const slots = await slotsOf(unit.unitId);
    if (slots.length > best.slots.length) best = { unitId: unit.unitId, doctorId: unit.doctorId, slots };
  }
  const free = best.slots.filter((s) => s.bookedCount < s.capacity);
  const [template] = await db
    .select()
    .from(appointmentRequests)
    .where(
      and(
        eq(appointmentRequests.tenantId, benchTenant),
        eq(appointmentRequests.providerId, providerId),
        eq(appointmentRequests.requestType, 'OPD'),
      ),
    )
    .limit(1);
  if (!template) throw new Error('the seed has no OPD request to copy');
  const copies = free.map((_, i) => ({
    ...template,
    id: `${template.id}-bench-${i}`,
    referenceNo: `BENCH${String(i).padStart(5, '0')}`,
    status: 'Pending Clinic Response' as const,
    unitId: best.unitId,
    doctorId: best.doctorId,
    assignedSlotStart: null,
    assignedSlotEnd: null,
  }));
  if (copies.length > 0) await db.insert(appointmentRequests).values(copies);

  let booked = best.slots.length - free.length;
  for (const [i, slot] of free.entries()) {
    const res = await clinic.request({
      method: 'POST',
      url: bookPath(best.unitId, copies[i]!.referenceNo),
      payload: {
        assignedSlot: { slotStartAt: slot.start.toISOString(), slotEndAt: slot.end.toISOString() },
        isReschedule: false,
      },
    });
    if (res.statusCode !== 200) {
      throw new Error(`booking ${copies[i]!.referenceNo} failed: ${res.statusCode} ${res.body}`);
    }
    booked += 1;
  }
  return { providerId, unitId: best.unitId, monday, appointments: booked };
}

/** Seeds, fills the week and serves each dist folder on its port (same database). */
export async function startBenchServers(dists: string[], ports: number[]): Promise<BenchServers> {
  const t = await createTestApp({ seedDomain: true, serveDist: dists[0], logger: false });
  const apps = [t.app];
  try {
    const week = await fillWeek(t);
    for (const dist of dists.slice(1)) {
      apps.push(await buildApp({ db: t.handle.db, tenants: t.app.deps.tenants, serveDist: dist, logger: false }));
    }
    for (const [i, app] of apps.entries()) await app.listen({ port: ports[i]!, host: '127.0.0.1' });
    return {
      week,
      urls: ports.slice(0, apps.length).map((p) => `http://127.0.0.1:${p}`),
      close: async () => {
        for (const app of apps.slice(1)) await app.close();
        await t.close();
      },
    };
  } catch (err) {
    for (const app of apps.slice(1)) await app.close();
    await t.close();
    throw err;
  }
}
