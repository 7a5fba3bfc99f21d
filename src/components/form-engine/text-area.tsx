import { TextArea as AriaTextArea, TextField as AriaTextField } from 'react-aria-components';
import styled from 'styled-components';
import { controlSurface, FieldErrorText, FieldLabel, FieldStack } from '@/components/ui/shared/field';
import { focusRing } from '@/components/ui/shared/metrics';

const Area = styled(AriaTextArea)`
  ${controlSurface}
  min-height: 6rem;
  resize: vertical;
  ${focusRing}
`;

/** Props of the multi-line text field. */
export interface TextAreaProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string;
  isDisabled?: boolean;
}

/** A labelled multi-line input (the engine's textArea). */
export function TextArea({ label, value, onChange, errorMessage, isDisabled }: TextAreaProps) {
  return (
    <AriaTextField value={value} onChange={onChange} isDisabled={isDisabled} isInvalid={Boolean(errorMessage)}>
      <FieldStack>
        <FieldLabel>{label}</FieldLabel>
        <Area />
        <FieldErrorText>{errorMessage}</FieldErrorText>
      </FieldStack>
    </AriaTextField>
  );
}
