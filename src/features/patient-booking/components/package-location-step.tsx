import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { Select } from '@/components/ui/select/select';
import { Spinner } from '@/components/ui/spinner/spinner';
import { QueryErrorAlert } from '@/components/query-error/query-error-alert';
import type { McuPackage } from '@/lib/api/contract/patient-booking/mcu';
import { countryName } from '@/lib/i18n/country-name';
import { useTenant } from '@/lib/tenant/tenant-context';
import { usePackageLocations } from '../api/get-package-locations';
import { useSelectLocation } from '../api/select-location';
import { Card, Grid } from './card-grid';

/** Props of the location step of health screening. */
export interface PackageLocationStepProps {
  pkg: McuPackage;
  onBack: () => void;
  /** Called with the server's link to the new request's form. */
  onOpened: (link: string) => void;
}

/** Country → region → city, then the locations offering the package; choosing one opens the request. */
export function PackageLocationStep({ pkg, onBack, onOpened }: PackageLocationStepProps) {
  const { t, i18n } = useTranslation('patient-booking');
  const { manifest } = useTenant();
  const locations = usePackageLocations(manifest.id, pkg.packageId);
  const select = useSelectLocation(manifest.id);
  const [country, setCountry] = useState<string | null>(null);
  const [region, setRegion] = useState<string | null>(null);
  const [city, setCity] = useState<string | null>(null);
  const hierarchy = locations.data?.hierarchy ?? [];
  const regions = hierarchy.find((h) => h.country === country)?.regions ?? [];
  const cities = regions.find((r) => r.region === region)?.cities ?? [];
  const shown = (locations.data?.locations ?? []).filter(
    (l) => (!country || l.country === country) && (!region || l.region === region) && (!city || l.city === city),
  );
  const opts = (values: string[]) => values.map((v) => ({ id: v, label: v }));
  // The value stays the API's ('hong kong'); the reader sees the country in their language.
  const countryLabel = (value: string) => countryName(value, i18n.language);

  return (
    <>
      <div>
        <Button variant="text" onPress={onBack}>
          {t('screening.back')}
        </Button>
      </div>
      <p>{pkg.name}</p>
      {locations.isPending ? <Spinner label={t('loading')} /> : null}
      {select.isError ? (
        <QueryErrorAlert error={select.error} message={select.error.message || t('screening.selectFailed')} />
      ) : null}
      <Grid>
        <Select
          label={t('screening.country')}
          options={hierarchy.map((h) => ({ id: h.country, label: countryLabel(h.country) }))}
          selectedKey={country}
          isDisabled={hierarchy.length === 0}
          onSelectionChange={(k) => {
            setCountry(k === null ? null : String(k));
            setRegion(null);
            setCity(null);
          }}
        />
        <Select
          label={t('screening.region')}
          options={opts(regions.map((r) => r.region))}
          selectedKey={region}
          isDisabled={!country}
          onSelectionChange={(k) => {
            setRegion(k === null ? null : String(k));
            setCity(null);
          }}
        />
        <Select
          label={t('screening.city')}
          options={opts(cities)}
          selectedKey={city}
          isDisabled={!region}
          onSelectionChange={(k) => setCity(k === null ? null : String(k))}
        />
      </Grid>
      <Grid>
        {shown.map((l) => (
          <Card key={l.unitId}>
            <h2>{l.facilityName}</h2>
            <p>{l.address}</p>
            <p>{[l.city, l.region, countryLabel(l.country)].join(', ')}</p>
            <div>
              <Button
                aria-label={t('screening.selectOne', { name: l.facilityName })}
                isLoading={select.isPending && select.variables.unitId === l.unitId}
                onPress={() =>
                  select.mutate({ packageId: pkg.packageId, unitId: l.unitId }, { onSuccess: (r) => onOpened(r.link) })
                }
              >
                {t('screening.select')}
              </Button>
            </div>
          </Card>
        ))}
      </Grid>
    </>
  );
}
