import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Alert } from '@/components/ui/alert/alert';
import { Button } from '@/components/ui/button/button';
import { Calendar } from '@/components/ui/calendar/calendar';
import { QueryErrorAlert } from '@/components/query-error/query-error-alert';
import { paths } from '@/config/paths';
import type { UnitSchedule } from '@/lib/api/contract/patient-booking/session-booking';
import type { PatientCase } from '@/lib/api/contract/schedules/staff-booking';
import { todayInZone } from '@/lib/format/dates';
import { useZonedDate } from '@/lib/format/use-zoned-date';
import { useRescheduleAppointment } from '../api/reschedule-appointment';
import { freeDays, refusalKeyOf, type FreeTime, type HeldTime } from '../model/reschedule';
import { Card } from './card-grid';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin: 0;
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Times = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(7rem, 1fr));
  gap: ${({ theme }) => theme.space[2]};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
`;

/** Props: the appointment being moved and the calendar of its doctor or screening location. */
export interface RescheduleViewProps {
  kase: PatientCase;
  held: HeldTime;
  schedule: UnitSchedule;
  serviceType: string;
  requesterId: string;
}

/** The patient's appointment, a month of days with free times, the times of the chosen day, and Confirm. */
export function RescheduleView({ kase, held, schedule, serviceType, requesterId }: RescheduleViewProps) {
  const { t } = useTranslation('patient-booking');
  const zoned = useZonedDate(schedule.timeZone);
  const days = useMemo(() => freeDays(schedule.calendar, held, Date.now()), [schedule.calendar, held]);
  const first = days.keys().next().value ?? null;
  const [day, setDay] = useState<string | null>(null);
  const [time, setTime] = useState<FreeTime | null>(null);
  const move = useRescheduleAppointment(schedule.unitId, requesterId);
  const shownDay = day ?? first;
  const times = shownDay ? (days.get(shownDay) ?? []) : [];
  const span = (from: string, to: string) => `${zoned(from, 'date')}, ${zoned(from, 'time')} – ${zoned(to, 'time')}`;
  const refusal = move.isError ? refusalKeyOf(move.error) : null;
  const caseHref = paths.caseDetails.getHref(serviceType, requesterId);

  if (move.isSuccess) {
    const now = move.data.assignedSlot;
    return (
      <Alert variant="success" title={t('reschedule.doneTitle')}>
        <p>{t('reschedule.doneText', { when: span(now.slotStartAt, now.slotEndAt) })}</p>
        <Actions>
          <Link to={caseHref}>{t('reschedule.toCase')}</Link>
          <Link to={paths.patientHome.getHref()}>{t('reschedule.toInbox')}</Link>
        </Actions>
      </Alert>
    );
  }

  return (
    <>
      <Card aria-labelledby="reschedule-current">
        <h2 id="reschedule-current">{t('reschedule.current')}</h2>
        <Facts>
          <dt>{t('reschedule.with')}</dt>
          <dd>{kase.caseData.bookingResourceTitle}</dd>
          <dt>{t('reschedule.where')}</dt>
          <dd>{kase.caseData.bookingLocation}</dd>
          <dt>{t('reschedule.reference')}</dt>
          <dd>{kase.referenceNo}</dd>
          <dt>{t('reschedule.when')}</dt>
          <dd>{span(held.slotStartAt, held.slotEndAt)}</dd>
        </Facts>
      </Card>
      <Card aria-labelledby="reschedule-choose">
        <h2 id="reschedule-choose">{t('reschedule.choose')}</h2>
        {days.size === 0 ? (
          <Muted>{t('reschedule.noFreeTimes')}</Muted>
        ) : (
          <Layout>
            <Calendar
              aria-label={t('reschedule.day')}
              size="lg"
              selectionRing
              timeZone={schedule.timeZone}
              value={shownDay}
              defaultFocusedValue={first ?? todayInZone(schedule.timeZone)}
              descriptions={{ free: t('reschedule.dayFree') }}
              onChange={(next) => {
                setDay(next);
                setTime(null);
              }}
              dayInfo={(d) =>
                days.has(d) ? { state: 'available', description: 'free' } : { state: null, unavailable: true }
              }
            />
            <section aria-labelledby="reschedule-times">
              <h3 id="reschedule-times">{shownDay ? zoned(shownDay, 'date') : t('reschedule.day')}</h3>
              {times.length === 0 ? <Muted>{t('reschedule.noTimesThatDay')}</Muted> : null}
              <Times role="group" aria-labelledby="reschedule-times">
                {times.map((free) => (
                  <Button
                    key={free.start}
                    variant={time?.start === free.start ? 'primary' : 'secondary'}
                    aria-pressed={time?.start === free.start}
                    onPress={() => setTime(free)}
                  >
                    {zoned(free.start, 'time')}
                  </Button>
                ))}
              </Times>
            </section>
          </Layout>
        )}
      </Card>
      {move.isError ? (
        refusal ? (
          <Alert variant="error">{t(refusal)}</Alert>
        ) : (
          <QueryErrorAlert error={move.error} message={t('reschedule.failed')} />
        )
      ) : null}
      <Actions>
        <Button
          isDisabled={time === null}
          isLoading={move.isPending}
          onPress={() => {
            if (time) move.mutate(time);
          }}
        >
          {time ? t('reschedule.confirmAt', { when: span(time.start, time.end) }) : t('reschedule.confirm')}
        </Button>
        <Link to={caseHref}>{t('reschedule.keep')}</Link>
      </Actions>
    </>
  );
}
