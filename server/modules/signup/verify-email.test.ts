import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authenticateResponseSchema } from '../../../src/lib/api/contract/auth';
import { createAppointmentPath, createAppointmentResponseSchema } from '../../../src/lib/api/contract/doctor-search';
import {
  registerPath,
  registerResponseSchema,
  signupMessages,
  signupPath,
  signupResponseSchema,
  verificationCodePath,
  verifyEmailPath,
} from '../../../src/lib/api/contract/signup';
import { nameControlCharactersMessage } from '../../../src/lib/api/contract/text';
import { users } from '../../db/schema/core';
import { appointmentRequests } from '../../db/schema/domain';
import { renderNotification } from '../notifications';
import { Browser, errorOf, parse } from '../../testing/test-app';
import { dermatologyRequestBody } from '../../testing/opd-request';
import { testAppForFile } from '../../testing/test-app-for-file';
import type { MailMessage } from '../../types';

const sent: MailMessage[] = [];
const t = testAppForFile({ seedDomain: true, mailer: { send: (m) => Promise.resolve(void sent.push(m)) } });

const email = 'outside.person@example.com';
const password = 'Secret@123';
const codeIn = (mail: MailMessage | undefined) =>
  /code to confirm this e-mail address is ([A-Z0-9]{6})/.exec(mail?.text ?? '')?.[1];
const mailsTo = (address: string) => sent.filter((m) => m.to === address);

async function notificationJobs(): Promise<number> {
  const rows = await t.handle.db.execute(sql`select count(*)::int as n from pgboss.job where name = 'notification'`);
  const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as { n: number }[];
  return Number(list[0]?.n ?? 0);
}

async function signUp(b: Browser, firstname: string) {
  const { userId } = parse(
    signupResponseSchema,
    await b.request({
      method: 'POST',
      url: signupPath,
      payload: { email, password, password2: password, termsAndConditions: true, clientName: 'ava-sg' },
    }),
  ).data;
  return b.request({
    method: 'POST',
    url: registerPath('ava-sg'),
    payload: {
      userId,
      version: '1',
      bdayDtPattern: 'yyyy-MM-dd',
      firstname,
      lastname: 'Tan',
      gender: 'Female',
      dateofbirth: '1990-02-03',
      mobilenumber: '+65 9123 4567',
    },
  });
}

async function requestDermatology(b: Browser, userId: string) {
  return b.request({
    method: 'POST',
    url: createAppointmentPath(userId, 'ava-sg', 'web', 'linux'),
    payload: await dermatologyRequestBody(b, 'ava-sg'),
  });
}

describe('a new account proves its address before any request or mail', () => {
  it('refuses a first name with CR/LF at registration, per field', async () => {
    const b = new Browser(t.app, 'ava-sg', '10.9.0.1');
    await b.primeXsrf();
    const res = await signUp(b, 'Eve\r\nATTENDEE;CN=Mallory:mailto:mallory@evil.example');
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual({ firstname: nameControlCharactersMessage });
  });

  it('mails a code on registration, leads the login to it, refuses requests and mail until it is confirmed', async () => {
    const b = new Browser(t.app, 'ava-sg', '10.9.0.2');
    await b.primeXsrf();
    const registered = parse(
      registerResponseSchema,
      await signUp(b, 'URGENT: your claim is suspended. Re-verify at https://evil.example/x'),
    ).data;
    expect(registered.email).toBe(email);
    const codeMails = mailsTo(email);
    expect(codeMails).toHaveLength(1);
    // The code mail holds nothing the person typed.
    expect(codeMails[0]!.text).not.toMatch(/URGENT|evil/);
    const code = codeIn(codeMails[0]);
    expect(code).toBeDefined();

    // Signed in, the unverified patient lands on the code step and cannot open a request.
    const login = await b.login(email, password);
    expect(parse(authenticateResponseSchema, login).data.link).toBe('/app/signup/ava-sg/verify');
    const jobsBefore = await notificationJobs();
    const refused = await requestDermatology(b, registered.userId);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(signupMessages.unverified);
    const [none] = await t.handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(appointmentRequests)
      .where(eq(appointmentRequests.patientUserId, registered.userId));
    expect(Number(none?.n)).toBe(0);

    // A wrong code and the reset flow's endpoint do not confirm it; asking again waits 90 s (the reset code's rule).
    const wrong = await b.request({
      method: 'POST',
      url: verifyEmailPath,
      payload: { clientName: 'ava-sg', email, code: code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).fields).toEqual({ code: signupMessages.codeInvalid });
    const again = await b.request({
      method: 'POST',
      url: verificationCodePath,
      payload: { clientName: 'ava-sg', email },
    });
    expect(again.statusCode).toBe(429);
    expect(mailsTo(email)).toHaveLength(1);

    const ok = await b.request({
      method: 'POST',
      url: verifyEmailPath,
      payload: { clientName: 'ava-sg', email, code },
    });
    expect(ok.statusCode).toBe(200);
    // The code works once.
    expect(
      (await b.request({ method: 'POST', url: verifyEmailPath, payload: { clientName: 'ava-sg', email, code } }))
        .statusCode,
    ).toBe(400);

    const created = parse(createAppointmentResponseSchema, await requestDermatology(b, registered.userId)).data;
    expect(created.referenceNo).toMatch(/^OPD/);
    // Nothing was queued for the address while it was unproven.
    expect(jobsBefore).toBe(await notificationJobs());
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('writes no mail to a patient whose address is not proven, for any of their requests', async () => {
    const patientId = 'u-ava-sg-patient';
    const [request] = await t.handle.db
      .select({ id: appointmentRequests.id })
      .from(appointmentRequests)
      .where(eq(appointmentRequests.patientUserId, patientId))
      .limit(1);
    expect(request).toBeDefined();
    const event = { kind: 'appointment-cancelled', requestId: request!.id, reason: 'x' } as const;
    const before = await renderNotification(t.app.deps, 'ava-sg', event);
    expect(before.map((m) => m.to)).toContain('patient@ava-sg.demo');
    await t.handle.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, patientId));
    const after = await renderNotification(t.app.deps, 'ava-sg', event);
    expect(after.map((m) => m.to)).not.toContain('patient@ava-sg.demo');
    await t.handle.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, patientId));
  });
});
