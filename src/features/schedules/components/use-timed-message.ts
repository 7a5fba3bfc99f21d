import { useCallback, useEffect, useState } from 'react';

/** docs/product/schedules.md#status-messages: status messages show for 5000 ms. */
export const messageMs = 5000;

/** A message that clears itself after `ms`. */
export function useTimedMessage<T>(ms = messageMs): [T | null, (value: T) => void] {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    if (value === null) return undefined;
    const timer = setTimeout(() => setValue(null), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return [value, useCallback((next: T) => setValue(next), [])];
}
