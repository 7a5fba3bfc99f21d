import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CaseView } from '@/lib/api/contract/patient-inbox/case-details';
import { useAppointmentStatusLabel } from '@/lib/format/appointment-status';
import { useGenderLabel } from '@/lib/format/gender';
import { useTemplateText } from '@/components/form-engine/use-template-text';
import { PhoneNumber } from '@/components/ui/phone-number/phone-number';
import { useTenant } from '@/lib/tenant/tenant-context';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Card = styled.section`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => `calc(${theme.space[1]} / 4) solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.surface};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, auto) minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const History = styled.ol`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space[5]};
  li + li {
    margin-block-start: ${({ theme }) => theme.space[2]};
  }
`;

/** Props: the case as the API answers it (the patient's or the staff's case details). */
export interface CaseSectionsProps {
  details: CaseView;
}

/** Specialist or screening, facility, patient, schedule and status history. */
export function CaseSections({ details }: CaseSectionsProps) {
  const { t } = useTranslation('patient-inbox');
  const statusLabel = useAppointmentStatusLabel();
  const genderLabel = useGenderLabel();
  const template = useTemplateText();
  // Stored as the form's option values, comma-separated.
  const conditions = (stored: string) => stored.split(', ').filter(Boolean).map(template.value).join(', ');
  const { date } = useTenant();
  const item = details.items[0];
  if (!item) return null;
  const p = item.patient;
  const fact = (label: string, value: ReactNode) => (
    <>
      <dt>{label}</dt>
      <dd>{value || '—'}</dd>
    </>
  );
  return (
    <Grid>
      <Card aria-labelledby="case-service">
        <h2 id="case-service">{item.specialist ? t('case.specialist') : t('case.screening')}</h2>
        <Facts>
          {fact(t('case.reference'), item.referenceNo)}
          {item.specialist ? fact(t('case.doctor'), item.specialist.displayName) : null}
          {item.specialist ? fact(t('case.specialties'), item.specialist.specialties.join(', ')) : null}
          {item.screening ? fact(t('case.package'), item.screening.packageName) : null}
          {fact(t('case.facility'), item.facility.facilityName)}
          {fact(t('case.address'), item.facility.address)}
          {fact(t('case.status'), statusLabel(item.appointmentStatus))}
        </Facts>
      </Card>
      <Card aria-labelledby="case-patient">
        <h2 id="case-patient">{t('case.patient')}</h2>
        <Facts>
          {fact(t('case.name'), p.name)}
          {fact(t('case.gender'), genderLabel(p.gender))}
          {fact(t('case.dob'), p.dob ? date(p.dob, 'birthDate') : '')}
          {fact(t('case.email'), p.email)}
          {fact(t('case.mobile'), p.sms ? <PhoneNumber value={p.sms} /> : '')}
          {fact(t('case.condition'), conditions(p.medicalCondition))}
          {fact(t('case.reason'), p.otherReason)}
        </Facts>
      </Card>
      <Card aria-labelledby="case-schedule">
        <h2 id="case-schedule">{t('case.schedule')}</h2>
        <Facts>
          {details.assignedSlot
            ? fact(t('case.appointment'), date(details.assignedSlot.slotStartAt, 'dateTime'))
            : null}
          {details.bookedSchedule.map((s) =>
            fact(
              t('case.preferred', { priority: s.priority }),
              `${date(s.start, 'dateTime')}${s.isWaitingList ? ` (${t('case.waitingList')})` : ''}`,
            ),
          )}
          {!details.assignedSlot && details.bookedSchedule.length === 0
            ? fact(t('case.appointment'), t('case.notScheduled'))
            : null}
        </Facts>
      </Card>
      <Card aria-labelledby="case-history">
        <h2 id="case-history">{t('case.history')}</h2>
        <History>
          {details.statusHistory.map((h) => (
            <li key={`${h.createdAt}-${h.status}`}>
              <strong>{statusLabel(h.status)}</strong> — {date(h.createdAt, 'dateTime')} · {h.changedByName}
              {h.noteCode ? `: ${t(`case.notes.${h.noteCode}`)}` : h.notes ? `: ${h.notes}` : ''}
            </li>
          ))}
        </History>
      </Card>
    </Grid>
  );
}
