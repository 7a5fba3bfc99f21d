import { paletteCss } from '../../../themes/css-variables';
import type { TenantManifest } from '../tenant/manifest-schema';

const STYLE_ID = 'ava-tenant-palette';

/**
 * Writes the tenant's light and dark palettes as CSS variables. Switching
 * tenant rewrites this one <style>; switching theme does not touch it.
 */
export function applyTenantPalette(manifest: TenantManifest): void {
  let style = document.getElementById(STYLE_ID);
  if (!style) {
    style = document.createElement('style');
    style.id = STYLE_ID;
    document.head.appendChild(style);
  }
  const css = paletteCss(manifest.palettes);
  if (style.textContent !== css) style.textContent = css;
  document.documentElement.dataset.tenant = manifest.id;
}

/** theme-color follows the palette of the resolved theme (mobile browser chrome). */
export function themeColorFor(manifest: TenantManifest, theme: 'light' | 'dark'): string {
  return manifest.palettes[theme].primary;
}
