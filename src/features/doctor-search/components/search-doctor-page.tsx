import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert } from '@/components/ui/alert/alert';
import { Spinner } from '@/components/ui/spinner/spinner';
import { QueryErrorAlert } from '@/components/query-error/query-error-alert';
import type { Doctor, DoctorSearchRequest } from '@/lib/api/contract/doctor-search';
import { useTenant } from '@/lib/tenant/tenant-context';
import { usePageTitle } from '@/lib/tenant/use-page-title';
import { useLocations } from '../api/get-locations';
import { useSearchDoctors } from '../api/search-doctors';
import { emptySearch, type SearchValues } from '../model/search-rules';
import { DoctorResults } from './doctor-results';
import { FacilityPicker } from './facility-picker';
import { SearchForm } from './search-form';

const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

/**
 * /search-doctor: criteria, results, facility, then the appointment form
 * (docs/product/doctor-search.md#search-flow). The criteria stay filled while the user moves on.
 */
export function SearchDoctorPage() {
  const { t } = useTranslation('doctor-search');
  usePageTitle(t('title'));
  const { manifest } = useTenant();
  const locations = useLocations(manifest.id);
  const [values, setValues] = useState<SearchValues>({ ...emptySearch, country: manifest.country });
  const [criteria, setCriteria] = useState<DoctorSearchRequest | null>(null);
  const [doctor, setDoctor] = useState<Doctor | null>(null);
  const results = useSearchDoctors(criteria);

  return (
    <Page>
      <Title>{t('title')}</Title>
      {locations.isPending ? <Spinner /> : null}
      {locations.isError ? (
        <QueryErrorAlert
          error={locations.error}
          message={t('errors.doctors')}
          onRetry={() => void locations.refetch()}
        />
      ) : null}
      {locations.data && !doctor ? (
        <SearchForm
          locations={locations.data}
          values={values}
          onValuesChange={setValues}
          isSearching={results.isFetching}
          onSearch={(request) => {
            setDoctor(null);
            setCriteria(request);
          }}
        />
      ) : null}
      {criteria && !doctor ? (
        results.isError ? (
          <QueryErrorAlert error={results.error} message={t('errors.doctors')} onRetry={() => void results.refetch()} />
        ) : results.data && results.data.length === 0 ? (
          <Alert variant="info">{t('results.none')}</Alert>
        ) : results.data ? (
          <DoctorResults key={JSON.stringify(criteria)} doctors={results.data} onSelect={setDoctor} />
        ) : null
      ) : null}
      {doctor && criteria ? (
        <FacilityPicker doctor={doctor} criteria={criteria} onBack={() => setDoctor(null)} />
      ) : null}
    </Page>
  );
}
