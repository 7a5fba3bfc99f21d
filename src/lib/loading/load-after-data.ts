import { QueryClientContext } from '@tanstack/react-query';
import { useContext, useEffect, useState } from 'react';

/** However slow the page's data, secondary code starts by then. */
export const loadAfterDataCapMs = 3000;

/**
 * Starts `load` (secondary code: a date picker, a calendar) once the page's
 * data requests have answered, so on a slow link the answers are not queued
 * behind that code, and the content the user came for paints first. It waits
 * one task after the commit that mounted the caller (the page's queries start
 * in that commit's effects), then until no query is fetching, and at most
 * `loadAfterDataCapMs`. Without a QueryClient it starts at once. Returns true
 * once `load` has been started, from the first render if `isLoaded()`.
 */
export function useLoadAfterData(load: () => Promise<unknown>, isLoaded: () => boolean = () => false): boolean {
  const client = useContext(QueryClientContext);
  const [started, setStarted] = useState(isLoaded);
  useEffect(() => {
    if (started) return;
    let done = false;
    let unsubscribe = () => {};
    const start = () => {
      if (done) return;
      done = true;
      unsubscribe();
      void load();
      setStarted(true);
    };
    if (!client) {
      start();
      return;
    }
    const settled = () => client.isFetching() === 0;
    const timer = setTimeout(() => {
      if (settled()) return start();
      unsubscribe = client.getQueryCache().subscribe(() => {
        if (settled()) start();
      });
    }, 0);
    const cap = setTimeout(start, loadAfterDataCapMs);
    return () => {
      done = true;
      clearTimeout(timer);
      clearTimeout(cap);
      unsubscribe();
    };
  }, [started, load, client]);
  return started;
}
