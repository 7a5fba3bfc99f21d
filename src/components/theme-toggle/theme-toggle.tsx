import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { breakpoints } from '@themes/tokens';
import { visuallyHiddenCss } from '../ui/shared/field';
import { getResolvedTheme, setThemeMode, subscribeTheme } from '@/lib/theme/theme-mode';

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 2.5rem;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;

/** Below the small breakpoint a compact toggle shows its icon only; the words stay its name. */
const Words = styled.span<{ $compact: boolean }>`
  ${({ $compact }) =>
    $compact &&
    css`
      @media (max-width: ${breakpoints.sm - 1}px) {
        ${visuallyHiddenCss}
      }
    `}
`;

const Icon = styled.svg`
  width: 1.125rem;
  height: 1.125rem;
  fill: currentColor;
`;

/**
 * Switches between light and dark; the choice is remembered. Only this button re-renders.
 * Its name says what pressing it does, so it carries no aria-pressed: a toggle whose
 * label changes with its state would read "Switch to light theme, pressed".
 */
/** Props: `compact` drops the visible words on phones (the logged-out header's one row). */
export interface ThemeToggleProps {
  compact?: boolean;
}

export function ThemeToggle({ compact = false }: ThemeToggleProps) {
  const { t } = useTranslation('common');
  const theme = useSyncExternalStore(subscribeTheme, getResolvedTheme, () => 'light' as const);
  const dark = theme === 'dark';
  return (
    <Toggle type="button" onClick={() => setThemeMode(dark ? 'light' : 'dark')}>
      <Icon viewBox="0 0 24 24" aria-hidden="true">
        {dark ? (
          <path d="M12 3a9 9 0 1 0 9 9 7 7 0 0 1-9-9z" />
        ) : (
          <path d="M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0-5 1.5 3h-3L12 2zm0 20-1.5-3h3L12 22zM2 12l3-1.5v3L2 12zm20 0-3 1.5v-3L22 12z" />
        )}
      </Icon>
      <Words $compact={compact}>{dark ? t('theme.toLight') : t('theme.toDark')}</Words>
    </Toggle>
  );
}
