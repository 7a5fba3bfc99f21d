import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled, { type DefaultTheme } from 'styled-components';
import { hairline, nativeFocusRing } from '@/components/ui/shared/metrics';
import { paths } from '@/config/paths';
import type { WaitingEntryStatus, WaitingSession } from '@/lib/api/contract/waiting-list';
import { useZonedDate } from '@/lib/format/use-zoned-date';

const Sessions = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Session = styled.li`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => `${hairline(theme)} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface};
`;

const SessionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Entries = styled.ol`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled.li`
  display: grid;
  grid-template-columns: ${({ theme }) => theme.space[5]} minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  padding-block: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  & + & {
    border-top: ${({ theme }) => `${hairline(theme)} solid ${theme.color.border}`};
  }
`;

const Position = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-variant-numeric: tabular-nums;
  text-align: end;
`;

/** Name, reference and choice on one line where there is room (a desktop schedule), stacked on a phone. */
const Who = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `0 ${theme.space[3]}`};
  min-width: 0;
  overflow-wrap: anywhere;

  & > :first-child {
    flex: 1 1 calc(${({ theme }) => theme.space[8]} * 3);
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  a {
    color: ${({ theme }) => theme.color.primary};
    ${nativeFocusRing}
  }
`;

const tone = (theme: DefaultTheme, status: WaitingEntryStatus) =>
  ({
    waiting: theme.color.info,
    offered: theme.color.success,
    declined: theme.color.textMuted,
    expired: theme.color.warning,
  })[status];

/** A status chip: the text in the body colour (contrast in every palette), the state in its dot. */
const Chip = styled.span<{ $status: WaitingEntryStatus }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `0 ${theme.space[2]}`};
  border: ${({ theme, $status }) => `${hairline(theme)} solid ${tone(theme, $status)}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: nowrap;

  &::before {
    content: '';
    width: ${({ theme }) => theme.space[2]};
    height: ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme, $status }) => tone(theme, $status)};
  }
`;

const statusKeys: Record<WaitingEntryStatus, string> = {
  waiting: 'waitingList.status.waiting',
  offered: 'waitingList.status.offered',
  declined: 'waitingList.status.declined',
  expired: 'waitingList.status.expired',
};

/** Props: the sessions with their waiting patients, as the API answers them. */
export interface WaitingListSessionsProps {
  sessions: readonly WaitingSession[];
}

/** Each session (when, where, how full) with its patients in the order offers go out, and each one's state. */
export function WaitingListSessions({ sessions }: WaitingListSessionsProps) {
  return (
    <Sessions>
      {sessions.map((s) => (
        <SessionItem key={s.slotId} session={s} />
      ))}
    </Sessions>
  );
}

function SessionItem({ session }: { session: WaitingSession }) {
  const { t } = useTranslation('schedules');
  const zoned = useZonedDate(session.session.timeZone);
  const { start, end } = session.session;
  const headingId = `waiting-${session.slotId}`;
  return (
    <Session aria-labelledby={headingId}>
      <SessionHead>
        <h3 id={headingId}>
          {t('waitingList.when', { date: zoned(start, 'date'), start: zoned(start, 'time'), end: zoned(end, 'time') })}
        </h3>
        <Muted>{t('waitingList.booked', { booked: session.bookedCount, capacity: session.capacity })}</Muted>
      </SessionHead>
      {/* A screening centre is often its own location: name it once. */}
      <Muted>{[...new Set([session.resourceName, session.locationName])].join(' · ')}</Muted>
      <Entries aria-label={t('waitingList.order')}>
        {session.entries.map((e) => (
          <Entry key={e.referenceNo}>
            <Position>{e.position}.</Position>
            <Who>
              <span>{e.displayName}</span>
              <Link to={paths.scheduleCreate.getHref(String(session.unitId), e.referenceNo, e.requestType)}>
                {e.referenceNo}
              </Link>
              <Muted>{t('waitingList.choice', { priority: e.preferencePriority })}</Muted>
            </Who>
            <Chip $status={e.status}>
              {t(statusKeys[e.status], { time: e.offeredUntil ? zoned(e.offeredUntil, 'time') : '' })}
            </Chip>
          </Entry>
        ))}
      </Entries>
    </Session>
  );
}
