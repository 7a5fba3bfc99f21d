import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/alert/alert';
import { Button } from '@/components/ui/button/button';
import { Select } from '@/components/ui/select/select';
import { Spinner } from '@/components/ui/spinner/spinner';
import { QueryErrorAlert } from '@/components/query-error/query-error-alert';
import { appBasename } from '@/config/paths';
import { safeAppPathOr } from '@/lib/api/contract/safe-redirect';
import type { McuPackage, RecommendationCriteria } from '@/lib/api/contract/patient-booking/mcu';
import { useTenant } from '@/lib/tenant/tenant-context';
import { useMcuAttributes } from '../api/get-mcu-attributes';
import { useRecommendations } from '../api/get-recommendations';
import { Card, Grid } from './card-grid';
import { PackageLocationStep } from './package-location-step';
import { PageFrame } from './page-frame';
import { useGenderLabel } from '@/lib/format/gender';

const any = '__any';
const choices = (label: string, values: readonly string[], word: (value: string) => string = (v) => v) => [
  { id: any, label },
  ...values.map((v) => ({ id: v, label: word(v) })),
];

/** /health-screening (and /health-screening/form): criteria, recommended packages, then a location. */
export function HealthScreeningPage() {
  const { t } = useTranslation('patient-booking');
  const { manifest, money } = useTenant();
  const genderLabel = useGenderLabel();
  // Focus values are the packages' attribute codes; one a tenant adds without words shows as sent.
  const focusLabel = (focus: string) => t(`screening.focusValues.${focus}`, { defaultValue: focus });
  const navigate = useNavigate();
  const attributes = useMcuAttributes(manifest.id);
  const [criteria, setCriteria] = useState<RecommendationCriteria>({});
  const packages = useRecommendations(manifest.id, criteria);
  const [chosen, setChosen] = useState<McuPackage | null>(null);
  const set = (key: keyof RecommendationCriteria) => (value: string | number | null) =>
    setCriteria((c) => ({ ...c, [key]: value === any || value === null ? undefined : String(value) }));

  if (chosen) {
    // The current list's copy: after a language switch it carries the new wording.
    const shown = packages.data?.find((p) => p.packageId === chosen.packageId) ?? chosen;
    return (
      <PageFrame title={t('screening.locationTitle')}>
        <PackageLocationStep
          pkg={shown}
          onBack={() => setChosen(null)}
          onOpened={(link) => void navigate(safeAppPathOr(link, `${appBasename}/`).slice(appBasename.length) || '/')}
        />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={t('screening.title')}>
      {attributes.isError ? (
        <QueryErrorAlert
          error={attributes.error}
          message={t('screening.loadFailed')}
          onRetry={() => void attributes.refetch()}
        />
      ) : null}
      {attributes.data ? (
        <Grid>
          <Select
            label={t('screening.gender')}
            options={choices(
              t('screening.any'),
              attributes.data.genders.filter((g) => g !== 'All'),
              genderLabel,
            )}
            selectedKey={criteria.gender ?? any}
            onSelectionChange={set('gender')}
          />
          <Select
            label={t('screening.ageBand')}
            options={choices(t('screening.any'), attributes.data.ageBands)}
            selectedKey={criteria.ageBand ?? any}
            onSelectionChange={set('ageBand')}
          />
          <Select
            label={t('screening.focus')}
            options={choices(t('screening.any'), attributes.data.focuses, focusLabel)}
            selectedKey={criteria.focus ?? any}
            onSelectionChange={set('focus')}
          />
        </Grid>
      ) : null}
      <h2>{t('screening.recommended')}</h2>
      {packages.isPending ? <Spinner label={t('loading')} /> : null}
      {packages.data?.length === 0 ? <Alert>{t('screening.none')}</Alert> : null}
      <Grid>
        {packages.data?.map((p) => (
          <Card key={p.packageId}>
            <h3>{p.name}</h3>
            <p>{p.description}</p>
            <p>{t('screening.price', { price: money(p.price) })}</p>
            <div>
              <Button aria-label={t('screening.chooseOne', { name: p.name })} onPress={() => setChosen(p)}>
                {t('screening.choose')}
              </Button>
            </div>
          </Card>
        ))}
      </Grid>
    </PageFrame>
  );
}
