import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { stroke } from '../shared/metrics';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

type StepState = 'complete' | 'current' | 'upcoming';

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-family: ${({ theme }) => theme.fonts.body};
  counter-reset: step;
`;

const Item = styled.li<{ $state: StepState }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme, $state }) => ($state === 'upcoming' ? theme.color.textMuted : theme.color.text)};
  font-weight: ${({ theme, $state }) => ($state === 'current' ? theme.fontWeights.bold : theme.fontWeights.regular)};
`;

const Marker = styled.span<{ $state: StepState }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  box-sizing: border-box;
  width: ${({ theme }) => theme.space[6]};
  height: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: ${({ theme, $state }) =>
    `${stroke(theme)} solid ${$state === 'upcoming' ? theme.color.border : theme.color.primary}`};
  background: ${({ theme, $state }) => ($state === 'upcoming' ? theme.color.surface : theme.color.primary)};
  color: ${({ theme, $state }) => ($state === 'upcoming' ? theme.color.textMuted : theme.color.onPrimary)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  /* A halo sets the current step apart from completed ones without relying on colour alone. */
  box-shadow: ${({ theme, $state }) =>
    $state === 'current'
      ? `0 0 0 ${stroke(theme)} ${theme.color.background}, 0 0 0 calc(${stroke(theme)} * 2) ${theme.color.primary}`
      : 'none'};
`;

/** Props of the progress stepper. */
export interface StepperProps {
  /** Step titles, in order. */
  steps: readonly string[];
  /** Zero-based index of the step the user is on; earlier steps count as complete. */
  currentStep: number;
  /** Accessible name of the list; defaults to the translated "Progress". */
  label?: string;
}

/** Where a step stands relative to the current one. */
export function stepState(index: number, currentStep: number): StepState {
  if (index < currentStep) return 'complete';
  return index === currentStep ? 'current' : 'upcoming';
}

/** A numbered list of steps; the current one carries aria-current="step". */
export function Stepper({ steps, currentStep, label }: StepperProps) {
  const { t } = useTranslation('ui');
  return (
    <List aria-label={label ?? t('stepper.label')}>
      {steps.map((title, index) => {
        const state = stepState(index, currentStep);
        return (
          <Item key={title} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <Marker $state={state} aria-hidden="true">
              {state === 'complete' ? '✓' : index + 1}
            </Marker>
            <span>{title}</span>
            <VisuallyHidden>{`, ${t(`stepper.${state}`)}`}</VisuallyHidden>
          </Item>
        );
      })}
    </List>
  );
}
