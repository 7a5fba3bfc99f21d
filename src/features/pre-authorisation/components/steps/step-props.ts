import type { WizardState } from '../../model/wizard-state';

/** What every wizard step receives from the wizard page. */
export interface StepProps {
  /** Everything collected so far. */
  state: WizardState;
  /** Merges a change into the wizard state. */
  update: (patch: Partial<WizardState>) => void;
  /** Moves to the next sub-step (after the step saved successfully). */
  next: () => void;
  /** Moves one sub-step back, keeping every value. */
  back: () => void;
}
