import { THEME_STORAGE_KEY } from './theme-mode';

/**
 * Runs inline in <head> before any stylesheet or bundle, so the first paint
 * already has the right mode. Kept dependency-free: it is serialised with
 * Function.prototype.toString into index.html.
 */
function bootTheme(key: string): void {
  let mode = 'system';
  try {
    mode = localStorage.getItem(key) ?? 'system';
  } catch {
    // storage blocked: follow the system
  }
  const dark = mode === 'dark' || (mode !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.setAttribute('data-theme', dark ? 'dark' : 'light');
  document.documentElement.setAttribute('data-theme-mode', mode === 'dark' || mode === 'light' ? mode : 'system');
}

export const themeBootScript = `(${bootTheme.toString()})(${JSON.stringify(THEME_STORAGE_KEY)});`;
