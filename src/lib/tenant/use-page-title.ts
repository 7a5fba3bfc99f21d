import { useEffect } from 'react';
import { useTenant } from './tenant-context';

/** Sets the page title as '{title} | {client display name}' (docs/product/shell.md#page-titles). */
export function usePageTitle(title: string): void {
  const { manifest } = useTenant();
  useEffect(() => {
    document.title = `${title} | ${manifest.displayName}`;
  }, [title, manifest.displayName]);
}
