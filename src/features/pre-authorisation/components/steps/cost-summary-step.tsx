import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useTemplateText } from '@/components/form-engine/use-template-text';
import { Spinner } from '@/components/ui/spinner/spinner';
import { QueryErrorAlert } from '@/components/query-error/query-error-alert';
import { taxPercentLabel } from '@/lib/api/contract/pre-authorisation/paf-estimate';
import { formatMoney } from '@/lib/format/money';
import { useTenant } from '@/lib/tenant/tenant-context';
import { useCurrency } from '../../api/get-currency';
import { usePafForm } from '../../api/get-paf-form';
import { useSaveTreatment } from '../../api/save-treatment';
import { pafFormSubmission, pafStartingValues } from '../../model/form-submission';
import { estimateChoice } from '../../model/resume';
import { buildTreatmentBody, costSummary } from '../../model/treatment';
import { Block, ErrorSummary, Muted } from '../paf-layout';
import { usePafSession } from '../use-paf-session';
import { StepActions, useStepFailure } from './step-actions';
import type { StepProps } from './step-props';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space[2]};
    border-bottom: ${({ theme }) => `calc(${theme.space[1]} / 4) solid ${theme.color.border}`};
    text-align: left;
  }
  td:last-child,
  th:last-child {
    text-align: right;
  }
  tfoot td {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;
/* width 0 + min-width 100%: the table scrolls here instead of widening the shell's grid on phones. */
const Scroll = styled.div`
  width: 0;
  min-width: 100%;
  overflow-x: auto;
`;

/** Step 4, third sub-step: the Treatment Cost Summary, whose NEXT submits Section D and the estimate. */
export function CostSummaryStep({ state, next, back }: StepProps) {
  const { t } = useTranslation('pre-authorisation');
  const { manifest } = useTenant();
  const words = useTemplateText();
  const session = usePafSession();
  const currency = useCurrency(state.clientId);
  const sectionD = usePafForm(state.clientId, 'SECTION_D');
  const estimateForm = usePafForm(state.clientId, 'ESTIMATE_FEE', estimateChoice(state));
  const save = useSaveTreatment(session.roleId);
  const { failure, attempt, begin, fail } = useStepFailure();
  if (!sectionD.data || !estimateForm.data || !currency.data) {
    return currency.isError ? (
      <QueryErrorAlert error={currency.error} message={t('errors.currency')} onRetry={() => void currency.refetch()} />
    ) : (
      <Spinner label={t('loading')} />
    );
  }
  const body = buildTreatmentBody(
    state.caseId,
    // A resumed draft's pages not shown again this time count with what was saved.
    pafFormSubmission(sectionD.data, state.sectionD ?? pafStartingValues(sectionD.data, state.saved.sectionD)),
    pafFormSubmission(estimateForm.data, state.estimate ?? pafStartingValues(estimateForm.data, state.saved.estimate)),
  );
  const rates = {
    dailyAttendanceFee: currency.data.rate,
    lengthOfStay: body.lengthOfStay,
    taxPercent: currency.data.taxPercent,
  };
  const { rows, grandTotal } = costSummary(body.estimateTreatmentCost, rates);
  // The tenant's own currency shows as everywhere else in the portal (HK$, not HKD); another payor's by its code.
  const currencyLabel =
    currency.data.currAbbr === manifest.currency.code ? manifest.currency.label : currency.data.currAbbr;
  const money = (value: number) => formatMoney(value, currencyLabel);
  // A generic "Tax" is a word to translate; GST, SST, PPN are names and stay as they are.
  const taxName = t(`summary.taxNames.${currency.data.taxName}`, { defaultValue: currency.data.taxName });

  const onNext = async () => {
    begin();
    try {
      await save.mutateAsync(body);
      next();
    } catch {
      fail(t('errors.estimate'));
    }
  };

  return (
    <>
      <ErrorSummary messages={failure ? [failure] : []} attempt={attempt} />
      <Block title={t('summary.title')}>
        <Muted>
          {t('summary.rates', {
            rate: money(rates.dailyAttendanceFee),
            days: rates.lengthOfStay,
            taxName,
            tax: taxPercentLabel(rates.taxPercent),
          })}
        </Muted>
        <Scroll>
          <Table>
            <caption>{t('summary.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('summary.item')}</th>
                <th scope="col">{t('summary.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => [
                <tr key={`p${i}`}>
                  <th scope="row">{t('summary.procedure', { code: row.entry.procedureCode ?? '—' })}</th>
                  <td>{money(row.entry.procedureFees)}</td>
                </tr>,
                <tr key={`s${i}`}>
                  <th scope="row">{t('summary.principal')}</th>
                  <td>{money(row.entry.principleFee)}</td>
                </tr>,
                row.entry.anaesthetist ? (
                  <tr key={`a${i}`}>
                    <th scope="row">{t('summary.anaesthetist')}</th>
                    <td>{money(row.entry.anaesthetist)}</td>
                  </tr>
                ) : null,
                ...row.others.map((o, j) => (
                  <tr key={`o${i}-${j}`}>
                    <th scope="row">
                      {t('summary.other', {
                        category: words.value(o.category),
                        name: o.doctorName,
                        fee: money(o.fee),
                        daily: money(o.totalDailyAttendanceFee),
                        gst: money(o.gstFee),
                        taxName,
                      })}
                    </th>
                    <td>{money(o.totalFee)}</td>
                  </tr>
                )),
              ])}
            </tbody>
            <tfoot>
              <tr>
                <td>{t('summary.total')}</td>
                <td data-testid="paf-grand-total">{money(grandTotal)}</td>
              </tr>
            </tfoot>
          </Table>
        </Scroll>
      </Block>
      <StepActions onBack={back} onNext={onNext} isLoading={save.isPending} />
    </>
  );
}
