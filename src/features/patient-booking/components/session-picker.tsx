import { useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert } from '@/components/ui/alert/alert';
import { Button } from '@/components/ui/button/button';
import { Dialog } from '@/components/ui/dialog/dialog';
import { Spinner } from '@/components/ui/spinner/spinner';
import { Stepper } from '@/components/ui/stepper/stepper';
import { QueryErrorAlert } from '@/components/query-error/query-error-alert';
import type { UnitSchedule } from '@/lib/api/contract/patient-booking/session-booking';
import { todayInZone } from '@/lib/format/dates';
import { useZonedDate } from '@/lib/format/use-zoned-date';
import { readCookie } from '@/lib/auth/session-cookies';
import { useBookSessions } from '../api/book-sessions';
import { useUnitSchedule } from '../api/get-unit-schedule';
import {
  canSubmit,
  firstOpenDay,
  initialPickerState,
  isFull,
  isLimitReached,
  pickerReducer,
  toBookedSchedule,
  toClientCaseData,
  type PickedSession,
} from '../model/session-picker';
import { SessionCalendar } from './session-calendar';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 960px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;
const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: ${({ theme }) => `calc(${theme.space[1]} / 4) solid ${theme.color.border}`};
  background: ${({ theme }) => theme.color.surface};
`;
const H2 = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;
const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;
const Slots = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr));
  gap: ${({ theme }) => theme.space[2]};
`;
const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
/** Under the calendar: the limit hint (a live region, so it must stay mounted) and the legend. */
const Notes = styled.div`
  display: flex;
  flex-direction: column;
`;
const LimitHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &:not(:empty) {
    margin-bottom: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border-inline-start: ${({ theme }) => `calc(${theme.space[1]} / 2) solid ${theme.color.info}`};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;

/** Props of the MCU session picker. */
export interface SessionPickerProps {
  unitId: number;
  requesterId: string;
  referenceNo: string;
  serviceType: 'MCU' | 'OPD';
  /** The patient's name (not fetched when an agent acts for a patient). */
  displayName: string;
  /** After a successful submit (the page goes to the stored return URL). */
  onSubmitted: () => void;
}

/** Calendar, day slots and the two preferred sessions, with the waiting-list question (docs/product/patient-booking.md#session-picker, #picking-sessions). */
export function SessionPicker(props: SessionPickerProps) {
  const { t } = useTranslation('patient-booking');
  const schedule = useUnitSchedule(props.unitId);
  if (schedule.isPending) return <Spinner label={t('loading')} />;
  if (schedule.isError) {
    return (
      <QueryErrorAlert
        error={schedule.error}
        message={t('picker.loadFailed')}
        onRetry={() => void schedule.refetch()}
      />
    );
  }
  return <SessionPickerView {...props} schedule={schedule.data} />;
}

/** The picker over an already loaded schedule (stories render it with fixture days). */
export function SessionPickerView({
  schedule,
  unitId,
  requesterId,
  referenceNo,
  serviceType,
  displayName,
  onSubmitted,
}: SessionPickerProps & { schedule: UnitSchedule }) {
  const { t } = useTranslation('patient-booking');
  const [state, dispatch] = useReducer(pickerReducer, initialPickerState);
  const [failed, setFailed] = useState(false);
  const book = useBookSessions(unitId, requesterId);
  const zone = schedule.timeZone;
  const today = todayInZone(zone);
  const all = [...state.selected, ...state.pending];
  const zoned = useZonedDate(zone);
  const time = (iso: string) => zoned(iso, 'time');
  const label = (p: PickedSession) => `${zoned(p.start, 'date')} ${time(p.start)} – ${time(p.end)}`;
  const day = schedule.calendar.find((d) => d.calendarDate === state.date);
  const limitReached = isLimitReached(state.selected);

  const submit = () => {
    setFailed(false);
    const isAgent = readCookie('roleId') === 'agent';
    book.mutate(
      {
        bookedSchedule: toBookedSchedule(state.selected),
        clientCaseData: toClientCaseData({
          isAgent,
          displayName,
          userId: readCookie('userId') ?? '',
          serviceType,
          referenceId: referenceNo,
        }),
      },
      { onSuccess: onSubmitted, onError: () => setFailed(true) },
    );
  };

  return (
    <>
      <Stepper steps={[t('picker.stepDate'), t('picker.stepSessions')]} currentStep={state.step === 0 ? 0 : 1} />
      <H2 as="p">{t('picker.heading')}</H2>
      {failed ? <Alert variant="error" messages={[t('picker.failed')]} /> : null}
      <Layout>
        <Panel aria-label={t('picker.stepDate')}>
          <SessionCalendar
            days={schedule.calendar}
            picked={all}
            today={today}
            timeZone={zone}
            value={state.date}
            focusDate={firstOpenDay(schedule.calendar, today) ?? today}
            limitReached={limitReached}
            aria-describedby={limitReached ? 'picker-limit' : undefined}
            onChange={(date) => dispatch({ type: 'chooseDate', date })}
          />
          <Notes>
            <LimitHint id="picker-limit" role="status">
              {limitReached ? t('picker.limitHint') : null}
            </LimitHint>
            <Muted>{t('picker.legend')}</Muted>
          </Notes>
        </Panel>
        <Panel aria-labelledby="picker-slots">
          <H2 id="picker-slots">{state.date ? zoned(state.date, 'date') : t('picker.stepSessions')}</H2>
          {day ? (
            <>
              <div>
                <Button variant="text" size="sm" onPress={() => dispatch({ type: 'back' })}>
                  {t('picker.back')}
                </Button>
              </div>
              <Slots role="group" aria-label={t('picker.stepSessions')}>
                {day.schedules.map((slot) => {
                  const chosen = all.some((p) => p.slotId === slot.id);
                  return (
                    <Button
                      key={slot.id}
                      variant={chosen ? 'primary' : 'secondary'}
                      size="sm"
                      aria-pressed={chosen}
                      isDisabled={state.selected.some((p) => p.slotId === slot.id)}
                      onPress={() => dispatch({ type: 'toggleSlot', slot, day: day.calendarDate })}
                    >
                      {time(slot.start)}
                      {isFull(slot) ? ' *' : ''}
                    </Button>
                  );
                })}
              </Slots>
              {state.step === 2 ? (
                <div>
                  <Button onPress={() => dispatch({ type: 'next' })}>{t('picker.next')}</Button>
                </div>
              ) : null}
            </>
          ) : (
            <Muted>{limitReached ? t('picker.limitSessions') : t('picker.chooseDateFirst')}</Muted>
          )}
        </Panel>
      </Layout>
      <Panel aria-labelledby="picker-selected">
        <H2 id="picker-selected">{t('picker.selected')}</H2>
        {state.selected.length === 0 ? <Muted>{t('picker.noneSelected')}</Muted> : null}
        <List>
          {state.selected.map((p, index) => (
            <Row key={p.slotId}>
              <span>
                {t('picker.option', { n: index + 1 })}: {label(p)}
                {p.waitingList ? ` (${t('picker.waitingList')})` : ''}
              </span>
              <span>
                <Button
                  variant="text"
                  size="sm"
                  aria-label={t('picker.editOne', { n: index + 1 })}
                  onPress={() => dispatch({ type: 'edit', slotId: p.slotId })}
                >
                  {t('picker.edit')}
                </Button>
                <Button
                  variant="text"
                  size="sm"
                  aria-label={t('picker.deleteOne', { n: index + 1 })}
                  onPress={() => dispatch({ type: 'remove', slotId: p.slotId })}
                >
                  {t('picker.delete')}
                </Button>
              </span>
            </Row>
          ))}
        </List>
        {canSubmit(state.selected) ? (
          <div>
            <Button isLoading={book.isPending} onPress={submit}>
              {t('picker.submit')}
            </Button>
          </div>
        ) : null}
      </Panel>
      <Dialog
        isOpen={state.askWaitingFor !== null}
        onOpenChange={(open) => {
          if (!open) dispatch({ type: 'answerWaitingList', yes: false });
        }}
        title={t('picker.fullTitle')}
        role="alertdialog"
        actions={
          <>
            <Button variant="secondary" onPress={() => dispatch({ type: 'answerWaitingList', yes: false })}>
              {t('picker.no')}
            </Button>
            <Button onPress={() => dispatch({ type: 'answerWaitingList', yes: true })}>{t('picker.yes')}</Button>
          </>
        }
      >
        <p>{t('picker.fullQuestion')}</p>
      </Dialog>
    </>
  );
}
