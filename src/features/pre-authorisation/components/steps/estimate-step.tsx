import { usePafForm } from '../../api/get-paf-form';
import { EngineStep } from './engine-step';
import type { StepProps } from './step-props';

/** Step 4, second sub-step: the estimate fee generator, chosen by treatment type and surgery. */
export function EstimateStep({ state, update, next, back }: StepProps) {
  const treatmentType = typeof state.sectionD?.treatmentType === 'string' ? state.sectionD.treatmentType : undefined;
  const form = usePafForm(state.clientId, 'ESTIMATE_FEE', {
    treatmentType,
    isSurgicalProcedure: state.sectionD?.isSurgicalProcedure === 'Yes',
  });
  return (
    <EngineStep
      clientId={state.clientId}
      definition={form.data}
      isLoading={form.isPending}
      isError={form.isError}
      values={state.estimate}
      onValuesChange={(estimate) => update({ estimate })}
      back={back}
      onValid={next}
    />
  );
}
