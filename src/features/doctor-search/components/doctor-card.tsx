import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/ui/button/button';
import type { Doctor } from '@/lib/api/contract/doctor-search';
import { useTenant } from '@/lib/tenant/tenant-context';
import { doctorPanels } from '../model/panel-badges';
import { usePanelBadgeLabel } from './panel-legend';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => `calc(${theme.space[1]} / 4) solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
`;

/** docs/product/doctor-search.md#results: doctor names are truncated with an ellipsis (full name in the tooltip). */
const Name = styled.h3`
  margin: 0;
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    min-width: 0;
  }
`;

const Panels = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  img {
    display: block;
    width: ${({ theme }) => theme.space[5]};
    height: ${({ theme }) => theme.space[5]};
  }
`;

const Actions = styled.div`
  margin-block-start: auto;
`;

/** Props of one doctor in the results. */
export interface DoctorCardProps {
  doctor: Doctor;
  /** Picks this doctor (next: the facility picker). */
  onSelect: (doctor: Doctor) => void;
}

/** A doctor with fee estimate, languages, specialties and panel icons. */
export function DoctorCard({ doctor, onSelect }: DoctorCardProps) {
  const { t } = useTranslation('doctor-search');
  const { money } = useTenant();
  const badgeLabel = usePanelBadgeLabel();
  const panels = doctorPanels(doctor);
  return (
    <Card aria-label={doctor.fullname}>
      <Name title={doctor.fullname}>{doctor.fullname}</Name>
      <Facts>
        <dt>{t('card.fee')}</dt>
        <dd>{t('card.feeEstimate', { fee: money(doctor.consultFee) })}</dd>
        <dt>{t('card.specialties')}</dt>
        <dd>{doctor.specialtyLabels.join(', ')}</dd>
        <dt>{t('card.languages')}</dt>
        <dd>{doctor.languages.join(', ')}</dd>
        <dt>{t('card.locations')}</dt>
        <dd>{doctor.practiceLocations.map((l) => l.name).join('; ')}</dd>
      </Facts>
      {panels.length > 0 ? (
        <Panels aria-label={t('card.panels')}>
          {panels.map((p) => (
            <li key={p.name}>
              <img src={p.iconUrl} alt={badgeLabel(p)} title={badgeLabel(p)} loading="lazy" />
            </li>
          ))}
        </Panels>
      ) : null}
      <Actions>
        <Button
          size="sm"
          onPress={() => onSelect(doctor)}
          aria-label={t('card.selectNamed', { name: doctor.fullname })}
        >
          {t('card.select')}
        </Button>
      </Actions>
    </Card>
  );
}
