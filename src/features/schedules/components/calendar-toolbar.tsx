import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/ui/button/button';
import { Select } from '@/components/ui/select/select';
import { TextField } from '@/components/ui/text-field/text-field';
import type { CalendarMode } from '../model/calendar-layout';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

/* Previous, Today and Next stay on one line: a lone "›" on the next line reads as a stray mark. */
const Stepper = styled.div`
  display: flex;
  flex-wrap: nowrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Range = styled.p`
  margin: 0;
  align-self: center;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.color.text};
`;

/** Props of the calendar's one set of controls. */
export interface CalendarToolbarProps {
  /** The dates on screen, already formatted. */
  rangeLabel: string;
  mode: CalendarMode;
  onModeChange: (mode: CalendarMode) => void;
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
  /** Patient search text (omit to hide the search box). */
  search?: string;
  onSearchChange?: (value: string) => void;
}

/** Search for patient, previous / today / next and the Week/Day choice. */
export function CalendarToolbar({
  rangeLabel,
  mode,
  onModeChange,
  onPrevious,
  onNext,
  onToday,
  search,
  onSearchChange,
}: CalendarToolbarProps) {
  const { t } = useTranslation('schedules');
  return (
    <Bar>
      {onSearchChange ? (
        <TextField label={t('toolbar.searchPatient')} value={search ?? ''} onChange={onSearchChange} type="search" />
      ) : null}
      <Stepper>
        <Button variant="secondary" size="sm" onPress={onPrevious} aria-label={t('toolbar.previous')}>
          ‹
        </Button>
        <Button variant="secondary" size="sm" onPress={onToday}>
          {t('toolbar.today')}
        </Button>
        <Button variant="secondary" size="sm" onPress={onNext} aria-label={t('toolbar.next')}>
          ›
        </Button>
      </Stepper>
      <Range aria-live="polite">{rangeLabel}</Range>
      <Select
        label={t('toolbar.view')}
        labelBeside
        options={[
          { id: 'week', label: t('toolbar.week') },
          { id: 'day', label: t('toolbar.day') },
        ]}
        selectedKey={mode}
        onSelectionChange={(key) => onModeChange(key === 'day' ? 'day' : 'week')}
      />
    </Bar>
  );
}
