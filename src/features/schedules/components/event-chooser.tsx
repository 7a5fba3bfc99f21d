import { Button as AriaButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/ui/button/button';
import { Dialog } from '@/components/ui/dialog/dialog';
import { focusRing, hairline, minTarget } from '@/components/ui/shared/metrics';
import { useAppointmentStatusLabel } from '@/lib/format/appointment-status';
import { useTenant } from '@/lib/tenant/tenant-context';
import { bookingEvent, type ScheduleEvent } from '../model/schedule-events';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  max-height: calc(${({ theme }) => theme.space[8]} * 6);
  margin: 0;
  padding: ${({ theme }) => theme.space[1]};
  overflow-y: auto;
  list-style: none;
`;

const Row = styled(AriaButton)<{ $kind: ScheduleEvent['calendarId'] }>`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  width: 100%;
  min-height: ${({ theme }) => minTarget(theme)};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: ${({ theme }) => `${hairline(theme)} solid ${theme.color.border}`};
  /* The legend's colour on the leading edge: Confirmed or Patient's Choice, as on the grid. */
  border-inline-start: ${({ theme, $kind }) =>
    `${theme.space[1]} solid ${$kind === 'choice' ? theme.color.accent : theme.color.primary}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: start;
  cursor: pointer;
  ${focusRing}

  &[data-hovered] {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow-wrap: anywhere;
`;

const Facts = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  overflow-wrap: anywhere;
`;

const Intro = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Props of the chooser for a grouped event. */
export interface EventChooserProps {
  /** The grouped event clicked; null closes the chooser. */
  event: ScheduleEvent | null;
  onClose: () => void;
  /** The booking picked, as the single-booking event clicking it alone would give. */
  onChoose: (event: ScheduleEvent) => void;
}

/**
 * Lists the bookings (or waiting requests) that share one slot's event, each
 * with its name, reference and status; picking one opens it as a lone event would.
 */
export function EventChooser({ event, onClose, onChoose }: EventChooserProps) {
  const { t } = useTranslation('schedules');
  const { date } = useTenant();
  const statusLabel = useAppointmentStatusLabel();
  const iso = (z: ScheduleEvent['start']) => z.toInstant().toString();
  const when = event
    ? `${date(iso(event.start), 'date')} ${date(iso(event.start), 'slotAxis')}–${date(iso(event.end), 'slotAxis')}`
    : '';
  return (
    <Dialog
      isOpen={event !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t(event?.calendarId === 'choice' ? 'group.choicesTitle' : 'group.bookingsTitle', { when })}
      size="sm"
      isDismissable
      actions={
        <Button variant="secondary" onPress={onClose}>
          {t('dialog.close')}
        </Button>
      }
    >
      {event ? (
        <>
          <Intro>{t(event.calendarId === 'choice' ? 'group.choicesIntro' : 'group.bookingsIntro')}</Intro>
          <List>
            {event.bookings.map((b, i) => (
              <li key={`${b.referenceId}-${i}`}>
                <Row $kind={event.calendarId} onPress={() => onChoose(bookingEvent(event, i))}>
                  <Name>{b.displayName}</Name>
                  {/* A walk-in has no request: its reference is the clinic's own, not one staff look up. */}
                  <Facts>{b.status === null ? t('group.walkIn') : `${b.referenceId} · ${statusLabel(b.status)}`}</Facts>
                </Row>
              </li>
            ))}
          </List>
        </>
      ) : null}
    </Dialog>
  );
}
