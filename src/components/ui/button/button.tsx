import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import styled, { css, type DefaultTheme } from 'styled-components';
import { focusRing, hairline } from '../shared/metrics';
import { Spinner } from '../spinner/spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'text' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants: Record<ButtonVariant, (theme: DefaultTheme) => ReturnType<typeof css>> = {
  primary: (theme) => css`
    background: ${theme.color.primary};
    color: ${theme.color.onPrimary};
    border-color: ${theme.color.primary};
  `,
  secondary: (theme) => css`
    background: ${theme.color.surface};
    color: ${theme.color.primary};
    border-color: ${theme.color.primary};
  `,
  text: (theme) => css`
    background: transparent;
    color: ${theme.color.primary};
    border-color: transparent;
    text-decoration: underline;
    text-underline-offset: ${theme.space[1]};
  `,
  danger: (theme) => css`
    background: ${theme.color.surface};
    color: ${theme.color.danger};
    border-color: ${theme.color.danger};
  `,
};

const sizes: Record<ButtonSize, (theme: DefaultTheme) => ReturnType<typeof css>> = {
  sm: (theme) => css`
    min-height: ${theme.space[6]};
    padding: ${theme.space[1]} ${theme.space[3]};
    font-size: ${theme.fontSizes.sm};
  `,
  md: (theme) => css`
    min-height: calc(${theme.space[6]} + ${theme.space[2]});
    padding: ${theme.space[2]} ${theme.space[4]};
    font-size: ${theme.fontSizes.md};
  `,
  lg: (theme) => css`
    min-height: ${theme.space[7]};
    padding: ${theme.space[3]} ${theme.space[5]};
    font-size: ${theme.fontSizes.lg};
  `,
};

const StyledButton = styled(AriaButton)<{ $variant: ButtonVariant; $size: ButtonSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: ${({ theme }) => theme.space[6]};
  border: ${({ theme }) => hairline(theme)} solid;
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: ${({ theme }) => theme.fonts.body};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  cursor: pointer;
  ${({ theme, $variant }) => variants[$variant](theme)}
  ${({ theme, $size }) => sizes[$size](theme)}
  ${focusRing}

  &[data-hovered]:not([data-disabled]) {
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
  &[data-pressed] {
    box-shadow: none;
  }
  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.6;
  }
  &[data-pending] {
    cursor: progress;
  }
`;

/** Props of the action button. */
export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children' | 'isPending'> {
  /** Visual weight: primary for the main action, danger for destructive ones. */
  variant?: ButtonVariant;
  /** Height and type size; every size keeps a target of at least 24 × 24 px. */
  size?: ButtonSize;
  /** Shows a spinner and ignores presses while work is under way; focus stays put. */
  isLoading?: boolean;
  /** The visible label. */
  children: ReactNode;
}

/** A button over react-aria: keyboard, touch and pending state handled alike. */
export function Button({ variant = 'primary', size = 'md', isLoading = false, children, ...rest }: ButtonProps) {
  const { t } = useTranslation('ui');
  return (
    <StyledButton {...rest} $variant={variant} $size={size} isPending={isLoading}>
      {isLoading ? <Spinner size="sm" label={t('button.loading')} /> : null}
      {children}
    </StyledButton>
  );
}
