import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LazyDatePicker as DatePicker } from '../../ui/date-picker/lazy-date-picker';
import { minTarget, nativeFocusRing } from '../../ui/shared/metrics';
import { appliedRange, maxEndFor, rangeProblem, withStart, type DateRange } from './date-range';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;

/* A link's look, a button's target: 24 px tall at least (WCAG 2.2), 44 px on touch screens. */
const Reset = styled.button`
  align-self: center;
  min-width: ${({ theme }) => minTarget(theme)};
  min-height: ${({ theme }) => minTarget(theme)};
  padding: ${({ theme }) => `0 ${theme.space[2]}`};
  @media (pointer: coarse) {
    min-height: ${({ theme }) => `calc(${theme.space[6]} + ${theme.space[3]})`};
  }
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

/**
 * From/To pickers with a Reset link; end ≥ start, ≤ start + months, new start clears end. The pickers hold
 * what is typed; `onChange` hears only a complete, valid range (never a half-typed year), and a refused
 * one says why under the To picker.
 */
export function DateRangeFilter({ value, onChange, maxMonths, timeZone }: DateRangeFilterProps) {
  const { t } = useTranslation('worklists');
  const [draft, setDraft] = useState<DateRange>(value);
  const edit = (next: DateRange) => {
    setDraft(next);
    const applied = appliedRange(next, maxMonths);
    if (applied && (applied.start !== value.start || applied.end !== value.end)) onChange(applied);
  };
  const problem = rangeProblem(draft, maxMonths);
  return (
    <Row role="group" aria-label={t('filters.dateRange')}>
      <DatePicker
        label={t('filters.from')}
        value={draft.start}
        timeZone={timeZone}
        onChange={(start) => edit(withStart(draft, start))}
      />
      <DatePicker
        label={t('filters.to')}
        value={draft.end}
        timeZone={timeZone}
        min={draft.start ?? undefined}
        max={maxEndFor(draft.start, maxMonths)}
        isDisabled={!draft.start}
        errorMessage={
          problem === 'reversed'
            ? t('filters.rangeReversed')
            : problem === 'tooLong'
              ? t('filters.rangeTooLong', { count: maxMonths })
              : undefined
        }
        onChange={(end) => edit({ ...draft, end })}
      />
      <Reset type="button" onClick={() => edit({ start: null, end: null })}>
        {t('filters.reset')}
      </Reset>
    </Row>
  );
}
