// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from 'i18next';
import { useState, type ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { styledTheme } from '../../../themes/styled-theme';
import codeSearchEn from '../../../locales/en/code-search.json';
import formsEn from '../../../locales/en/form-engine.json';
import uiEn from '../../../locales/en/ui.json';
import { makeField } from '@/testing/field-factory';
import { CodeField } from './code-field';
import { FormEngineServicesProvider, noFormServices, type FormEngineServices } from './form-engine-services';

function wrapper({ children }: { children: ReactNode }) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { 'code-search': codeSearchEn, 'form-engine': formsEn, ui: uiEn } },
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

function Harness({
  type,
  services,
  onValue,
}: {
  type: 'diagnosisCode' | 'procedureCode';
  services: FormEngineServices;
  onValue: (v: unknown) => void;
}) {
  const [value, setValue] = useState<unknown>(null);
  const field = makeField(type, type, { uiLabel: type === 'diagnosisCode' ? 'Diagnosis' : 'Procedure' });
  return (
    <FormEngineServicesProvider services={services}>
      <CodeField
        field={field}
        value={value}
        onChange={(v) => {
          setValue(v);
          onValue(v);
        }}
      />
    </FormEngineServicesProvider>
  );
}

describe('CodeField on the shared CodeSearchInput', () => {
  it('stores the chosen diagnosis as code and description', async () => {
    const searchDiagnosis = vi.fn(() =>
      Promise.resolve([{ icd10Code: 'E11', icd10Description: 'Type 2 diabetes mellitus', children: [] }]),
    );
    const onValue = vi.fn();
    render(<Harness type="diagnosisCode" services={{ ...noFormServices, searchDiagnosis }} onValue={onValue} />, {
      wrapper,
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Diagnosis' }), 'diabetes{Enter}');
    expect(searchDiagnosis).toHaveBeenCalledWith('diabetes');
    await userEvent.click(await screen.findByRole('button', { name: /^E11/ }));
    expect(onValue).toHaveBeenLastCalledWith({ code: 'E11', description: 'Type 2 diabetes mellitus' });
  });

  it('collects several procedures, loading a group’s codes when it opens', async () => {
    const searchProcedure = vi.fn(() =>
      Promise.resolve([
        {
          levelOneDescription: 'Operations on the Eye',
          children: [{ levelTwoDescription: 'Operations on lens', children: [] }],
        },
      ]),
    );
    const loadProcedureChildren = vi.fn(() =>
      Promise.resolve([{ procedureCode: '13.41', procedureCodeDescription: 'Phacoemulsification' }]),
    );
    const onValue = vi.fn();
    render(
      <Harness
        type="procedureCode"
        services={{ ...noFormServices, searchProcedure, loadProcedureChildren }}
        onValue={onValue}
      />,
      { wrapper },
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Procedure' }), 'eye{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: /Operations on the Eye/ }));
    await userEvent.click(await screen.findByRole('button', { name: /Operations on lens/ }));
    await userEvent.click(await screen.findByRole('button', { name: /^13\.41/ }));
    expect(loadProcedureChildren).toHaveBeenCalledWith('Operations on the Eye', 'Operations on lens');
    expect(onValue).toHaveBeenLastCalledWith([{ code: '13.41', description: 'Phacoemulsification' }]);
    expect(screen.getByRole('button', { name: 'Remove 13.41 Phacoemulsification' })).toBeTruthy();
  });
});
