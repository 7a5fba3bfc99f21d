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

/** The least SMTP server nodemailer talks to: accepts one session's mail and answers with its raw source. */
async function smtpSink(): Promise<{ url: string; received: Promise<string>; close: () => void }> {
  const { createServer } = await import('node:net');
  let deliver: (source: string) => void = () => undefined;
  const received = new Promise<string>((resolve) => (deliver = resolve));
  const server = createServer((socket) => {
    let data: string | null = null;
    let buffer = '';
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data !== null) {
          if (line === '.') {
            deliver(data);
            data = null;
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
        } else if (/^DATA/i.test(line)) {
          data = '';
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write(/^EHLO/i.test(line) ? '250 sink\r\n' : '250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => server.close() };
}

describe('SMTP transport', () => {
  it('sends the plain text, the html and the invite as one multipart mail', async () => {
    const sink = await smtpSink();
    try {
      const { log } = recordingLog();
      await mailerFromEnv(noDb, log, {
        demo: false,
        env: { SMTP_URL: sink.url, MAIL_FROM: 'AVA <no-reply@ava.example>' },
      }).send({
        ...message,
        html: '<p>Your verification code is <strong>K7PQ2M</strong>.</p>',
        attachments: [
          { filename: 'invite.ics', contentType: 'text/calendar; method=REQUEST', content: 'BEGIN:VCALENDAR' },
        ],
      });
      const source = await sink.received;
      expect(source).toMatch(/Content-Type: multipart\/mixed/);
      expect(source).toMatch(/Content-Type: multipart\/alternative/);
      expect(source).toMatch(/Content-Type: text\/plain[^]*Your verification code is K7PQ2M\./);
      expect(source).toMatch(/Content-Type: text\/html[^]*<strong>K7PQ2M<\/strong>/);
      expect(source).toMatch(/Content-Type: text\/calendar; method=REQUEST[^]*filename=invite\.ics/);
    } finally {
      sink.close();
    }
  });
});
