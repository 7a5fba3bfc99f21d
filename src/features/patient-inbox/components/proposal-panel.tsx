import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert } from '@/components/ui/alert/alert';
import { Button } from '@/components/ui/button/button';
import type { CaseDetails } from '@/lib/api/contract/patient-inbox/case-details';
import { useTenant } from '@/lib/tenant/tenant-context';
import { useAnswerProposal } from '../api/answer-proposal';
import { DeclineDialog } from './decline-dialog';

const Card = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => `calc(${theme.space[1]} / 4) solid ${theme.color.border}`};
  border-inline-start: ${({ theme }) => `${theme.space[1]} solid ${theme.color.accent}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.surface};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;

const When = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** Accept and Decline: 44 px tall (a thumb's target) and a wide gap apart, so a tap lands on the one meant. */
const Answers = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[5]};
  & > button {
    min-height: calc(${({ theme }) => theme.space[6]} + ${({ theme }) => theme.space[3]});
    min-width: calc(${({ theme }) => theme.space[8]} + ${({ theme }) => theme.space[6]});
  }
`;

/** Props: the case's open proposal (null when none) and the case it belongs to. */
export interface ProposalPanelProps {
  proposal: CaseDetails['proposal'];
  serviceType: string;
  referenceNo: string;
  userId: string;
}

/**
 * The time the clinic proposed, with Accept and Decline (Decline asked again): Case Details is where the
 * "confirm your new appointment time" mail lands, so the answer is given here. After an answer the case
 * reloads without a proposal and the outcome stays in view.
 */
export function ProposalPanel({ proposal, serviceType, referenceNo, userId }: ProposalPanelProps) {
  const { t } = useTranslation('patient-inbox');
  const { date } = useTenant();
  const answer = useAnswerProposal(serviceType, referenceNo, userId);
  const [declining, setDeclining] = useState(false);
  const [done, setDone] = useState<'accept' | 'decline' | null>(null);
  const send = (action: 'accept' | 'decline') => {
    if (!proposal) return;
    setDone(null);
    answer.mutate(
      { action, requestId: proposal.requestId },
      {
        onSuccess: () => setDone(action),
        onSettled: () => setDeclining(false),
      },
    );
  };
  const failed = answer.isError ? (answer.variables?.action ?? null) : null;
  const when = proposal ? date(proposal.slotStartAt, 'dateTime') : '';
  return (
    <>
      {done ? (
        <Alert variant="success" title={t('actions.successTitle')}>
          {t('actions.success', { done: t(`actions.done.${done}`) })}
        </Alert>
      ) : null}
      {failed ? <Alert variant="error">{t('actions.failure', { action: t(`actions.verb.${failed}`) })}</Alert> : null}
      {proposal ? (
        <Card aria-labelledby="proposal-heading">
          <h2 id="proposal-heading">{t('proposal.title')}</h2>
          <p>{t('proposal.text')}</p>
          <When>{when}</When>
          <Answers>
            <Button
              onPress={() => send('accept')}
              isLoading={answer.isPending && answer.variables?.action === 'accept'}
            >
              {t('proposal.accept')}
            </Button>
            <Button variant="danger" onPress={() => setDeclining(true)} isDisabled={answer.isPending}>
              {t('proposal.decline')}
            </Button>
          </Answers>
        </Card>
      ) : null}
      <DeclineDialog
        when={declining && proposal ? when : null}
        isPending={answer.isPending}
        onConfirm={() => send('decline')}
        onCancel={() => setDeclining(false)}
      />
    </>
  );
}
