import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api/api-error';
import { usePafForm } from '../../api/get-paf-form';
import { useSaveDiagnosis } from '../../api/save-diagnosis';
import { pafFormSubmission } from '../../model/form-submission';
import { usePafSession } from '../use-paf-session';
import { EngineStep } from './engine-step';
import type { StepProps } from './step-props';

/** Step 3: Section C from the server schema; its failure shows the server's own message (docs/product/pre-authorisation.md#paf-errors). */
export function SectionCStep({ state, update, next, back }: StepProps) {
  const { t } = useTranslation('pre-authorisation');
  const session = usePafSession();
  const form = usePafForm(state.clientId, 'SECTION_C');
  const save = useSaveDiagnosis(session.roleId);
  return (
    <EngineStep
      clientId={state.clientId}
      definition={form.data}
      isLoading={form.isPending}
      isError={form.isError}
      values={state.sectionC}
      saved={state.saved.sectionC}
      onValuesChange={(sectionC) => update({ sectionC })}
      back={back}
      isSaving={save.isPending}
      onValid={async (definition, values) => {
        const { previousTreatmentDetails, ...fields } = pafFormSubmission(definition, values);
        try {
          await save.mutateAsync({
            caseId: state.caseId,
            fields,
            previousTreatmentDetails: Array.isArray(previousTreatmentDetails)
              ? (previousTreatmentDetails as Array<Record<string, unknown>>)
              : [],
          });
        } catch (error) {
          throw new Error(isApiError(error) && error.message ? error.message : t('errors.submission'));
        }
        next();
      }}
    />
  );
}
