/**
 * The seven wizard steps of docs/product/pre-authorisation.md#wizard-steps and their sub-steps. Position is a
 * (step, sub) pair; NEXT and BACK move through the flattened order.
 */
export const wizardSteps = ['payor', 'patient', 'admission', 'sectionC', 'sectionD', 'referral', 'signature'] as const;
export type WizardStep = (typeof wizardSteps)[number];

export type SubStep =
  | { step: 'payor' }
  | { step: 'patient'; sub: 'form' | 'qr' }
  | { step: 'admission' }
  | { step: 'sectionC' }
  | { step: 'sectionD'; sub: 'treatment' | 'estimate' | 'summary' }
  | { step: 'referral' }
  | { step: 'signature' };

export const wizardOrder: readonly SubStep[] = [
  { step: 'payor' },
  { step: 'patient', sub: 'form' },
  { step: 'patient', sub: 'qr' },
  { step: 'admission' },
  { step: 'sectionC' },
  { step: 'sectionD', sub: 'treatment' },
  { step: 'sectionD', sub: 'estimate' },
  { step: 'sectionD', sub: 'summary' },
  { step: 'referral' },
  { step: 'signature' },
];

export const stepIndex = (position: number) => wizardSteps.indexOf((wizardOrder[position] ?? wizardOrder[0]!).step);
export const nextPosition = (position: number) => Math.min(position + 1, wizardOrder.length - 1);
/** BACK on the patient form returns to payor selection; elsewhere one sub-step back. */
export const previousPosition = (position: number) => Math.max(position - 1, 0);
export const isLastPosition = (position: number) => position === wizardOrder.length - 1;
