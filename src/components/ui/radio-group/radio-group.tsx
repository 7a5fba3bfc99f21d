import {
  Radio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components';
import styled from 'styled-components';
import { FieldDescription, FieldErrorText, FieldLabel, FieldStack } from '../shared/field';
import { minTarget, stroke } from '../shared/metrics';

const Options = styled.div<{ $horizontal: boolean }>`
  display: flex;
  flex-direction: ${({ $horizontal }) => ($horizontal ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
`;

const Choice = styled(Radio)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => minTarget(theme)};
  cursor: pointer;

  &::before {
    content: '';
    box-sizing: border-box;
    flex: none;
    width: ${({ theme }) => theme.space[5]};
    height: ${({ theme }) => theme.space[5]};
    border: ${({ theme }) => `${stroke(theme)} solid ${theme.color.border}`};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.color.surface};
  }
  &[data-selected]::before {
    border: ${({ theme }) => `calc(${theme.space[1]} * 1.75) solid ${theme.color.primary}`};
  }
  &[data-invalid]::before {
    border-color: ${({ theme }) => theme.color.danger};
  }
  &[data-focus-visible]::before {
    outline: ${({ theme }) => `${stroke(theme)} solid ${theme.color.focus}`};
    outline-offset: ${({ theme }) => stroke(theme)};
  }
  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

/** One choice of a RadioGroup. */
export interface RadioOption {
  /** Value reported through onChange. */
  value: string;
  /** Text the user sees. */
  label: string;
  /** Greys out this one choice. */
  isDisabled?: boolean;
}

/** Props of the labelled radio group. */
export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'className' | 'style' | 'children'> {
  /** Group label, read before the choices. */
  label: string;
  /** The choices, in display order. */
  options: readonly RadioOption[];
  /** Help text under the choices. */
  description?: string;
  /** Error text; setting it marks the group invalid. */
  errorMessage?: string;
}

/** Radio buttons over react-aria: arrow keys move between choices, Tab leaves the group. */
export function RadioGroup({
  label,
  options,
  description,
  errorMessage,
  isInvalid,
  orientation = 'vertical',
  value,
  ...rest
}: RadioGroupProps) {
  // react-aria makes only the selected radio tabbable once the value is not null; a value no
  // option has (forms keep an unanswered field as '') would leave no radio reachable by Tab.
  const selected = value === undefined || value === null || options.some((o) => o.value === value) ? value : null;
  return (
    <AriaRadioGroup {...rest} value={selected} orientation={orientation} isInvalid={isInvalid ?? Boolean(errorMessage)}>
      <FieldStack>
        <FieldLabel>{label}</FieldLabel>
        <Options $horizontal={orientation === 'horizontal'}>
          {options.map((option) => (
            <Choice key={option.value} value={option.value} isDisabled={option.isDisabled}>
              {option.label}
            </Choice>
          ))}
        </Options>
        {description ? <FieldDescription>{description}</FieldDescription> : null}
        <FieldErrorText>{errorMessage}</FieldErrorText>
      </FieldStack>
    </AriaRadioGroup>
  );
}
