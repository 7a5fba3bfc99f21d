import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { isApiError } from '@/lib/api/api-error';
import { pafReason } from '@/lib/api/contract/pre-authorisation/paf-status';
import { FormTextField } from '@/lib/forms/form-field';
import { errorKeys, useZodForm } from '@/lib/forms/use-zod-form';
import { useTenant } from '@/lib/tenant/tenant-context';
import { useSaveHospitalCost } from '../api/save-hospital-cost';
import { hospitalChargesSchema, type HospitalChargesValues } from '../model/hospital-charges';
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
  const saveCost = useSaveHospitalCost(roleId);
  // Amounts are in the tenant's currency, like every other amount it shows.
  const currency = t('charges.currency', { currency: manifest.currency.label });
  // Messages appear on submit and stay, while editing, until the next one.
  const form = useZodForm<HospitalChargesValues>(hospitalChargesSchema, {
    defaultValues: { minCost: '', maxCost: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const messages = errorKeys(form.formState.errors).map((key) => t(key));

  const save = form.handleSubmit(async ({ minCost, maxCost }) => {
    try {
      await saveCost.mutateAsync({ caseId, minCost: Number(minCost), maxCost: Number(maxCost) });
      onSubmitted();
    } catch (error) {
      // A case not ready for charges says why (signed, complete form first); any other failure the spec's words.
      setFailure(
        isApiError(error) && error.reason === pafReason('notSigned')
          ? t('charges.notYet')
          : t('errors.hospitalCharges'),
      );
    }
  });
  const onSubmit = async () => {
    setFailure(null);
    setAttempt((n) => n + 1);
    await save();
  };

  return (
    <Block title={t('charges.title')}>
      <ErrorSummary messages={[...new Set(messages), ...(failure ? [failure] : [])]} attempt={attempt} />
      <FieldGrid>
        <FormTextField
          form={form}
          name="minCost"
          ns="pre-authorisation"
          clearOnChange={false}
          label={t('charges.min')}
          type="number"
          inputMode="decimal"
          onKeyDown={blockKeys}
          description={currency}
          isRequired
        />
        <FormTextField
          form={form}
          name="maxCost"
          ns="pre-authorisation"
          clearOnChange={false}
          label={t('charges.max')}
          type="number"
          inputMode="decimal"
          onKeyDown={blockKeys}
          description={currency}
          isRequired
        />
      </FieldGrid>
      <div>
        <Button onPress={() => void onSubmit()} isLoading={saveCost.isPending}>
          {t('charges.submit')}
        </Button>
      </div>
    </Block>
  );
}
