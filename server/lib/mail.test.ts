import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { Mailer } from '../types';
import { demoMailer, mailerFromEnv } from './mail';

const message = {
  to: 'nurse@clinic.example',
  subject: 'Your AVA verification code',
  text: 'Your verification code is K7PQ2M.',
};

function recordingLog(): { log: FastifyBaseLogger; lines: string[] } {
  const lines: string[] = [];
  const record = (line: unknown) => void lines.push(String(line));
  return { log: { warn: record, info: record, error: record } as unknown as FastifyBaseLogger, lines };
}

/** A database nothing may touch: any use fails the test. */
const noDb = new Proxy(
  {},
  {
    get: () => {
      throw new Error('the mailer touched the database');
    },
  },
) as Db;

describe('mailerFromEnv without SMTP', () => {
  it.each([false, true])('logs mail to a real address as undelivered, subject only (demo %s)', async (demo) => {
    const { log, lines } = recordingLog();
    await expect(
      mailerFromEnv(noDb, log, { demo, env: { NODE_ENV: 'production' } }).send(message),
    ).resolves.toBeUndefined();
    expect(lines).toEqual(['mail not delivered (set SMTP_URL or SMTP_HOST): Your AVA verification code']);
  });
});

describe('demoMailer', () => {
  it('sends only demo addresses to the mailbox', async () => {
    const kept: string[] = [];
    const sent: string[] = [];
    const mailbox: Mailer = { send: (m) => Promise.resolve(void kept.push(m.to)) };
    const real: Mailer = { send: (m) => Promise.resolve(void sent.push(m.to)) };
    const mailer = demoMailer(mailbox, real);
    for (const to of [
      'clinic@lumina-my.demo',
      'Patient@AVA-SG.demo ',
      message.to,
      'someone@demo.example',
      'x.demo@clinic.example',
    ]) {
      await mailer.send({ ...message, to });
    }
    expect(kept).toEqual(['clinic@lumina-my.demo', 'Patient@AVA-SG.demo ']);
    expect(sent).toEqual([message.to, 'someone@demo.example', 'x.demo@clinic.example']);
  });
});
