import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { Dialog } from '@/components/ui/dialog/dialog';

/** Props of the decline confirmation. */
export interface DeclineDialogProps {
  /** The proposed time as shown to the patient; null closes the dialog. */
  when: string | null;
  /** True while the decline is being sent. */
  isPending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Declining a proposed time cancels the request and gives the time away: one stray tap must not do it,
 * so it is asked again here, with what it will do (docs/decisions/0084-proposals-the-patients-reschedule-page.md).
 */
export function DeclineDialog({ when, isPending, onConfirm, onCancel }: DeclineDialogProps) {
  const { t } = useTranslation('patient-inbox');
  return (
    <Dialog
      isOpen={when !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={t('proposal.declineTitle')}
      role="alertdialog"
      size="sm"
      actions={
        <>
          <Button variant="secondary" onPress={onCancel}>
            {t('proposal.keep')}
          </Button>
          <Button variant="danger" isLoading={isPending} onPress={onConfirm}>
            {t('proposal.declineConfirm')}
          </Button>
        </>
      }
    >
      <p>{t('proposal.declineText', { time: when ?? '' })}</p>
    </Dialog>
  );
}
