import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { QueryErrorAlert } from '@/components/query-error/query-error-alert';
import { Select } from '@/components/ui/select/select';
import { Spinner } from '@/components/ui/spinner/spinner';
import { intlLocaleFor } from '@/lib/i18n/intl-locale';
import { useUnitSchedule } from '../api/get-unit-schedule';
import {
  proposableDays,
  type PreferredChoice,
  type PreferredIssue,
  type ProposableDay,
} from '../model/preferred-options';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) => `calc(${theme.space[1]} / 4) solid ${theme.color.border}`};
`;
const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.color.text};
`;
const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;
const Option = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 600px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  gap: ${({ theme }) => theme.space[3]};
`;
const OptionTitle = styled.span`
  grid-column: 1 / -1;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/** Props of the OPD form's preferred date/time options. */
export interface PreferredOptionsSectionProps {
  /** The doctor's unit whose schedule offers the times. */
  unitId: number;
  choices: readonly PreferredChoice[];
  onChange: (choices: PreferredChoice[], days: ProposableDay[]) => void;
  /** Shown once the patient has tried to submit. */
  issues: ReadonlyArray<PreferredIssue | null>;
}

/** Two preferred date/time options from the doctor's schedule (docs/product/patient-booking.md#preferred-options: the confirmation shows them). */
export function PreferredOptionsSection({ unitId, choices, onChange, issues }: PreferredOptionsSectionProps) {
  const { t, i18n } = useTranslation('patient-booking');
  const locale = intlLocaleFor(i18n.language);
  const schedule = useUnitSchedule(unitId);
  const days = useMemo(
    () => (schedule.data ? proposableDays(schedule.data, new Date(), locale) : []),
    [schedule.data, locale],
  );

  const set = (k: number, next: PreferredChoice) =>
    onChange(
      choices.map((c, i) => (i === k ? next : c)),
      days,
    );
  const messageOf = (issue: PreferredIssue | null, part: 'date' | 'time', label: string) => {
    if (!issue) return undefined;
    if (issue.kind === 'same') return part === 'time' ? t('preferred.same') : undefined;
    return issue.part === part ? t('preferred.required', { label }) : undefined;
  };

  return (
    <Section aria-labelledby="form-section-preferred">
      <Heading id="form-section-preferred">{t('preferred.title')}</Heading>
      <Hint>{t('preferred.hint')}</Hint>
      {schedule.isPending ? <Spinner label={t('loading')} /> : null}
      {schedule.isError ? (
        <QueryErrorAlert
          error={schedule.error}
          message={t('picker.loadFailed')}
          onRetry={() => void schedule.refetch()}
        />
      ) : null}
      {schedule.data && days.length === 0 ? <Hint>{t('preferred.none')}</Hint> : null}
      {schedule.data && days.length > 0
        ? choices.map((choice, k) => {
            const n = k + 1;
            const dateLabel = t('preferred.date', { n });
            const timeLabel = t('preferred.time', { n });
            // A time another option already holds is not offered twice.
            const taken = new Set(choices.filter((_, i) => i !== k).map((c) => c.slotId));
            const slots = days.find((d) => d.date === choice.date)?.slots.filter((s) => !taken.has(s.id)) ?? [];
            return (
              <Option key={n} role="group" aria-labelledby={`preferred-option-${n}`}>
                <OptionTitle id={`preferred-option-${n}`}>{t('complete.option', { n })}</OptionTitle>
                <Select
                  label={dateLabel}
                  options={days.map((d) => ({ id: d.date, label: d.label }))}
                  selectedKey={choice.date}
                  onSelectionChange={(key) => set(k, { date: key === null ? null : String(key), slotId: null })}
                  errorMessage={messageOf(issues[k] ?? null, 'date', dateLabel)}
                />
                <Select
                  label={timeLabel}
                  options={slots.map((s) => ({ id: s.id, label: s.label }))}
                  selectedKey={choice.slotId}
                  onSelectionChange={(key) => set(k, { ...choice, slotId: key === null ? null : String(key) })}
                  isDisabled={!choice.date}
                  errorMessage={messageOf(issues[k] ?? null, 'time', timeLabel)}
                />
              </Option>
            );
          })
        : null}
    </Section>
  );
}
