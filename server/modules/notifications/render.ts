import type { SupportedLocale } from '../../../src/lib/tenant/countries';
import type { TenantManifest } from '../../../src/lib/tenant/manifest-schema';
import { packageName } from '../../lib/data-locale';
import { mailOrganizerAddress, mailOrigin } from '../../config';
import { mailBrandOf, type MailBrand } from './brand';
import type { Deps, MailAttachment } from '../../types';
import type { NotificationEvent, RenderedMail } from './events';
import { lettersFor, type AppointmentFacts, type Letter } from './facts';
import { buildInvite } from './ics';
import { mailHtml, mailText, type MailContent } from './layout';
import { formatSpan, formatWhen, mailLocale, translator, type Translate } from './strings';
import { greetingName, oneLine, withoutAutoLinks } from './user-text';

/** The doctor's name as recorded, or the package in the reader's language (as the portal names it). */
const serviceName = (a: AppointmentFacts, locale: SupportedLocale) =>
  packageName(a.service.name, a.service.labels, locale) ?? a.service.name;

/** What a mail shows under its introduction: only what the recipient already sees in the portal. */
function factsOf(
  letter: Letter,
  locale: SupportedLocale,
  t: Translate,
  when: (at: Date) => string,
  span: (a: Date, b: Date | null) => string,
) {
  if (letter.kind === 'paf-signing-requested') {
    return [
      { label: t('facts.case'), value: letter.caseId },
      { label: t('facts.linkExpires'), value: when(letter.expiresAt) },
    ];
  }
  if (letter.kind === 'paf-completed') {
    return [
      { label: t('facts.case'), value: letter.caseId },
      { label: t('facts.patient'), value: withoutAutoLinks(letter.patientName) },
    ];
  }
  const a = letter.appointment;
  return [
    ...(a.start ? [{ label: t('facts.when'), value: span(a.start, a.end) }] : []),
    ...(letter.kind === 'waiting-list-offer' ? [{ label: t('facts.heldUntil'), value: when(letter.heldUntil) }] : []),
    { label: t('facts.with'), value: serviceName(a, locale) },
    { label: t('facts.where'), value: [a.facilityName, a.facilityAddress].filter(Boolean).join(', ') },
    { label: t('facts.reference'), value: a.referenceNo },
    ...(letter.kind === 'appointment-cancelled' && letter.reason.trim()
      ? [{ label: t('facts.reason'), value: withoutAutoLinks(letter.reason.trim()) }]
      : []),
  ];
}

/** Scheduled, rescheduled and cancelled mails carry the invite that puts (or takes) the visit in a calendar. */
function inviteOf(
  letter: Letter,
  tenant: TenantManifest,
  brand: MailBrand,
  locale: SupportedLocale,
  t: Translate,
  now: Date,
): MailAttachment[] {
  if (
    letter.kind !== 'appointment-scheduled' &&
    letter.kind !== 'appointment-rescheduled' &&
    letter.kind !== 'appointment-cancelled'
  ) {
    return [];
  }
  const a = letter.appointment;
  if (!a.start || !a.end) return [];
  const method = letter.kind === 'appointment-cancelled' ? 'CANCEL' : 'REQUEST';
  const link = `${brand.origin}${letter.href}`;
  const content = buildInvite({
    method,
    uid: `${a.requestId}@${new URL(brand.origin).hostname}`,
    sequence: a.sequence,
    start: a.start,
    end: a.end,
    timeZone: tenant.timeZone,
    stamp: now,
    summary: t('calendar.summary', { with: serviceName(a, locale) }),
    description: t('calendar.description', { facility: a.facilityName, reference: a.referenceNo, link }),
    location: [a.facilityName, a.facilityAddress].filter(Boolean).join(', '),
    url: link,
    organizer: { name: a.facilityName, email: mailOrganizerAddress() },
    attendee: { name: oneLine(letter.to.name), email: letter.to.email },
  });
  return [{ filename: 'invite.ics', contentType: `text/calendar; charset=utf-8; method=${method}`, content }];
}

function write(letter: Letter, tenant: TenantManifest, brand: MailBrand, now: Date): RenderedMail {
  const locale = mailLocale(tenant, letter.to.preferredLocale);
  const t = translator(locale);
  const kind = `kinds.${letter.kind}`;
  const facility = oneLine('appointment' in letter ? letter.appointment.facilityName : '');
  const name = greetingName(letter.to.name);
  const content: MailContent = {
    locale,
    subject: t(`${kind}.subject`, { caseId: 'caseId' in letter ? letter.caseId : '' }),
    greeting: name ? t('greeting', { name }) : t('greetingNoName'),
    intro: t(`${kind}.intro`, { facility }),
    facts: factsOf(
      letter,
      locale,
      t,
      (at) => formatWhen(at, locale, tenant),
      (start, end) => formatSpan(start, end, locale, tenant),
    ).map((fact) => ({ ...fact, value: oneLine(fact.value) })),
    action: { label: t(`${kind}.action`), href: `${brand.origin}${letter.href}` },
    buttonHint: t('buttonHint'),
    signoff: t('signoff'),
    team: t('team', { brand: tenant.displayName }),
    footer: t('footer', { brand: tenant.displayName }),
    privacy: t('privacy'),
  };
  return {
    to: letter.to.email,
    subject: content.subject,
    text: mailText(content, brand),
    html: mailHtml(content, brand),
    attachments: inviteOf(letter, tenant, brand, locale, t, now),
  };
}

/**
 * The mails an event sends (none when no recipient has a known address), each in its recipient's language,
 * branded for the tenant. Facts are read when the job runs, so a mail shows the record as it is then.
 */
export async function renderNotification(
  deps: Pick<Deps, 'db' | 'tenants' | 'now'>,
  tenantId: string,
  event: NotificationEvent,
): Promise<RenderedMail[]> {
  const tenant = deps.tenants.get(tenantId);
  if (!tenant) throw new Error(`renderNotification: unknown tenant ${tenantId}`);
  const now = deps.now();
  const brand = mailBrandOf(tenant, mailOrigin());
  const letters = await lettersFor(deps.db, tenantId, event, now);
  return letters.map((letter) => write({ ...letter, href: forTenant(letter.href, tenantId) }, tenant, brand, now));
}

/**
 * A mail's link names its portal: opened in a browser that never visited it (no client cookie), a bare
 * /app/... path would open the default tenant's portal and its sign-in, not the reader's own.
 */
function forTenant(href: string, tenantId: string): string {
  const url = new URL(href, 'http://portal.invalid');
  if (!url.searchParams.has('client')) url.searchParams.set('client', tenantId);
  return `${url.pathname}${url.search}`;
}
