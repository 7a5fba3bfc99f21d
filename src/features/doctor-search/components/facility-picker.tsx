import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Alert } from '@/components/ui/alert/alert';
import { Button } from '@/components/ui/button/button';
import { RadioGroup } from '@/components/ui/radio-group/radio-group';
import { Spinner } from '@/components/ui/spinner/spinner';
import { QueryErrorAlert } from '@/components/query-error/query-error-alert';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api/api-error';
import type { Doctor, DoctorSearchRequest } from '@/lib/api/contract/doctor-search';
import { useTenant } from '@/lib/tenant/tenant-context';
import { useCreateAppointment } from '../api/create-appointment';
import { useSpecialistDetails } from '../api/get-specialist-details';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => `calc(${theme.space[1]} / 4) solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.surface};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

/** Props of the location step. */
export interface FacilityPickerProps {
  doctor: Doctor;
  /** The search the doctor came from (specialty, country, region, city are sent on). */
  criteria: DoctorSearchRequest;
  /** Back to the results; the selection is cleared. */
  onBack: () => void;
}

/** Choose where to see the doctor, then create the appointment request and open its form. */
export function FacilityPicker({ doctor, criteria, onBack }: FacilityPickerProps) {
  const { t } = useTranslation('doctor-search');
  const { manifest } = useTenant();
  const navigate = useNavigate();
  const details = useSpecialistDetails(doctor.doctorId, manifest.id);
  const create = useCreateAppointment(manifest.id);
  const [facilityId, setFacilityId] = useState<string | null>(null);
  const facilities = details.data?.facilities ?? [];
  const chosen = facilities.find((f) => f.facilityId === facilityId);

  const proceed = () => {
    if (!chosen) return;
    const specialty =
      criteria.specialty && doctor.specialties.includes(criteria.specialty)
        ? criteria.specialty
        : (doctor.specialties[0] ?? '');
    create.mutate(
      {
        specialistId: doctor.doctorId,
        specialistSpecialty: specialty,
        specialistFacilityId: chosen.facilityId,
        specialistCountry: chosen.country,
        specialistRegion: chosen.regionState,
        specialistCity: chosen.city,
      },
      { onSuccess: (result) => void navigate(paths.opdForm.getHref(result.referenceNo)) },
    );
  };

  const createError =
    create.error instanceof ApiError && create.error.message
      ? create.error.message
      : create.error
        ? t('errors.facility')
        : null;
  return (
    <Section aria-labelledby="facility-title">
      <Title id="facility-title">{t('facility.title', { name: doctor.fullname })}</Title>
      {details.isPending ? <Spinner /> : null}
      {details.isError ? (
        <QueryErrorAlert
          error={details.error}
          message={t('errors.facilities')}
          onRetry={() => void details.refetch()}
        />
      ) : null}
      {facilities.length > 0 ? (
        <RadioGroup
          label={t('facility.choose')}
          value={facilityId}
          onChange={setFacilityId}
          options={facilities.map((f) => ({ value: f.facilityId, label: `${f.facilityName} — ${f.address}` }))}
        />
      ) : null}
      {createError ? <Alert variant="error" messages={[createError]} /> : null}
      <Row>
        <Button variant="secondary" onPress={onBack}>
          {t('facility.back')}
        </Button>
        <Button onPress={proceed} isDisabled={!chosen} isLoading={create.isPending}>
          {t('facility.proceed')}
        </Button>
      </Row>
    </Section>
  );
}
