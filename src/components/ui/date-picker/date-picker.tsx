import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  Button as AriaButton,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  Group,
  I18nProvider,
  Popover,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDay, todayInZone } from '@/lib/format/dates';
import { intlLocaleFor } from '@/lib/i18n/intl-locale';
import { FieldDescription, FieldErrorText, FieldLabel, FieldStack } from '../shared/field';
import { focusRing, hairline, stroke } from '../shared/metrics';
import { Calendar } from '../calendar/calendar';
import { CalendarIcon, fieldGroupCss, openButtonCss, segmentCss, segmentsCss } from './date-picker-frame';

/** Parses YYYY-MM-DD (the wire format, docs/product/common.md#dates-and-times) or returns null. */
export function parseIsoDate(value: string | null | undefined): CalendarDate | null {
  if (!value) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

/** A YYYY-MM-DD bound as "dd MMM yyyy" (docs/product/common.md#dates-and-times) in the UI language; "…" when open-ended. */
function formatBound(value: string | undefined, locale: string): string {
  return value && parseIsoDate(value) ? formatDay(value, locale) : '…';
}

const FieldGroup = styled(Group)`
  ${fieldGroupCss}

  &[data-focus-within] {
    outline: ${({ theme }) => `${stroke(theme)} solid ${theme.color.focus}`};
    outline-offset: ${({ theme }) => stroke(theme)};
  }
`;

const Segments = styled(DateInput)`
  ${segmentsCss}
`;

const Segment = styled(DateSegment)`
  ${segmentCss}
  outline: none;

  &[data-placeholder],
  &[data-type='literal'] {
    color: ${({ theme }) => theme.color.textMuted};
  }
  &[data-focused] {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }
`;

const OpenButton = styled(AriaButton)`
  ${openButtonCss}
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.primary};
  cursor: pointer;
  ${focusRing}
`;

const CalendarPopover = styled(Popover)`
  background: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) => `${hairline(theme)} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};

  [role='dialog'] {
    outline: none;
  }
`;

/** Props of the date picker. */
export interface DatePickerProps {
  /** Visible label, also the accessible name of the field. */
  label: string;
  /** Selected date as YYYY-MM-DD, or null when empty (controlled). */
  value: string | null;
  /** Called with YYYY-MM-DD, or null when the field is cleared. */
  onChange: (value: string | null) => void;
  /** IANA zone whose "today" the calendar opens on (the tenant's time zone). */
  timeZone: string;
  /** Earliest selectable date, YYYY-MM-DD. */
  min?: string;
  /** Latest selectable date, YYYY-MM-DD. */
  max?: string;
  /** Help text under the field. */
  description?: string;
  /** Error text; setting it marks the field invalid. */
  errorMessage?: string;
  /** Marks the field required for assistive technology and validation. */
  isRequired?: boolean;
  /** Disables the field and the calendar. */
  isDisabled?: boolean;
  /** Opens the calendar on first render (stories, screenshots). */
  defaultOpen?: boolean;
}

/** A typed date field with a Monday-first calendar popover, all keyboard operable. */
export function DatePicker({
  label,
  value,
  onChange,
  timeZone,
  min,
  max,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  defaultOpen,
}: DatePickerProps) {
  const { t, i18n } = useTranslation('ui');
  const locale = intlLocaleFor(i18n.language);
  return (
    <I18nProvider locale={locale}>
      <AriaDatePicker
        value={parseIsoDate(value)}
        onChange={(next) => onChange(next ? next.toString() : null)}
        minValue={parseIsoDate(min)}
        maxValue={parseIsoDate(max)}
        placeholderValue={parseDate(todayInZone(timeZone))}
        isInvalid={errorMessage ? true : undefined}
        isRequired={isRequired}
        isDisabled={isDisabled}
        defaultOpen={defaultOpen}
        shouldForceLeadingZeros
      >
        <FieldStack>
          <FieldLabel>{label}</FieldLabel>
          <FieldGroup>
            <Segments>{(segment) => <Segment segment={segment} />}</Segments>
            <OpenButton aria-label={t('datePicker.openCalendar')}>
              <CalendarIcon />
            </OpenButton>
          </FieldGroup>
          {description ? <FieldDescription>{description}</FieldDescription> : null}
          <FieldErrorText>
            {({ validationDetails, validationErrors }) =>
              errorMessage ??
              (validationDetails.rangeUnderflow || validationDetails.rangeOverflow
                ? t('datePicker.outOfRange', { min: formatBound(min, locale), max: formatBound(max, locale) })
                : validationErrors.join(' '))
            }
          </FieldErrorText>
        </FieldStack>
        <CalendarPopover placement="bottom start">
          <Dialog aria-label={label}>
            <Calendar timeZone={timeZone} />
          </Dialog>
        </CalendarPopover>
      </AriaDatePicker>
    </I18nProvider>
  );
}
