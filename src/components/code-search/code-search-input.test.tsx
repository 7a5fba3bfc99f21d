// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from 'i18next';
import { useState, type ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { styledTheme } from '../../../themes/styled-theme';
import codeSearchEn from '../../../locales/en/code-search.json';
import { CodeSearchInput, type CodeSearchInputProps } from './code-search-input';
import type { CodeTreeNode } from './model/code-tree';

function wrapper({ children }: { children: ReactNode }) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { 'code-search': codeSearchEn } },
    react: { useSuspense: false },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={styledTheme}>{children}</ThemeProvider>
    </I18nextProvider>
  );
}

const leaf = (code: string, description: string): CodeTreeNode => ({ id: code, code, description, children: [] });

function Harness(props: Partial<CodeSearchInputProps> & Pick<CodeSearchInputProps, 'search'>) {
  const [value, setValue] = useState<CodeTreeNode | null>(null);
  return <CodeSearchInput label="Diagnosis" kind="diagnosis" value={value} onChange={setValue} {...props} />;
}

describe('CodeSearchInput', () => {
  it('refuses 2 characters with its hint and searches nothing', async () => {
    const search = vi.fn(() => Promise.resolve([]));
    render(<Harness search={search} />, { wrapper });
    await userEvent.type(screen.getByLabelText('Diagnosis'), 'di{Enter}');
    expect(screen.getByText('* Input must be more than 2 characters')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Search Diagnosis' }));
    expect(search).not.toHaveBeenCalled();
  });

  it('asks for Enter, then shows a tree with Others last and selects a code', async () => {
    const search = vi.fn(() =>
      Promise.resolve([
        leaf('E11.8', 'Other diabetes'),
        { ...leaf('E11', 'Type 2 diabetes'), children: [leaf('E11.9', 'Without complications')] },
      ]),
    );
    const onChange = vi.fn();
    render(<Harness search={search} onChange={onChange} />, { wrapper });
    await userEvent.type(screen.getByLabelText('Diagnosis'), 'diab');
    expect(screen.getByText('* Press Enter button to search diagnosis')).toBeTruthy();
    await userEvent.keyboard('{Enter}');
    expect(search).toHaveBeenCalledWith('diab');
    const picks = await screen.findAllByRole('button', { name: /^E11/ });
    expect(picks.map((b) => b.textContent)).toEqual(['E11Type 2 diabetes', 'E11.8Other diabetes']);
    await userEvent.click(screen.getByRole('button', { name: 'Expand Type 2 diabetes' }));
    await userEvent.click(screen.getByRole('button', { name: /Without complications/ }));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ code: 'E11.9' }));
  });

  it('shows No Data when the search fails', async () => {
    render(<Harness search={() => Promise.reject(new Error('down'))} />, { wrapper });
    await userEvent.type(screen.getByLabelText('Diagnosis'), 'zzzz');
    await userEvent.click(screen.getByRole('button', { name: 'Search Diagnosis' }));
    await waitFor(() => expect(screen.getByText('No Data')).toBeTruthy());
  });

  it('loads lazy children when a group opens', async () => {
    const group: CodeTreeNode = {
      id: 'l2:Eye/Lens',
      code: '',
      description: 'Lens',
      children: [],
      lazy: { l1: 'Eye', l2: 'Lens' },
    };
    const loadChildren = vi.fn(() => Promise.resolve([leaf('13.41', 'Phacoemulsification')]));
    render(<Harness kind="procedure" search={() => Promise.resolve([group])} loadChildren={loadChildren} />, {
      wrapper,
    });
    await userEvent.type(screen.getByLabelText('Diagnosis'), 'lens{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: /Lens/ }));
    expect(loadChildren).toHaveBeenCalledWith(group);
    expect(await screen.findByRole('button', { name: /Phacoemulsification/ })).toBeTruthy();
  });
});
