import { useState } from 'react';
import {
  Button,
  Group,
  Input,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { controlSurface, FieldDescription, FieldErrorText, FieldLabel, FieldStack } from '../shared/field';
import { focusRing, minTarget, stroke } from '../shared/metrics';

const InputRow = styled(Group)`
  ${controlSurface}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding-block: 0;

  &[data-focus-within] {
    outline: ${({ theme }) => `${stroke(theme)} solid ${theme.color.focus}`};
    outline-offset: ${({ theme }) => stroke(theme)};
  }
`;

const StyledInput = styled(Input)`
  flex: 1;
  min-width: 0;
  align-self: stretch;
  border: 0;
  padding: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  outline: none;

  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

// A plain Button with aria-pressed, not react-aria's ToggleButton: that one brings toggle groups and the toolbar's
// focus scope (~6 KB gzip) to every page with a text field, login included.
const RevealButton = styled(Button)`
  min-width: ${({ theme }) => minTarget(theme)};
  min-height: ${({ theme }) => minTarget(theme)};
  padding: ${({ theme }) => `0 ${theme.space[2]}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  ${focusRing}
`;

/** Props of the labelled single-line text input. */
export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children'> {
  /** Visible label, also the accessible name. */
  label: string;
  /** Help text under the input, linked with aria-describedby. */
  description?: string;
  /** Error shown under the input; setting it marks the field invalid. */
  errorMessage?: string;
  /** Placeholder hint; never a substitute for the label. */
  placeholder?: string;
  /** Adds a Show/Hide toggle; use with type="password". */
  revealable?: boolean;
}

/** A text input with label, description and linked error message. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  revealable = false,
  type = 'text',
  isInvalid,
  ...rest
}: TextFieldProps) {
  const { t } = useTranslation('ui');
  const [revealed, setRevealed] = useState(false);
  const effectiveType = revealable && revealed ? 'text' : type;
  return (
    <AriaTextField {...rest} type={effectiveType} isInvalid={isInvalid ?? Boolean(errorMessage)}>
      <FieldStack>
        <FieldLabel>{label}</FieldLabel>
        <InputRow>
          <StyledInput placeholder={placeholder} />
          {revealable ? (
            <RevealButton aria-pressed={revealed} onPress={() => setRevealed((shown) => !shown)}>
              {revealed ? t('textField.hidePassword') : t('textField.showPassword')}
            </RevealButton>
          ) : null}
        </InputRow>
        {description ? <FieldDescription>{description}</FieldDescription> : null}
        <FieldErrorText>{errorMessage}</FieldErrorText>
      </FieldStack>
    </AriaTextField>
  );
}
