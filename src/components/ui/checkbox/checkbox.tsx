import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import styled from 'styled-components';
import { minTarget, stroke } from '../shared/metrics';

const Root = styled(AriaCheckbox)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => minTarget(theme)};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;

  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const Box = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ theme }) => theme.space[5]};
  height: ${({ theme }) => theme.space[5]};
  border: ${({ theme }) => `${stroke(theme)} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.onPrimary};

  [data-selected] > &,
  [data-indeterminate] > & {
    background: ${({ theme }) => theme.color.primary};
    border-color: ${({ theme }) => theme.color.primary};
  }
  [data-invalid] > & {
    border-color: ${({ theme }) => theme.color.danger};
  }
  [data-focus-visible] > & {
    outline: ${({ theme }) => `${stroke(theme)} solid ${theme.color.focus}`};
    outline-offset: ${({ theme }) => stroke(theme)};
  }

  svg {
    width: ${({ theme }) => theme.space[4]};
    height: ${({ theme }) => theme.space[4]};
    fill: none;
    stroke: currentColor;
    stroke-width: 3;
  }
`;

/** Props of the labelled checkbox. */
export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className' | 'style' | 'children'> {
  /** The label beside the box; clicking it toggles the box. */
  children: ReactNode;
}

/** A checkbox whose 24 px box and label together form the target. */
export function Checkbox({ children, ...rest }: CheckboxProps) {
  return (
    <Root {...rest}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <Box aria-hidden="true">
            {isIndeterminate ? (
              <svg viewBox="0 0 18 18">
                <polyline points="4 9 14 9" />
              </svg>
            ) : isSelected ? (
              <svg viewBox="0 0 18 18">
                <polyline points="3.5 9.5 7.5 13 14.5 5" />
              </svg>
            ) : null}
          </Box>
          {children}
        </>
      )}
    </Root>
  );
}
