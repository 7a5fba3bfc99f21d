import { usePafForm } from '../../api/get-paf-form';
import { estimateChoice } from '../../model/resume';
import { EngineStep } from './engine-step';
import type { StepProps } from './step-props';

/** Step 4, second sub-step: the estimate fee generator, chosen by treatment type and surgery. */
export function EstimateStep({ state, update, next, back }: StepProps) {
  const form = usePafForm(state.clientId, 'ESTIMATE_FEE', estimateChoice(state));
  return (
    <EngineStep
      clientId={state.clientId}
      definition={form.data}
      isLoading={form.isPending}
      isError={form.isError}
      values={state.estimate}
      saved={state.saved.estimate}
      onValuesChange={(estimate) => update({ estimate })}
      back={back}
      onValid={next}
    />
  );
}
