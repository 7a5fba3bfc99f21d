// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import enForms from '../../../locales/en/form-engine.json';
import { render } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import enUi from '../../../locales/en/ui.json';
import { styledTheme } from '../../../themes/styled-theme';
import { TenantContext, createTenantContextValue } from '@/lib/tenant/tenant-context';
import { buildTenantBundle } from '@/testing/tenant-factory';
import { FormEngine } from './form-engine';
import type { FormValues } from '@/lib/api/contract/form-rules/dependencies';
import { makeField } from '@/testing/field-factory';
import { sampleFormDefinition } from '@/testing/sample-form';
import { validateForm } from '@/lib/api/contract/form-rules/validate';
import { initialFormValues } from './model/values';

const i18n = createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  ns: ['ui', 'form-engine'],
  defaultNS: 'ui',
  resources: { en: { ui: enUi, 'form-engine': enForms } },
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  initAsync: false,
});
const renderUi = (ui: ReactNode) =>
  render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={styledTheme}>{ui}</ThemeProvider>
    </I18nextProvider>,
  );

function Harness({
  definition = sampleFormDefinition(),
  validate = false,
}: {
  definition?: ReturnType<typeof sampleFormDefinition>;
  validate?: boolean;
}) {
  const [values, setValues] = useState<FormValues>(() => initialFormValues(definition));
  const issues = validate ? validateForm(definition, values, { today: '2026-01-01', phoneRegion: 'SG' }) : {};
  return <FormEngine definition={definition} values={values} onChange={setValues} issues={issues} />;
}

function wrap(ui: ReactNode) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <TenantContext.Provider value={createTenantContextValue(buildTenantBundle())}>{ui}</TenantContext.Provider>
    </QueryClientProvider>
  );
}

describe('FormEngine', () => {
  it('renders sections and reveals a dependent field when its rule holds', async () => {
    const view = renderUi(wrap(<Harness />));
    expect(screen.getByRole('heading', { name: 'Patient Information' })).toBeTruthy();
    expect(screen.queryByLabelText(/Reason for Stay/)).toBeNull();
    await userEvent.type(screen.getByLabelText(/Length of Stay/), '$1,0');
    expect(screen.getByLabelText<HTMLInputElement>(/Length of Stay/).value).toBe('$1,0');
    expect(screen.getByLabelText(/Reason for Stay/)).toBeTruthy();
    view.unmount();
  });

  it('adds and deletes list entries', async () => {
    renderUi(wrap(<Harness />));
    await userEvent.click(screen.getByRole('button', { name: 'Add Previous Treatment' }));
    expect(screen.getByLabelText(/Doctor Name/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Previous Treatment 1' }));
    expect(screen.queryByLabelText(/Doctor Name/)).toBeNull();
  });

  it('refuses to render a cyclic definition', () => {
    const definition = {
      formType: 'C',
      version: 1,
      sections: [
        {
          id: 's',
          title: 'S',
          fields: [
            makeField('a', 'textfield', { dependencies: [{ inputName: 'b', rule: 'equal', value: 'x' }] }),
            makeField('b', 'textfield', { dependencies: [{ inputName: 'a', rule: 'equal', value: 'x' }] }),
          ],
        },
      ],
    };
    renderUi(wrap(<Harness definition={definition} />));
    expect(screen.getByRole('alert').textContent).toMatch(/a → b → a|b → a → b/);
  });

  it('shows required messages under fields', () => {
    renderUi(wrap(<Harness validate />));
    expect(screen.getAllByText(/cannot be empty/).length).toBeGreaterThan(3);
  });
});
