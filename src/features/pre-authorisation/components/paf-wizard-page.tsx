import { lazy, startTransition, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { QueryErrorAlert } from '@/components/query-error/query-error-alert';
import { Alert } from '@/components/ui/alert/alert';
import { Spinner } from '@/components/ui/spinner/spinner';
import { Stepper } from '@/components/ui/stepper/stepper';
import { paths } from '@/config/paths';
import { caseDetailsHref } from '@/lib/api/contract/pre-authorisation/paf';
import { useTenant } from '@/lib/tenant/tenant-context';
import { usePageTitle } from '@/lib/tenant/use-page-title';
import { usePafDraft } from '../api/get-paf-draft';
import { resumedWizardState } from '../model/resume';
import { initialWizardState, type WizardState } from '../model/wizard-state';
import {
  isLastPosition,
  nextPosition,
  previousPosition,
  stepIndex,
  wizardOrder,
  wizardSteps,
} from '../model/wizard-steps';
import { Page, Title } from './paf-layout';
import { PayorStep } from './steps/payor-step';
import type { StepProps } from './steps/step-props';
import { usePafSession } from './use-paf-session';

// Steps load on demand: the payor step shows without the phone, date and form-engine code.
const AdmissionStep = lazy(async () => ({ default: (await import('./steps/admission-step')).AdmissionStep }));
const CostSummaryStep = lazy(async () => ({ default: (await import('./steps/cost-summary-step')).CostSummaryStep }));
const EstimateStep = lazy(async () => ({ default: (await import('./steps/estimate-step')).EstimateStep }));
const PatientStep = lazy(async () => ({ default: (await import('./steps/patient-step')).PatientStep }));
const ReferralStep = lazy(async () => ({ default: (await import('./steps/referral-step')).ReferralStep }));
const SectionCStep = lazy(async () => ({ default: (await import('./steps/section-c-step')).SectionCStep }));
const SignatureStep = lazy(async () => ({ default: (await import('./steps/signature-step')).SignatureStep }));
const TreatmentStep = lazy(async () => ({ default: (await import('./steps/treatment-step')).TreatmentStep }));

/** /paf: the seven-step pre-authorisation wizard (docs/product/pre-authorisation.md#wizard-steps); only specialists start cases. */
export function PafWizardPage() {
  const { t } = useTranslation('pre-authorisation');
  usePageTitle(t('wizard.title'));
  const navigate = useNavigate();
  const session = usePafSession();
  const { manifest } = useTenant();
  const [state, setState] = useState<WizardState>(initialWizardState);
  // /paf?case={caseId} resumes a draft at its first missing section (docs/decisions/0081-paf-drafts.md).
  const [params] = useSearchParams();
  const resumeId = session.roleId === 'specialist' ? (params.get('case') ?? '') : '';
  const draft = usePafDraft(resumeId);
  const [resumedFrom, setResumedFrom] = useState('');
  if (draft.data?.editable && resumedFrom !== draft.data.caseId) {
    setResumedFrom(draft.data.caseId);
    setState(resumedWizardState(draft.data, manifest.timeZone));
  }
  const position = state.position;
  const current = wizardOrder[position] ?? wizardOrder[0]!;
  // The next step mounts in a transition: the press paints at once and the step's first render (a lazy chunk, a
  // dozen react-aria fields) yields to input instead of holding the press's frame.
  const move = (to: number) => startTransition(() => setState((s) => ({ ...s, position: to })));
  // Scrolled when the new step is on screen, not while the old one is still shown.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [position]);
  // Stable, so a step's memoised fields skip the renders that do not change their values.
  const update = useCallback<StepProps['update']>((patch) => setState((s) => ({ ...s, ...patch })), []);
  const props: StepProps = {
    state,
    update,
    next: () => move(nextPosition(position)),
    // BACK on the payor step leaves the wizard for the list.
    back: () => (position === 0 ? void navigate(paths.preauth.getHref()) : move(previousPosition(position))),
  };

  if (session.roleId !== 'specialist') {
    return (
      <Page>
        <Title>{t('wizard.title')}</Title>
        <Alert variant="warning" messages={[t('wizard.specialistOnly')]} />
      </Page>
    );
  }

  if (resumeId && resumedFrom !== resumeId) {
    return (
      <Page>
        <Title>{t('wizard.title')}</Title>
        {draft.isPending ? <Spinner label={t('loading')} /> : null}
        {draft.isError ? (
          <QueryErrorAlert error={draft.error} message={t('errors.loadCase')} onRetry={() => void draft.refetch()} />
        ) : null}
        {draft.data && !draft.data.editable ? (
          <Alert variant="info">
            {t('draft.signed')}{' '}
            <Link to={caseDetailsHref(session.roleId, draft.data.caseId)}>{t('draft.viewCase')}</Link>
          </Alert>
        ) : null}
      </Page>
    );
  }

  const subTitle = 'sub' in current ? t(`wizard.sub.${current.sub}`) : t(`wizard.steps.${current.step}`);
  return (
    <Page>
      <Title>{t('wizard.title')}</Title>
      <Stepper
        steps={wizardSteps.map((s) => t(`wizard.steps.${s}`))}
        currentStep={stepIndex(position)}
        label={t('wizard.progress')}
      />
      <p aria-live="polite">
        {state.caseId ? `${t('caseId')}: ${state.caseId} · ` : ''}
        {subTitle}
      </p>
      <Suspense fallback={<Spinner label={t('loading')} />}>
        {current.step === 'payor' ? <PayorStep {...props} /> : null}
        {current.step === 'patient' && current.sub === 'form' ? <PatientStep {...props} /> : null}
        {current.step === 'patient' && current.sub === 'qr' ? (
          <SignatureStep {...props} roles={['patient', 'guardian', 'policyHolder']} />
        ) : null}
        {current.step === 'admission' ? <AdmissionStep {...props} /> : null}
        {current.step === 'sectionC' ? <SectionCStep {...props} /> : null}
        {current.step === 'sectionD' && current.sub === 'treatment' ? <TreatmentStep {...props} /> : null}
        {current.step === 'sectionD' && current.sub === 'estimate' ? <EstimateStep {...props} /> : null}
        {current.step === 'sectionD' && current.sub === 'summary' ? <CostSummaryStep {...props} /> : null}
        {current.step === 'referral' ? <ReferralStep {...props} /> : null}
        {current.step === 'signature' ? (
          <SignatureStep {...props} roles={['specialist']} isLast={isLastPosition(position)} />
        ) : null}
      </Suspense>
    </Page>
  );
}
