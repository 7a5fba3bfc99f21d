import { useCallback, useEffect, useState } from 'react';
import { useTenant } from '../tenant/tenant-context';
import type { formatPhone } from './phone';

type FormatPhone = typeof formatPhone;

let loaded: FormatPhone | undefined;
let loading: Promise<FormatPhone> | undefined;

// libphonenumber with its metadata is ~29 KB gzip: pages that show a number load it on first
// use instead of carrying it in their route chunk (sign-up's review step, case
// details). After a phone input it is already there and resolves at once.
function loadFormatter(): Promise<FormatPhone> {
  loading ??= import('./phone').then(
    (m) => (loaded = m.formatPhone),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** What {@link usePhoneFormat} gives: the formatter, and whether it has loaded yet. */
export interface PhoneFormat {
  format: (stored: string) => string;
  ready: boolean;
}

/**
 * Formats stored phone numbers for display (`+65 9123 4567`) through the
 * shared formatter; numbers without a country code are read in the tenant's
 * region. Until the formatter has loaded (or if it cannot), numbers show as stored.
 */
export function usePhoneFormat(): PhoneFormat {
  const region = useTenant().manifest.phoneRegion;
  const [impl, setImpl] = useState<FormatPhone | undefined>(() => loaded);
  useEffect(() => {
    if (impl) return;
    let live = true;
    loadFormatter().then(
      (next) => live && setImpl(() => next),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [impl]);
  const format = useCallback((stored: string) => (impl ? impl(stored, region) : stored), [impl, region]);
  return { format, ready: impl !== undefined };
}
