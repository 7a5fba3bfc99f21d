import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import type { Palette } from '../../../themes/palette';
import { styledTheme } from '../../../themes/styled-theme';
import { getResolvedTheme, subscribeTheme } from '@/lib/theme/theme-mode';

/** Props: the tenant palettes the concrete theme is built from. */
export interface BenchThemeProviderProps {
  palettes: { light: Palette; dark: Palette };
  children: ReactNode;
}

/**
 * Bench only (built by this folder's vite.config.ts for scripts/bench-theme-switch.ts):
 * themes the page "the usual way", with a theme object of concrete colour values that
 * is swapped on every light/dark switch, so every styled component re-renders and
 * regenerates its classes. The app never imports it; it exists to measure what our
 * CSS variables save.
 */
export function BenchThemeProvider({ palettes, children }: BenchThemeProviderProps) {
  const mode = useSyncExternalStore(subscribeTheme, getResolvedTheme, () => 'light' as const);
  // Only colours differ between modes; spacing and fonts stay the shared references.
  const theme = useMemo(() => ({ ...styledTheme, color: { ...palettes[mode] } }), [palettes, mode]);
  // The bench checks this mark to know it measures this variant; grep finds it in no normal build.
  useEffect(() => {
    document.documentElement.dataset.themeBench = 'provider';
  }, []);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
