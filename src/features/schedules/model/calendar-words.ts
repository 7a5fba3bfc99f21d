import type { TFunction } from 'i18next';

/** @schedule-x's own words (its translation keys) → our catalogue's codes. */
const words: Record<string, string> = {
  'Full day- and multiple day events': 'allDayEvents',
  'Choose Date': 'chooseDate',
  Date: 'date',
  'MM/DD/YYYY': 'datePattern',
  'Next month': 'nextMonth',
  'Previous month': 'previousMonth',
  'Next period': 'nextPeriod',
  'Previous period': 'previousPeriod',
  Today: 'today',
  'No events': 'noEvents',
  'Select View': 'selectView',
  View: 'view',
  to: 'to',
  Week: 'week',
  Day: 'day',
};

/**
 * @schedule-x words its controls from a table per locale and has none for
 * zh-HK, Malay or Indonesian (it then shows its English keys), so the calendar
 * gets the table for the UI's locale from our catalogue.
 */
export function calendarTranslations(
  locale: string,
  t: TFunction<'schedules'>,
): Record<string, Record<string, string>> {
  const table = Object.fromEntries(Object.entries(words).map(([key, code]) => [key, t(`calendarWords.${code}`)]));
  return { [locale.replaceAll('-', '')]: table };
}
