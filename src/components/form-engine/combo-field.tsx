import { Button as AriaButton, ComboBox, Input, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import styled from 'styled-components';
import { controlSurface, FieldErrorText, FieldLabel, FieldStack } from '@/components/ui/shared/field';
import { focusRing, minTarget } from '@/components/ui/shared/metrics';
import type { FormOption } from '@/lib/api/contract/patient-booking/forms';

const Row = styled.div`
  ${controlSurface}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;
const StyledInput = styled(Input)`
  flex: 1;
  min-width: 0;
  border: 0;
  padding: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  outline: none;
`;
/* "Show suggestions": at least 24 × 24 (WCAG 2.2 target size); on touch screens the field's full height and
   44 px wide, as much as the 40 px field allows without growing it. */
const Toggle = styled(AriaButton)`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => minTarget(theme)};
  min-height: ${({ theme }) => minTarget(theme)};
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;
  ${focusRing}
  @media (pointer: coarse) {
    align-self: stretch;
    min-width: ${({ theme }) => `calc(${theme.space[6]} + ${theme.space[3]})`};
    margin-block: ${({ theme }) => `calc(-1 * ${theme.space[2]})`};
    margin-inline-end: ${({ theme }) => `calc(-1 * ${theme.space[3]})`};
  }
`;
const StyledPopover = styled(Popover)`
  min-width: var(--trigger-width);
  max-height: 18rem;
  overflow: auto;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border: ${({ theme }) => `calc(${theme.space[1]} / 4) solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;
const Item = styled(ListBoxItem)`
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  cursor: pointer;
  outline: none;
  &[data-focused] {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;

/** Props of the type-to-filter choice (the engine's autoComplete). */
export interface ComboFieldProps {
  label: string;
  options: readonly FormOption[];
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
}

/** A combobox whose value is one of its options. */
export function ComboField({ label, options, value, onChange, errorMessage, isDisabled, isRequired }: ComboFieldProps) {
  return (
    <ComboBox
      selectedKey={value || null}
      onSelectionChange={(key) => onChange(key === null ? '' : String(key))}
      isDisabled={isDisabled}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      menuTrigger="focus"
    >
      <FieldStack>
        <FieldLabel>{label}</FieldLabel>
        <Row>
          <StyledInput />
          <Toggle excludeFromTabOrder>
            <span aria-hidden="true">▼</span>
          </Toggle>
        </Row>
        <FieldErrorText>{errorMessage}</FieldErrorText>
      </FieldStack>
      <StyledPopover>
        <ListBox items={options.map((o) => ({ id: o.value, label: o.label }))}>
          {(item) => (
            <Item id={item.id} textValue={item.label}>
              {item.label}
            </Item>
          )}
        </ListBox>
      </StyledPopover>
    </ComboBox>
  );
}
