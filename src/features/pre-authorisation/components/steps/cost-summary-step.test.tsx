// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import zhForms from '../../../../../locales/zh-HK/form-engine.json';
import zhPaf from '../../../../../locales/zh-HK/pre-authorisation.json';
import zhUi from '../../../../../locales/zh-HK/ui.json';
import harbourHk from '../../../../../tenants/harbour-hk/manifest.json';
import { styledTheme } from '../../../../../themes/styled-theme';
import '@/testing/render-ui';
import { createTenantContextValue, TenantContext } from '@/lib/tenant/tenant-context';
import { buildTenantBundle } from '@/testing/tenant-factory';
import { initialWizardState } from '../../model/wizard-state';
import { CostSummaryStep } from './cost-summary-step';

// The step's data comes from four calls; what matters here is how it words what they answer.
vi.mock('../../api/get-currency', () => ({
  useCurrency: () => ({ data: { currAbbr: 'HKD', taxName: 'Tax', taxPercent: 0, rate: 500 }, isError: false }),
}));
vi.mock('../../api/get-paf-form', () => ({ usePafForm: () => ({ data: { sections: [] }, isError: false }) }));
vi.mock('../../api/save-treatment', () => ({ useSaveTreatment: () => ({ mutateAsync: vi.fn(), isPending: false }) }));
vi.mock('../use-paf-session', () => ({ usePafSession: () => ({ roleId: 'specialist' }) }));
vi.mock('../../model/form-submission', () => ({ pafFormSubmission: () => ({}), pafStartingValues: () => ({}) }));
vi.mock('../../model/treatment', () => ({
  buildTreatmentBody: () => ({ lengthOfStay: 2, estimateTreatmentCost: [] }),
  costSummary: () => ({
    rows: [
      {
        entry: { procedureCode: 'P1', procedureFees: 1000, principleFee: 800, anaesthetist: 0, others: [] },
        others: [
          {
            category: 'Physician',
            doctorName: 'Dr Wong',
            fee: 300,
            totalDailyAttendanceFee: 1000,
            gstFee: 0,
            totalFee: 1300,
          },
        ],
        total: 3100,
      },
    ],
    grandTotal: 3100,
  }),
}));

function renderInZhHk() {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'zh-HK',
    ns: ['pre-authorisation', 'form-engine', 'ui'],
    defaultNS: 'pre-authorisation',
    resources: { 'zh-HK': { 'pre-authorisation': zhPaf, 'form-engine': zhForms, ui: zhUi } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  const bundle = buildTenantBundle(harbourHk as Parameters<typeof buildTenantBundle>[0]);
  return render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={styledTheme}>
        <QueryClientProvider client={new QueryClient()}>
          <TenantContext.Provider value={createTenantContextValue(bundle)}>
            <CostSummaryStep
              state={{ ...initialWizardState(), clientId: 'c1', caseId: 'CASE1' }}
              update={vi.fn()}
              next={vi.fn()}
              back={vi.fn()}
            />
          </TenantContext.Provider>
        </QueryClientProvider>
      </ThemeProvider>
    </I18nextProvider>,
  );
}

/**
 * docs/decisions/0085-server-messages-in-the-readers-language.md: the zh-HK cost summary showed "Tax", "Physician" and
 * "HKD" beside "HK$".
 */
describe('CostSummaryStep', () => {
  it('words the tax, the doctor category and the currency as the rest of the portal does', () => {
    renderInZhHk();
    const text = screen.getByRole('table').textContent + (screen.getByText(/每日巡房費/).textContent ?? '');
    expect(text).not.toMatch(/Tax|Physician|HKD/);
    expect(text).toContain('稅項');
    expect(text).toContain('內科醫生');
    expect(text).toContain('HK$ 3,100.00');
  });
});
