import { QueryClientContext } from '@tanstack/react-query';
import { useContext, useEffect, useState } from 'react';
import { afterUserEngagement } from './user-engagement';

/** However slow the page's data, secondary code starts by then. */
export const loadAfterDataCapMs = 3000;

/**
 * Starts `load` (secondary code: a date picker, a calendar) once the page's
 * data requests have answered, so on a slow link the answers are not queued
 * behind that code, and the content the user came for paints first. It waits
 * one task after the commit that mounted the caller (the page's queries start
 * in that commit's effects), then until no query is fetching, and at most
 * `loadAfterDataCapMs`. With `untilEngaged`, it then also waits for the user's
 * first interaction (or a quiet spell, see afterUserEngagement): for code that
 * only matters once the user acts. Without a QueryClient it starts at once.
 * Returns true once `load` has been started, from the first render if `isLoaded()`.
 */
export function useLoadAfterData(
  load: () => Promise<unknown>,
  isLoaded: () => boolean = () => false,
  options: { untilEngaged?: boolean } = {},
): boolean {
  const client = useContext(QueryClientContext);
  const [started, setStarted] = useState(isLoaded);
  const untilEngaged = options.untilEngaged ?? false;
  useEffect(() => {
    if (started) return;
    let done = false;
    let unsubscribe = () => {};
    let cancelEngagement = () => {};
    const begin = () => {
      if (done) return;
      done = true;
      unsubscribe();
      void load();
      // Not a transition: when the user's first key starts it, the swap must be in place before
      // the next key moves focus (a Tab would land on the placeholder the swap then replaces).
      setStarted(true);
    };
    let dataIn = false;
    const start = () => {
      if (dataIn) return;
      dataIn = true;
      unsubscribe();
      if (untilEngaged && client) cancelEngagement = afterUserEngagement(begin);
      else begin();
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
      cancelEngagement();
    };
  }, [started, load, client, untilEngaged]);
  return started;
}
