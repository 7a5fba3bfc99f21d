import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PhoneNumber } from '@/components/ui/phone-number/phone-number';
import { hairline, nativeFocusRing } from '@/components/ui/shared/metrics';
import type { PatientCase } from '@/lib/api/contract/schedules/staff-booking';
import { useGenderLabel } from '@/lib/format/gender';
import { useTemplateText } from '@/components/form-engine/use-template-text';
import { useTenant } from '@/lib/tenant/tenant-context';
import { safeUrl } from '@/components/worklist-table/model/safe-url';

const Panel = styled.section`
  padding: ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => `${hairline(theme)} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};

  h2 {
    margin: ${({ theme }) => `0 0 ${theme.space[2]}`};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dl > div {
    display: contents;
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  a {
    color: ${({ theme }) => theme.color.primary};
    ${nativeFocusRing}
  }
`;

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** Props of the patient details panel. */
export interface PatientDetailsPanelProps {
  person: PatientCase['caseData']['person'];
}

/** Name, gender, age, dob, medical history, reason, e-mail, mobile and documents (docs/product/schedules.md#patient-details). */
export function PatientDetailsPanel({ person }: PatientDetailsPanelProps) {
  const { t } = useTranslation('schedules');
  const { date } = useTenant();
  const genderLabel = useGenderLabel();
  // Medical conditions are stored as the patient form's option values, comma-separated.
  const template = useTemplateText();
  // The birth date is a calendar day (YYYY-MM-DD): shown in the UI language, never as ISO.
  const dob = isoDay.test(person.dob) ? date(person.dob, 'birthDate') : person.dob;
  const rows: Array<[string, ReactNode]> = [
    [t('patient.name'), person.name],
    [t('patient.gender'), genderLabel(person.gender)],
    [t('patient.age'), String(person.age)],
    [t('patient.dob'), dob],
    [
      t('patient.medicalHistory'),
      person.medicalCondition.split(', ').filter(Boolean).map(template.value).join(', ') || '-',
    ],
    [t('patient.reason'), person.otherReason || '-'],
    [t('patient.email'), person.email],
    [t('patient.mobile'), person.sms ? <PhoneNumber value={person.sms} /> : ''],
  ];
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  return (
    <Panel aria-labelledby="patient-details-heading">
      <h2 id="patient-details-heading">{t('patient.title')}</h2>
      <dl>
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
        <dt>{t('patient.documents')}</dt>
        <dd>
          {person.documentLinks.length === 0
            ? '-'
            : person.documentLinks.map((link, i) => {
                const href = safeUrl(link, origin);
                const text = t('patient.document', { n: i + 1 });
                return (
                  <div key={link}>
                    {href ? (
                      <a href={href} target="_blank" rel="noopener noreferrer">
                        {text}
                      </a>
                    ) : (
                      text
                    )}
                  </div>
                );
              })}
        </dd>
      </dl>
    </Panel>
  );
}
