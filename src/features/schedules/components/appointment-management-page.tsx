import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Alert } from '@/components/ui/alert/alert';
import { Button } from '@/components/ui/button/button';
import { Spinner } from '@/components/ui/spinner/spinner';
import { QueryErrorAlert } from '@/components/query-error/query-error-alert';
import type { BookResult } from '@/lib/api/contract/schedules/staff-booking';
import { readCookie } from '@/lib/auth/session-cookies';
import { useTenant } from '@/lib/tenant/tenant-context';
import { usePageTitle } from '@/lib/tenant/use-page-title';
import { usePatientCase } from '../api/get-patient-case';
import { formatInTenantZone, todayInZone } from '@/lib/format/dates';
import { refusalKeys } from '../model/reschedule-refusal';
import { AddAppointmentDialog } from './add-appointment-dialog';
import { BookingConfirmation } from './booking-confirmation';
import { MiniCalendar } from './mini-calendar';
import { PatientDetailsPanel } from './patient-details-panel';
import { ScheduleBoard } from './schedule-board';
import { Main, PageHeading, ScheduleFrame, ShowingFor, Side } from './schedule-layout';
import { ScheduleLegend } from './schedule-legend';

const Preferred = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const SubHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.color.text};
`;

/** Appointment Management: book (or reschedule, router state isReschedule) a request into a slot. */
export function AppointmentManagementPage() {
  const { t } = useTranslation('schedules');
  const { manifest, date: tenantDate } = useTenant();
  const navigate = useNavigate();
  const location = useLocation();
  const isReschedule = (location.state as { isReschedule?: boolean } | null)?.isReschedule === true;
  const params = useParams();
  const unitId = Number(params.unitId);
  const requesterId = params.requesterId ?? '';
  usePageTitle(t('manage.title'));
  const kase = usePatientCase(unitId, requesterId);
  const [date, setDate] = useState(todayInZone(manifest.timeZone));
  const [calendarOn, setCalendarOn] = useState(true);
  const [adding, setAdding] = useState<{ date: string; start: string | null } | null>(null);
  const [booked, setBooked] = useState<BookResult | null>(null);
  // The server refuses moving this case's appointment now (tenant, status, time): offer no booking.
  const refusal = kase.data?.bookingRefusal ?? null;
  const canBook = kase.data !== undefined && refusal === null;
  const isPatient = readCookie('roleId') === 'patient';

  // Open on the patient's first preferred day, if there is one.
  const firstPreferred = kase.data?.bookedSchedule[0]?.start;
  useEffect(() => {
    if (firstPreferred) setDate(formatInTenantZone(firstPreferred, manifest.timeZone, 'api'));
  }, [firstPreferred, manifest.timeZone]);

  if (booked) return <BookingConfirmation result={booked} />;

  return (
    <ScheduleFrame aria-labelledby="manage-heading">
      <Side>
        <Button variant="text" onPress={() => void navigate(-1)}>
          {t('back')}
        </Button>
        <PageHeading id="manage-heading">{isReschedule ? t('manage.rescheduleTitle') : t('manage.title')}</PageHeading>
        {kase.isPending ? <Spinner /> : null}
        {kase.isError ? (
          <QueryErrorAlert error={kase.error} message={t('errors.case')} onRetry={() => void kase.refetch()} />
        ) : null}
        {refusal ? <Alert variant="info">{t(refusalKeys[refusal])}</Alert> : null}
        {kase.data ? <PatientDetailsPanel person={kase.data.caseData.person} /> : null}
        {kase.data ? (
          <section aria-labelledby="preferred-heading">
            <SubHeading id="preferred-heading">{t('manage.preferred')}</SubHeading>
            <Preferred>
              {kase.data.bookedSchedule.map((p) => (
                <li key={p.start}>
                  <Button
                    variant="text"
                    size="sm"
                    onPress={() => {
                      // The calendar jumps to the day; staff who may book get Add Appointment at this very time.
                      const day = tenantDate(p.start, 'api');
                      setDate(day);
                      if (canBook) setAdding({ date: day, start: p.start });
                    }}
                  >
                    {`${tenantDate(p.start, 'date')} ${tenantDate(p.start, 'slotAxis')}–${tenantDate(p.end, 'slotAxis')}`}
                  </Button>
                </li>
              ))}
            </Preferred>
          </section>
        ) : null}
        {calendarOn ? (
          <MiniCalendar label={t('miniCalendar')} value={date} onChange={setDate} timeZone={manifest.timeZone} />
        ) : null}
        <ScheduleLegend items={['available', 'confirmed', 'choice']} />
      </Side>
      <Main>
        {kase.data ? (
          <ShowingFor>
            {t('showingFor')} <strong>{kase.data.caseData.bookingResourceTitle}</strong> ·{' '}
            {kase.data.caseData.bookingLocation}
          </ShowingFor>
        ) : null}
        <Row>
          <Button variant="secondary" aria-pressed={calendarOn} onPress={() => setCalendarOn(!calendarOn)}>
            {calendarOn ? t('manage.turnOff') : t('manage.turnOn')}
          </Button>
          <Button onPress={() => setAdding({ date, start: null })} isDisabled={!canBook}>
            {t('add.title')}
          </Button>
        </Row>
        {calendarOn && kase.data ? (
          <ScheduleBoard
            unitIds={[unitId]}
            date={date}
            onDateChange={setDate}
            hideSearch
            bookingsReadOnly={isPatient}
            onTimeClick={
              canBook ? (_unit, instant) => setAdding({ date: tenantDate(instant, 'api'), start: instant }) : undefined
            }
            onChoiceClick={(e) =>
              canBook
                ? setAdding({ date: e.start.toPlainDate().toString(), start: e.start.toInstant().toString() })
                : undefined
            }
          />
        ) : null}
      </Main>
      <AddAppointmentDialog
        unitId={unitId}
        requesterId={requesterId}
        isReschedule={isReschedule}
        date={adding?.date ?? null}
        initialStart={adding?.start ?? null}
        onClose={() => setAdding(null)}
        onBooked={(result) => {
          setAdding(null);
          setBooked(result);
        }}
      />
    </ScheduleFrame>
  );
}
