import { TenantRoot as AppTenantRoot, type TenantRootProps } from '@/app/tenant-root';
import { BenchThemeProvider } from './bench-theme-provider';

/**
 * What the bench build's router renders in place of the app's TenantRoot (see
 * vite.config.ts here): the same root inside a ThemeProvider of concrete colours,
 * nested in the app's own provider so the pages' styled components read it. The
 * bench serves one tenant, so the first tenant's palettes are the ones used.
 */
export function TenantRoot(props: TenantRootProps) {
  return (
    <BenchThemeProvider palettes={props.initial.bundle.manifest.palettes}>
      <AppTenantRoot {...props} />
    </BenchThemeProvider>
  );
}
