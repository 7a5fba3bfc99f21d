import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { QueryErrorAlert } from '@/components/query-error/query-error-alert';
import { Button } from '@/components/ui/button/button';
import { Dialog } from '@/components/ui/dialog/dialog';
import { paths } from '@/config/paths';
import { useDiscardPafDraft } from '../api/discard-paf-draft';

/** Props of a draft's actions. */
export interface DraftActionsProps {
  caseId: string;
}

/**
 * A specialist's unsigned case: continue the wizard where it stopped, or discard it after a confirmation
 * (docs/decisions/0081-paf-drafts.md). Discarding goes back to the list, where the case no longer is.
 */
export function DraftActions({ caseId }: DraftActionsProps) {
  const { t } = useTranslation('pre-authorisation');
  const navigate = useNavigate();
  const discard = useDiscardPafDraft();
  const [confirming, setConfirming] = useState(false);

  const onDiscard = async () => {
    try {
      await discard.mutateAsync(caseId);
      setConfirming(false);
      void navigate(paths.preauth.getHref());
    } catch {
      // The dialog stays open with the failure shown in it.
    }
  };

  return (
    <>
      <Button onPress={() => void navigate(paths.pafWizard.getHref(caseId))}>{t('draft.continue')}</Button>
      <Button variant="danger" onPress={() => setConfirming(true)}>
        {t('draft.discard')}
      </Button>
      <Dialog
        isOpen={confirming}
        onOpenChange={(open) => {
          if (!discard.isPending) setConfirming(open);
        }}
        role="alertdialog"
        size="sm"
        title={t('draft.discardTitle')}
        actions={
          <>
            <Button variant="secondary" onPress={() => setConfirming(false)} isDisabled={discard.isPending}>
              {t('draft.keep')}
            </Button>
            <Button variant="danger" onPress={() => void onDiscard()} isLoading={discard.isPending}>
              {t('draft.discardConfirm')}
            </Button>
          </>
        }
      >
        <p>{t('draft.discardText', { caseId })}</p>
        {discard.isError ? <QueryErrorAlert error={discard.error} message={t('errors.discard')} /> : null}
      </Dialog>
    </>
  );
}
