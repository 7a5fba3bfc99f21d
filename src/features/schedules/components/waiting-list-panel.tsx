import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { QueryErrorAlert } from '@/components/query-error/query-error-alert';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useWaitingList } from '../api/get-waiting-list';
import type { SummaryKind } from '../api/get-booking-summary';
import { Hint } from './schedule-layout';
import { WaitingListSessions } from './waiting-list-sessions';

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** Props: whose schedule, which kind, and optionally the units the calendar shows. */
export interface WaitingListPanelProps {
  providerId: string;
  kind: SummaryKind;
  /** Only these units' sessions (the doctors chosen on the clinic schedule); all when empty or absent. */
  unitIds?: readonly number[];
}

/** Staff: who waits for which future session of this schedule, in the order places are offered. */
export function WaitingListPanel({ providerId, kind, unitIds }: WaitingListPanelProps) {
  const { t } = useTranslation('schedules');
  const list = useWaitingList(providerId, kind);
  const sessions =
    list.data?.sessions.filter((s) => !unitIds || unitIds.length === 0 || unitIds.includes(s.unitId)) ?? [];
  return (
    <Panel aria-labelledby="waiting-list-heading" aria-busy={list.isPending || undefined}>
      <h2 id="waiting-list-heading">{t('waitingList.title')}</h2>
      {list.isPending ? <Spinner /> : null}
      {list.isError ? (
        <QueryErrorAlert error={list.error} message={t('waitingList.failed')} onRetry={() => void list.refetch()} />
      ) : null}
      {list.data && sessions.length === 0 ? <Hint>{t('waitingList.empty')}</Hint> : null}
      {sessions.length > 0 ? <WaitingListSessions sessions={sessions} /> : null}
    </Panel>
  );
}
