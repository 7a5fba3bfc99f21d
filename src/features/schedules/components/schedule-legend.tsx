import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { hairline } from '@/components/ui/shared/metrics';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.color.text};

  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
  }
`;

const Swatch = styled.span<{ $kind: LegendItem }>`
  width: ${({ theme }) => theme.space[3]};
  height: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.sm};
  border: ${({ theme }) => `${hairline(theme)} solid ${theme.color.border}`};
  background: ${({ theme, $kind }) =>
    ({
      available: theme.color.surfaceAlt,
      confirmed: theme.color.primary,
      scheduled: theme.color.primary,
      choice: theme.color.accent,
      selected: theme.color.info,
      full: theme.color.textMuted,
      attended: theme.color.success,
    })[$kind]};
`;

/** Legend entries; the clinic and health-screening schedules show the first three. */
export type LegendItem = 'available' | 'confirmed' | 'choice' | 'selected' | 'full' | 'scheduled' | 'attended';

/** Props of the schedule legend. */
export interface ScheduleLegendProps {
  items: readonly LegendItem[];
}

/** Colour key of the calendar, drawn from the same palette roles as the events. */
export function ScheduleLegend({ items }: ScheduleLegendProps) {
  const { t } = useTranslation('schedules');
  return (
    <List aria-label={t('legend.label')}>
      {items.map((item) => (
        <li key={item}>
          <Swatch $kind={item} aria-hidden="true" />
          {t(`legend.${item}`)}
        </li>
      ))}
    </List>
  );
}
