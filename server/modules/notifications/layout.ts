import type { SupportedLocale } from '../../../src/lib/tenant/countries';
import type { MailBrand } from './brand';

/** A mail's words, already in the recipient's language; the layout only arranges them. */
export interface MailContent {
  locale: SupportedLocale;
  subject: string;
  greeting: string;
  intro: string;
  facts: { label: string; value: string }[];
  action: { label: string; href: string };
  buttonHint: string;
  signoff: string;
  team: string;
  footer: string;
  privacy: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const fontStack = "-apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, 'PingFang HK', sans-serif";

function factRows(content: MailContent, brand: MailBrand): string {
  return content.facts
    .map(
      (fact) => `<tr>
<td style="padding:10px 16px 2px;font-size:12px;line-height:16px;color:${brand.colors.muted};text-transform:uppercase;letter-spacing:0.04em;">${escapeHtml(fact.label)}</td>
</tr>
<tr>
<td style="padding:0 16px 10px;font-size:16px;line-height:22px;color:${brand.colors.text};font-weight:600;">${escapeHtml(fact.value)}</td>
</tr>`,
    )
    .join('\n');
}

/**
 * The html part: one centred 600px column of nested tables with inline styles, because that is what every mail
 * client renders alike; it shrinks to the screen on phones (width:100%, max-width). The button is a styled link,
 * so it works where images and styles are blocked.
 */
export function mailHtml(content: MailContent, brand: MailBrand): string {
  const c = brand.colors;
  const facts = content.facts.length
    ? `<tr><td style="padding:8px 32px 8px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${c.tint};border-radius:8px;border-left:4px solid ${c.primary};">
<tr><td style="height:6px;line-height:6px;font-size:6px;">&nbsp;</td></tr>
${factRows(content, brand)}
<tr><td style="height:6px;line-height:6px;font-size:6px;">&nbsp;</td></tr>
</table></td></tr>`
    : '';
  return `<!doctype html>
<html lang="${content.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:${c.page};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${c.page};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;border-radius:12px;border-top:6px solid ${c.primary};font-family:${fontStack};color:${c.text};">
<tr><td style="padding:24px 32px 8px;">
<img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.displayName)}" height="40" style="display:block;height:40px;width:auto;max-width:220px;border:0;font-size:20px;font-weight:700;color:${c.primary};">
</td></tr>
<tr><td style="padding:16px 32px 0;">
<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;font-weight:700;color:${c.text};">${escapeHtml(content.subject)}</h1>
<p style="margin:0 0 12px;font-size:16px;line-height:24px;">${escapeHtml(content.greeting)}</p>
<p style="margin:0 0 16px;font-size:16px;line-height:24px;">${escapeHtml(content.intro)}</p>
</td></tr>
${facts}
<tr><td style="padding:20px 32px 8px;">
<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>
<td style="border-radius:8px;background:${c.primary};">
<a href="${escapeHtml(content.action.href)}" style="display:inline-block;padding:14px 24px;font-size:16px;line-height:20px;font-weight:600;color:${c.onPrimary};text-decoration:none;border-radius:8px;">${escapeHtml(content.action.label)}</a>
</td></tr></table>
</td></tr>
<tr><td style="padding:8px 32px 0;font-size:13px;line-height:20px;color:${c.muted};">
${escapeHtml(content.buttonHint)}<br><a href="${escapeHtml(content.action.href)}" style="color:${c.primary};word-break:break-all;">${escapeHtml(content.action.href)}</a>
</td></tr>
<tr><td style="padding:24px 32px 28px;font-size:16px;line-height:24px;">
${escapeHtml(content.signoff)}<br>${escapeHtml(content.team)}
</td></tr>
</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;font-family:${fontStack};">
<tr><td style="padding:16px 32px;font-size:12px;line-height:18px;color:${c.muted};text-align:center;">
${escapeHtml(content.footer)}<br>
<strong>${escapeHtml(brand.legalName)}</strong> · <a href="${escapeHtml(brand.privacyUrl)}" style="color:${c.muted};text-decoration:underline;">${escapeHtml(content.privacy)}</a>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/** The plain-text part: the same words and link, for clients and readers that do without html. */
export function mailText(content: MailContent, brand: MailBrand): string {
  // Chinese punctuation is full-width: a half-width colon reads as a typo there.
  const colon = content.locale === 'zh-HK' ? '：' : ': ';
  const facts = content.facts.map((fact) => `${fact.label}${colon}${fact.value}`);
  return [
    content.subject,
    '',
    content.greeting,
    '',
    content.intro,
    ...(facts.length ? ['', ...facts] : []),
    '',
    `${content.action.label}${colon}${content.action.href}`,
    '',
    content.signoff,
    content.team,
    '',
    '--',
    content.footer,
    brand.legalName,
    `${content.privacy}${colon}${brand.privacyUrl}`,
    '',
  ].join('\n');
}
