// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { Profiler, useState } from 'react';
import styled, { ThemeProvider } from 'styled-components';
import { beforeEach, describe, expect, it } from 'vitest';
import { styledTheme } from '../../../themes/styled-theme';
import { buildTenantBundle } from '@/testing/tenant-factory';
import { TenantProvider } from '../tenant/tenant-provider';
import { useTenant } from '../tenant/tenant-context';
import { setThemeMode } from './theme-mode';

const Panel = styled.div`
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
`;

function Page() {
  const { manifest } = useTenant();
  return (
    <Panel>
      {Array.from({ length: 50 }, (_, i) => (
        <Panel key={i}>{manifest.displayName}</Panel>
      ))}
    </Panel>
  );
}

describe('theme switch', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-theme');
  });

  it('flips data-theme and the palette variables without re-rendering anything below the providers', () => {
    let renders = 0;
    render(
      <ThemeProvider theme={styledTheme}>
        <TenantProvider bundle={buildTenantBundle()}>
          <Profiler id="page" onRender={() => (renders += 1)}>
            <Page />
          </Profiler>
        </TenantProvider>
      </ThemeProvider>,
    );
    const before = renders;
    expect(before).toBeGreaterThan(0);

    act(() => setThemeMode('dark'));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('ava.theme-mode')).toBe('dark');
    act(() => setThemeMode('light'));
    expect(document.documentElement.dataset.theme).toBe('light');

    expect(renders).toBe(before);
    // The palette is CSS keyed on the attribute, so the values follow it.
    expect(document.getElementById('ava-tenant-palette')?.textContent).toContain(':root[data-theme="dark"]');
  });

  it('the render counter does see a re-render when the theme object is swapped (the usual way)', () => {
    let renders = 0;
    let swap: () => void = () => undefined;
    function SwappingProvider() {
      const [theme, setTheme] = useState(styledTheme);
      swap = () => setTheme({ ...styledTheme });
      return (
        <ThemeProvider theme={theme}>
          <TenantProvider bundle={buildTenantBundle()}>
            <Profiler id="page" onRender={() => (renders += 1)}>
              <Page />
            </Profiler>
          </TenantProvider>
        </ThemeProvider>
      );
    }
    render(<SwappingProvider />);
    const before = renders;
    act(() => swap());
    expect(renders).toBeGreaterThan(before);
  });
});
