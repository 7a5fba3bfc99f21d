import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/ui/button/button';
import { hairline } from '@/components/ui/shared/metrics';
import { paths } from '@/config/paths';
import type { BookResult } from '@/lib/api/contract/schedules/staff-booking';
import { useTenant } from '@/lib/tenant/tenant-context';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]};
  max-width: calc(${({ theme }) => theme.space[8]} * 10);
  padding: ${({ theme }) => theme.space[5]};
  border: ${({ theme }) => `${hairline(theme)} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin: 0;
  }
`;

/** Props of the booking confirmation. */
export interface BookingConfirmationProps {
  result: BookResult;
}

/** docs/product/schedules.md#booking-confirmation: confirmed when the patient's preferred slot was used, otherwise a proposal. Ok goes to the root. */
export function BookingConfirmation({ result }: BookingConfirmationProps) {
  const { t } = useTranslation('schedules');
  const { date } = useTenant();
  const navigate = useNavigate();
  const values = {
    name: result.displayName,
    date: date(result.assignedSlot.slotStartAt, 'date'),
    time: date(result.assignedSlot.slotStartAt, 'time'),
    location: result.locationName,
  };
  return (
    <Panel aria-labelledby="booking-done" role="status">
      <h1 id="booking-done">{t('confirm.title')}</h1>
      <p>{result.usedPreferredSlot ? t('confirm.confirmed', values) : t('confirm.proposed', values)}</p>
      <Button onPress={() => void navigate(paths.root.getHref())}>{t('confirm.ok')}</Button>
    </Panel>
  );
}
