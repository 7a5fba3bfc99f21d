import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/text-field/text-field';
import { useTenant } from '@/lib/tenant/tenant-context';
import { useSaveHospitalCost } from '../api/save-hospital-cost';
import { hospitalChargesErrors } from '../model/hospital-charges';
import { Block, ErrorSummary, FieldGrid } from './paf-layout';

/** Scientific notation and signs would slip past a number input's own checks (docs/product/pre-authorisation.md#hospital-charges). */
const blockKeys = (event: KeyboardEvent) => {
  if (['e', 'E', '+', '-'].includes(event.key)) event.preventDefault();
};

/** Props of the hospital's charges form. */
export interface HospitalChargesFormProps {
  caseId: string;
  roleId: string;
  /** Called once the charges are saved. */
  onSubmitted: () => void;
}

/** Minimum and maximum cost; both required, minimum strictly below maximum. */
export function HospitalChargesForm({ caseId, roleId, onSubmitted }: HospitalChargesFormProps) {
  const { t } = useTranslation('pre-authorisation');
  const { manifest } = useTenant();
  const save = useSaveHospitalCost(roleId);
  // Amounts are in the tenant's currency, like every other amount it shows.
  const currency = t('charges.currency', { currency: manifest.currency.label });
  const [minCost, setMinCost] = useState('');
  const [maxCost, setMaxCost] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const text = Object.fromEntries(Object.entries(errors).map(([k, key]) => [k, t(key)]));

  const onSubmit = async () => {
    const found = hospitalChargesErrors(minCost, maxCost);
    setErrors(found);
    setFailure(null);
    setAttempt((n) => n + 1);
    if (Object.keys(found).length > 0) return;
    try {
      await save.mutateAsync({ caseId, minCost: Number(minCost), maxCost: Number(maxCost) });
      onSubmitted();
    } catch {
      setFailure(t('errors.hospitalCharges'));
    }
  };

  return (
    <Block title={t('charges.title')}>
      <ErrorSummary messages={[...new Set(Object.values(text)), ...(failure ? [failure] : [])]} attempt={attempt} />
      <FieldGrid>
        <TextField
          label={t('charges.min')}
          type="number"
          inputMode="decimal"
          name="minCost"
          value={minCost}
          onChange={setMinCost}
          onKeyDown={blockKeys}
          description={currency}
          errorMessage={text.minCost}
          isRequired
        />
        <TextField
          label={t('charges.max')}
          type="number"
          inputMode="decimal"
          name="maxCost"
          value={maxCost}
          onChange={setMaxCost}
          onKeyDown={blockKeys}
          description={currency}
          errorMessage={text.maxCost}
          isRequired
        />
      </FieldGrid>
      <div>
        <Button onPress={() => void onSubmit()} isLoading={save.isPending}>
          {t('charges.submit')}
        </Button>
      </div>
    </Block>
  );
}
