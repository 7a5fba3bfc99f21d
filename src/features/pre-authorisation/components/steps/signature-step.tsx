import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/ui/button/button';
import { Spinner } from '@/components/ui/spinner/spinner';
import { QueryErrorAlert } from '@/components/query-error/query-error-alert';
import { caseDetailsHref, type SignerRole } from '@/lib/api/contract/pre-authorisation/paf';
import { useCaseSummary } from '../../api/get-case-summary';
import { Actions, Muted } from '../paf-layout';
import { SignerQrCard } from '../signer-qr-card';
import { usePafSession } from '../use-paf-session';
import type { StepProps } from './step-props';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(17rem, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
`;

/** Poll while a phone signs, so the screen turns to 'Signed' without a reload. */
const pollMs = 3000;

/** Props of a QR page: who signs here. */
export interface SignatureStepProps extends StepProps {
  /** Patient/guardian and policyholder after Section A; the specialist at the end. */
  roles: readonly SignerRole[];
  /** The last step has no NEXT; it offers the case details instead. */
  isLast?: boolean;
}

/** The QR pages: step 1's patient/guardian (and policyholder) signatures, and step 6's digital signature. */
export function SignatureStep({ state, next, back, roles, isLast = false }: SignatureStepProps) {
  const { t } = useTranslation('pre-authorisation');
  const navigate = useNavigate();
  const session = usePafSession();
  const summary = useCaseSummary(state.caseId, session.roleId, pollMs);
  const signers = summary.data?.signers.filter((s) => roles.includes(s.roleType)) ?? [];
  return (
    <>
      <Muted>{isLast ? t('qr.introLast') : t('qr.intro')}</Muted>
      {summary.isError ? (
        <QueryErrorAlert error={summary.error} message={t('errors.loadCase')} onRetry={() => void summary.refetch()} />
      ) : null}
      {summary.isPending ? <Spinner label={t('loading')} /> : null}
      <Grid>
        {signers.map((s) => (
          <SignerQrCard
            key={s.roleType}
            clientId={state.clientId}
            caseId={state.caseId}
            roleType={s.roleType}
            signerName={s.signerName}
            signed={s.signed}
          />
        ))}
      </Grid>
      {/* docs/product/pre-authorisation.md#wizard-steps: BACK and NEXT on all but the last step. */}
      {isLast ? (
        <Actions>
          <Button onPress={() => void navigate(caseDetailsHref(session.roleId, state.caseId))}>
            {t('qr.viewCase')}
          </Button>
        </Actions>
      ) : (
        <Actions>
          <Button variant="secondary" onPress={back}>
            {t('back')}
          </Button>
          <Button onPress={next}>{t('next')}</Button>
        </Actions>
      )}
    </>
  );
}
