/**
 * Light/dark/system mode. The resolved theme lives in one place only: the
 * `data-theme` attribute of <html>, which the tenant palette CSS keys on. A
 * switch flips that attribute and notifies the few subscribers (the toggle);
 * nothing else re-renders.
 */
export type ThemeMode = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'ava.theme-mode';
const darkQuery = '(prefers-color-scheme: dark)';

const listeners = new Set<() => void>();

export function getThemeMode(): ThemeMode {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

export function resolveTheme(mode: ThemeMode, systemDark: boolean): ResolvedTheme {
  if (mode === 'system') return systemDark ? 'dark' : 'light';
  return mode;
}

const systemPrefersDark = () => typeof matchMedia === 'function' && matchMedia(darkQuery).matches;

/** Applies a mode to <html> without storing it (Storybook and tests use this). */
export function applyThemeMode(mode: ThemeMode): ResolvedTheme {
  const theme = resolveTheme(mode, systemPrefersDark());
  document.documentElement.dataset.theme = theme;
  document.documentElement.dataset.themeMode = mode;
  for (const listener of listeners) listener();
  return theme;
}

/** The user's explicit choice: stored, then applied. 'system' forgets the choice. */
export function setThemeMode(mode: ThemeMode): void {
  try {
    if (mode === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Private mode without storage: the choice holds for this page only.
  }
  applyThemeMode(mode);
}

export const getResolvedTheme = (): ResolvedTheme =>
  document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';

export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Follows the operating system while the user has made no choice. */
export function watchSystemTheme(): () => void {
  if (typeof matchMedia !== 'function') return () => undefined;
  const query = matchMedia(darkQuery);
  const onChange = () => {
    if (getThemeMode() === 'system') applyThemeMode('system');
  };
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
