import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CodeSearchInput } from '@/components/code-search/code-search-input';
import type { CodeTreeNode } from '@/components/code-search/model/code-tree';
import { useDiagnosisSearchSource, useProcedureSearchSource } from '@/components/code-search/use-code-search-sources';
import { Alert } from '@/components/ui/alert/alert';
import { Button } from '@/components/ui/button/button';
import { Select } from '@/components/ui/select/select';
import { TextField } from '@/components/ui/text-field/text-field';
import type { DoctorSearchRequest, LocationCountry } from '@/lib/api/contract/doctor-search';
import { countryName } from '@/lib/i18n/country-name';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useTenant } from '@/lib/tenant/tenant-context';
import { useSpecialties } from '../api/get-specialties';
import {
  fieldLocks,
  searchErrorKeys,
  searchSchema,
  toSearchRequest,
  withLocation,
  type SearchValues,
} from '../model/search-rules';

const Card = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => `calc(${theme.space[1]} / 4) solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.surface};
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const any = '*';
const node = (code: string, text: string): CodeTreeNode | null =>
  code ? { id: code, code, description: text.replace(code, '').trim(), children: [] } : null;

/** Props of the doctor search criteria card. */
export interface SearchFormProps {
  locations: LocationCountry[];
  values: SearchValues;
  onValuesChange: (values: SearchValues) => void;
  /** Called with a valid request. */
  onSearch: (request: DoctorSearchRequest) => void;
  isSearching?: boolean;
}

/** Country → region → city, name, specialty and (where offered) diagnosis or procedure. */
export function SearchForm({
  locations,
  values: v,
  onValuesChange: set,
  onSearch,
  isSearching = false,
}: SearchFormProps) {
  const { t, i18n } = useTranslation('doctor-search');
  const { manifest, hasFeature } = useTenant();
  const codesOffered = hasFeature('diagnosisProcedureSearch');
  // The page owns the criteria (they outlive the results); the form mirrors them and checks them on submit.
  // Messages stay until the next submit, whatever is edited meanwhile.
  const form = useZodForm<SearchValues>(searchSchema, { values: v, resetOptions: { keepErrors: true } });
  const errors = searchErrorKeys(form.formState.errors).map((key) => t(key));
  const specialties = useSpecialties(v.country);
  const diagnosisSearch = useDiagnosisSearchSource();
  const procedure = useProcedureSearchSource({ country: v.country || manifest.country }, v.country || manifest.country);
  const locks = fieldLocks(v, codesOffered);
  const country = locations.find((c) => c.country === v.country);
  const region = country?.regions.find((r) => r.region === v.region);
  const withAny = (label: string, items: Array<{ id: string; label: string }>) => [{ id: any, label }, ...items];
  const plain = (values: string[]) => values.map((value) => ({ id: value, label: value }));

  const submit = form.handleSubmit((valid) => onSearch(toSearchRequest(valid, manifest.id, codesOffered)));

  return (
    <Card onSubmit={(event) => void submit(event)} noValidate aria-label={t('form.label')}>
      {errors.length > 0 ? <Alert variant="error" messages={errors} /> : null}
      <Grid>
        <Select
          label={t('form.country')}
          options={locations.map((c) => ({ id: c.country, label: countryName(c.country, i18n.language) }))}
          selectedKey={v.country || null}
          onSelectionChange={(key) => set(withLocation(v, 'country', String(key)))}
          isRequired
        />
        <Select
          label={t('form.region')}
          options={withAny(t('form.anyRegion'), plain(country?.regions.map((r) => r.region) ?? []))}
          selectedKey={v.region || any}
          isDisabled={!country}
          onSelectionChange={(key) => set(withLocation(v, 'region', key === any ? '' : String(key)))}
        />
        <Select
          label={t('form.city')}
          options={withAny(t('form.anyCity'), plain(region?.cities ?? []))}
          selectedKey={v.city || any}
          isDisabled={!region}
          onSelectionChange={(key) => set(withLocation(v, 'city', key === any ? '' : String(key)))}
        />
        <TextField
          label={t('form.doctorName')}
          value={v.doctorName}
          onChange={(doctorName) => set({ ...v, doctorName })}
          isDisabled={locks.doctorName}
          description={locks.doctorName ? t('form.lockedByCode') : undefined}
        />
        <Select
          label={t('form.specialty')}
          options={withAny(
            t('form.anySpecialty'),
            specialties.data?.map((s) => ({ id: s.name, label: s.label })) ?? [],
          )}
          selectedKey={v.specialty || any}
          isDisabled={locks.specialty || !v.country}
          onSelectionChange={(key) => set({ ...v, specialty: key === any ? '' : String(key) })}
        />
      </Grid>
      {codesOffered ? (
        <Grid>
          <CodeSearchInput
            label={t('form.diagnosis')}
            kind="diagnosis"
            search={diagnosisSearch}
            value={node(v.diagnosisCode, v.diagnosisText)}
            onChange={(n) =>
              set({
                ...v,
                diagnosisCode: n?.code ?? '',
                diagnosisText: n ? `${n.code} ${n.description}` : v.diagnosisText,
              })
            }
            onTextChange={(text) => set({ ...v, diagnosisText: text, diagnosisCode: '' })}
            isDisabled={locks.diagnosis}
          />
          <CodeSearchInput
            label={t('form.procedure')}
            kind="procedure"
            search={procedure.search}
            loadChildren={procedure.loadChildren}
            value={node(v.procedureCode, v.procedureText)}
            onChange={(n) =>
              set({
                ...v,
                procedureCode: n?.code ?? '',
                procedureText: n ? `${n.code} ${n.description}` : v.procedureText,
              })
            }
            onTextChange={(text) => set({ ...v, procedureText: text, procedureCode: '' })}
            isDisabled={locks.procedure}
          />
        </Grid>
      ) : null}
      <div>
        <Button type="submit" isLoading={isSearching}>
          {t('form.search')}
        </Button>
      </div>
    </Card>
  );
}
