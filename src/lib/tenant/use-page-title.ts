import { useEffect } from 'react';
import { useTenant } from './tenant-context';

/** Sets the page title as '{title} | {client display name}' (spec 01 §1). */
export function usePageTitle(title: string): void {
  const { manifest } = useTenant();
  useEffect(() => {
    document.title = `${title} | ${manifest.displayName}`;
  }, [title, manifest.displayName]);
}
