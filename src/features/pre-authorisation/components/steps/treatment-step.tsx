import { usePafForm } from '../../api/get-paf-form';
import { EngineStep } from './engine-step';
import type { StepProps } from './step-props';

/** Step 4, first sub-step: Section D treatment details (saved with the estimate on the third). */
export function TreatmentStep({ state, update, next, back }: StepProps) {
  const form = usePafForm(state.clientId, 'SECTION_D');
  return (
    <EngineStep
      clientId={state.clientId}
      definition={form.data}
      isLoading={form.isPending}
      isError={form.isError}
      values={state.sectionD}
      saved={state.saved.sectionD}
      onValuesChange={(sectionD) => update({ sectionD })}
      back={back}
      onValid={next}
    />
  );
}
