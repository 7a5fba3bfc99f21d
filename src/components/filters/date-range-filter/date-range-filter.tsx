import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LazyDatePicker as DatePicker } from '../../ui/date-picker/lazy-date-picker';
import { nativeFocusRing } from '../../ui/shared/metrics';
import { maxEndFor, withStart, type DateRange } from './date-range';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;

const Reset = styled.button`
  align-self: center;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.primary};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: underline;
  cursor: pointer;
  ${nativeFocusRing}
`;

/** Props of the from/to date filter. */
export interface DateRangeFilterProps {
  value: DateRange;
  onChange: (value: DateRange) => void;
  /** Months an end may lie after the start (manifest features.dateRangeMonths). */
  maxMonths: number;
  /** The tenant's IANA zone, for the calendars' "today". */
  timeZone: string;
}

/** From/To pickers with a Reset link; end ≥ start, ≤ start + months, new start clears end. */
export function DateRangeFilter({ value, onChange, maxMonths, timeZone }: DateRangeFilterProps) {
  const { t } = useTranslation('worklists');
  return (
    <Row role="group" aria-label={t('filters.dateRange')}>
      <DatePicker
        label={t('filters.from')}
        value={value.start}
        timeZone={timeZone}
        onChange={(start) => onChange(withStart(value, start))}
      />
      <DatePicker
        label={t('filters.to')}
        value={value.end}
        timeZone={timeZone}
        min={value.start ?? undefined}
        max={maxEndFor(value.start, maxMonths)}
        isDisabled={!value.start}
        onChange={(end) => onChange({ ...value, end })}
      />
      <Reset type="button" onClick={() => onChange({ start: null, end: null })}>
        {t('filters.reset')}
      </Reset>
    </Row>
  );
}
