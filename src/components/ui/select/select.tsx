import type { Key } from 'react-aria-components';
import {
  Button as AriaButton,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { controlSurface, FieldDescription, FieldErrorText, FieldLabel, FieldStack } from '../shared/field';
import { focusRing } from '../shared/metrics';

const Trigger = styled(AriaButton)`
  ${controlSurface}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  text-align: start;
  cursor: pointer;
  ${focusRing}

  [data-invalid] & {
    border-color: ${({ theme }) => theme.color.danger};
  }
  & [data-placeholder] {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Chevron = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const StyledPopover = styled(Popover)`
  min-width: var(--trigger-width);
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border: ${({ theme }) => `calc(${theme.space[1]} / 4) solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  font-family: ${({ theme }) => theme.fonts.body};
  overflow: auto;
`;

const StyledListBox = styled(ListBox)`
  padding: ${({ theme }) => theme.space[1]};
  outline: none;
`;

const Option = styled(ListBoxItem)`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  outline: none;

  &[data-focused] {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  &[data-focus-visible] {
    outline: ${({ theme }) => `calc(${theme.space[1]} / 2) solid ${theme.color.focus}`};
    outline-offset: calc(-1 * ${({ theme }) => theme.space[1]} / 2);
  }
  &[data-selected] {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.color.primary};
  }
`;

/** One choice of a Select. */
export interface SelectOption {
  /** Value reported through onSelectionChange. */
  id: Key;
  /** Text the user sees. */
  label: string;
}

/** Props of the single-choice dropdown. */
export interface SelectProps extends Omit<AriaSelectProps<SelectOption>, 'className' | 'style' | 'children' | 'items'> {
  /** Visible label, also the accessible name. */
  label: string;
  /** The choices, in display order. */
  options: readonly SelectOption[];
  /** Help text under the control. */
  description?: string;
  /** Error text; setting it marks the field invalid. */
  errorMessage?: string;
  /** Renders the label for screen readers only (e.g. inside a toolbar). */
  hideLabel?: boolean;
  /** Puts the label beside the control instead of above it (compact toolbars). */
  labelBeside?: boolean;
}

/** A labelled dropdown over react-aria Select: typeahead, arrow keys, Escape. */
export function Select({
  label,
  options,
  description,
  errorMessage,
  placeholder,
  hideLabel = false,
  labelBeside = false,
  isInvalid,
  ...rest
}: SelectProps) {
  const { t } = useTranslation('ui');
  return (
    <AriaSelect
      {...rest}
      placeholder={placeholder ?? t('select.placeholder')}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
    >
      <FieldStack $inline={labelBeside}>
        <FieldLabel $visuallyHidden={hideLabel} $nowrap={labelBeside}>
          {label}
        </FieldLabel>
        <Trigger>
          <SelectValue />
          <Chevron aria-hidden="true">▼</Chevron>
        </Trigger>
        {description ? <FieldDescription>{description}</FieldDescription> : null}
        <FieldErrorText>{errorMessage}</FieldErrorText>
      </FieldStack>
      <StyledPopover>
        <StyledListBox>
          {options.map((option) => (
            <Option key={String(option.id)} id={option.id} textValue={option.label}>
              {option.label}
            </Option>
          ))}
        </StyledListBox>
      </StyledPopover>
    </AriaSelect>
  );
}
