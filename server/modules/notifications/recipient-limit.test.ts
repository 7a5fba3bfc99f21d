import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../testing/test-app-for-file';
import type { MailMessage } from '../../types';
import { limitPerRecipient, recipientLimits } from './recipient-limit';

const t = testAppForFile({ jobs: { work: false } });

/** A logger that keeps every line it is given, whatever the level. */
function capturingLog(lines: string[]): FastifyBaseLogger {
  const keep = (...args: unknown[]) => void lines.push(JSON.stringify(args));
  const log = { info: keep, warn: keep, error: keep, debug: keep, trace: keep, fatal: keep, level: 'trace' };
  return { ...log, child: () => log, silent: keep } as unknown as FastifyBaseLogger;
}

const mail = (to: string, n: number): MailMessage => ({ to, subject: `Mail ${n}`, text: `Hello ${n}` });

describe('per-recipient mail limit', () => {
  it('drops the 11th mail in an hour to one address and logs it without the address', async () => {
    const sent: MailMessage[] = [];
    const lines: string[] = [];
    let now = new Date('2026-11-27T08:00:00Z');
    const mailer = limitPerRecipient(
      t.handle.db,
      capturingLog(lines),
      { send: (m) => Promise.resolve(void sent.push(m)) },
      () => now,
    );
    const victim = 'Victim@Outside.example';
    for (let n = 1; n <= 11; n += 1) {
      // The same address in another case counts as the same recipient.
      await mailer.send(mail(n % 2 ? victim : victim.toLowerCase(), n));
      now = new Date(now.getTime() + 60_000);
    }
    expect(sent.map((m) => m.subject)).toEqual(Array.from({ length: 10 }, (_, i) => `Mail ${i + 1}`));
    expect(lines.join('\n')).toMatch(/mail dropped/);
    expect(lines.join('\n').toLowerCase()).not.toContain('outside.example');
    expect(lines.join('\n')).not.toContain('Hello 11');

    // Another address still gets its mail.
    await mailer.send(mail('someone@else.example', 12));
    expect(sent).toHaveLength(11);

    // An hour after the first mail the hourly allowance returns, until the daily one runs out.
    now = new Date('2026-11-27T09:00:30Z');
    await mailer.send(mail(victim, 13));
    expect(sent).toHaveLength(12);
    for (let h = 2; h < 6; h += 1) {
      now = new Date(`2026-11-27T${String(8 + h * 2).padStart(2, '0')}:00:00Z`);
      for (let n = 0; n < recipientLimits.perHour; n += 1) await mailer.send(mail(victim, 100 + h * 10 + n));
    }
    const toVictim = sent.filter((m) => m.to.toLowerCase() === victim.toLowerCase());
    expect(toVictim).toHaveLength(recipientLimits.perDay);
  });
});
