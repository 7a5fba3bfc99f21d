// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadAfterDataCapMs, useLoadAfterData } from './load-after-data';
import { engagementQuietMs } from './user-engagement';

function Page({ load, answer }: { load: () => Promise<unknown>; answer: Promise<string> }) {
  useQuery({ queryKey: ['page'], queryFn: () => answer });
  const started = useLoadAfterData(load);
  return <p>{started ? 'started' : 'waiting'}</p>;
}

function withClient(children: ReactNode) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

const tick = () => act(() => new Promise((r) => setTimeout(r, 0)));

describe('useLoadAfterData', () => {
  afterEach(() => vi.useRealTimers());

  it('waits while the page is fetching and starts when its answer is in', async () => {
    let answer!: (v: string) => void;
    const load = vi.fn(() => Promise.resolve());
    const view = render(withClient(<Page load={load} answer={new Promise((r) => (answer = r))} />));
    await tick();
    await tick();
    expect(load).not.toHaveBeenCalled();
    expect(view.container.textContent).toBe('waiting');
    await act(() => {
      answer('data');
      return Promise.resolve();
    });
    await tick();
    expect(load).toHaveBeenCalledTimes(1);
    expect(view.container.textContent).toBe('started');
  });

  it('starts anyway once the cap has passed, however slow the data', async () => {
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.resolve());
    render(withClient(<Page load={load} answer={new Promise(() => {})} />));
    await act(() => vi.advanceTimersByTimeAsync(loadAfterDataCapMs - 10));
    expect(load).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts at once without a query client, and not at all when the code is already in', async () => {
    const load = vi.fn(() => Promise.resolve());
    function Bare({ loaded }: { loaded: boolean }) {
      return <p>{useLoadAfterData(load, () => loaded) ? 'started' : 'waiting'}</p>;
    }
    const bare = render(<Bare loaded={false} />);
    await tick();
    expect(load).toHaveBeenCalledTimes(1);
    expect(bare.container.textContent).toBe('started');
    const warm = render(withClient(<Bare loaded />));
    expect(warm.container.textContent).toBe('started');
    await tick();
    expect(load).toHaveBeenCalledTimes(1);
  });

  // One file, one page: the first interaction is remembered, so the quiet case runs first.
  describe('until the user engages', () => {
    function Picker({ load }: { load: () => Promise<unknown> }) {
      return <p>{useLoadAfterData(load, () => false, { untilEngaged: true }) ? 'started' : 'waiting'}</p>;
    }

    it('after the data, waits for the user, and starts once the page has been left alone', async () => {
      vi.useFakeTimers();
      const load = vi.fn(() => Promise.resolve());
      render(withClient(<Picker load={load} />));
      await act(() => vi.advanceTimersByTimeAsync(engagementQuietMs - 10));
      expect(load).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(20));
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('starts at the first key press or touch, and at once after one', async () => {
      const load = vi.fn(() => Promise.resolve());
      const view = render(withClient(<Picker load={load} />));
      await tick();
      await tick();
      expect(load).not.toHaveBeenCalled();
      await act(() => {
        window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
        return Promise.resolve();
      });
      expect(load).toHaveBeenCalledTimes(1);
      expect(view.container.textContent).toBe('started');
      const later = vi.fn(() => Promise.resolve());
      render(withClient(<Picker load={later} />));
      await tick();
      await tick();
      expect(later).toHaveBeenCalledTimes(1);
    });
  });
});
