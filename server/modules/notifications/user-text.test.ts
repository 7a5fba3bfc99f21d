import { describe, expect, it } from 'vitest';
import { mailBrandOf } from './brand';
import { mailHtml, mailText } from './layout';
import { greetingName, oneLine, withoutAutoLinks } from './user-text';
import { loadTenants } from '../../tenants';

const phishing = 'URGENT: your claim is suspended. Re-verify at https://evil.example/login?id=1';

describe('user text in mails', () => {
  it('greets a short, sanitised name: no link, no address, no sentence', () => {
    expect(greetingName(phishing)).toBe('URGENT your claim is suspended');
    expect(greetingName('Eve\r\nATTENDEE;CN=Mallory:mailto:mallory@evil.example')).toBe(
      'Eve ATTENDEE CN Mallory mailto',
    );
    expect(greetingName('<b>Eve</b> & "Tan"')).toBe('b Eve b Tan');
    expect(greetingName('http://x.example')).toBe('http x example');
    expect(greetingName('1234 5678')).toBe('');
    // Real names in any script pass as they are.
    for (const name of ['José Müller', '陳大文', "Siti Nur'aini binti Ahmad", 'Nguyễn Thị Ánh', 'Anne-Marie O’Neil']) {
      expect(greetingName(name)).toBe(name);
    }
    // Long names are cut at a word, within the limit.
    expect(greetingName('Muhammad Abdullah Rahman Hakimi bin Yusof')).toBe('Muhammad Abdullah Rahman');
  });

  it('keeps other typed values to one short line that mail programs do not turn into links', () => {
    expect(oneLine('a\r\nb\tc\u0085d')).toBe('a b c d');
    expect(Array.from(oneLine('x'.repeat(500))).length).toBe(121);
    expect(withoutAutoLinks('https://evil.example')).not.toMatch(/https:\/\/evil\.example/);
  });

  it('writes the phishing name of finding 1 as plain text in a mail, never as a link', () => {
    const tenant = loadTenants().get('ava-sg')!;
    const brand = mailBrandOf(tenant, 'https://portal.example');
    const content = {
      locale: 'en' as const,
      subject: 'Your appointment is confirmed',
      greeting: `Hello ${greetingName(phishing)},`,
      intro: 'Intro',
      facts: [
        { label: 'Reason', value: oneLine(withoutAutoLinks(`<a href="https://evil.example">x</a> ${phishing}`)) },
      ],
      action: { label: 'Open', href: 'https://portal.example/app/view/opd/A-1' },
      buttonHint: 'Hint',
      signoff: 'Regards',
      team: 'Team',
      footer: 'Footer',
      privacy: 'Privacy',
    };
    const html = mailHtml(content, brand);
    const text = mailText(content, brand);
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('<a href="https://evil');
    expect(html).toContain('&lt;a href=&quot;');
    expect(text).not.toContain('https://evil.example');
    // The mail opens with the portal's own words, the name comes later.
    expect(text.startsWith('Your appointment is confirmed')).toBe(true);
    expect(html).toContain('Hello URGENT your claim is suspended,');
  });
});
