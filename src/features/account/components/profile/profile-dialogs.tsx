import { useTranslation } from 'react-i18next';
import { MessageDialog } from '../message-dialog';

/** The dialog My Account shows, if any (docs/product/account.md#profile-dialogs: delete, confirmSubmit, success, error). */
export type ProfileDialog =
  | { kind: 'delete'; onConfirm: () => void }
  | { kind: 'confirmSubmit'; onConfirm: () => void }
  | { kind: 'success' }
  | { kind: 'error'; onRetry: () => void; cause?: string | null }
  /** The server said no for a reason trying again will not change (e.g. the item is already in the list). */
  | { kind: 'refused'; message: string };

/** Props: the open dialog (or null), whether its action is running, and how to close it. */
export interface ProfileDialogsProps {
  dialog: ProfileDialog | null;
  isWorking: boolean;
  onClose: () => void;
}

/** Renders the open dialog with the spec's exact texts. */
export function ProfileDialogs({ dialog, isWorking, onClose }: ProfileDialogsProps) {
  const { t } = useTranslation('account');
  const d = (key: string) => t(`profile.dialogs.${key}`);
  return (
    <>
      <MessageDialog
        isOpen={dialog?.kind === 'delete'}
        title={d('deleteTitle')}
        body={d('deleteBody')}
        primary={{
          label: d('yes'),
          onPress: () => (dialog?.kind === 'delete' ? dialog.onConfirm() : undefined),
          isBusy: isWorking,
        }}
        secondary={{ label: d('no'), onPress: onClose }}
        onDismiss={onClose}
      />
      <MessageDialog
        isOpen={dialog?.kind === 'confirmSubmit'}
        title={d('confirmTitle')}
        body={d('confirmBody')}
        primary={{
          label: d('yes'),
          onPress: () => (dialog?.kind === 'confirmSubmit' ? dialog.onConfirm() : undefined),
          isBusy: isWorking,
        }}
        secondary={{ label: d('no'), onPress: onClose }}
        onDismiss={onClose}
      />
      <MessageDialog
        isOpen={dialog?.kind === 'success'}
        role="dialog"
        title={d('successTitle')}
        body={d('successBody')}
        primary={{ label: d('ok'), onPress: onClose }}
        onDismiss={onClose}
      />
      <MessageDialog
        isOpen={dialog?.kind === 'error'}
        title={d('errorTitle')}
        body={dialog?.kind === 'error' && dialog.cause ? `${d('errorBody')} ${dialog.cause}` : d('errorBody')}
        primary={{
          label: d('tryAgain'),
          onPress: () => (dialog?.kind === 'error' ? dialog.onRetry() : undefined),
          isBusy: isWorking,
        }}
        secondary={{ label: d('backToEdit'), onPress: onClose }}
        onDismiss={onClose}
      />
      <MessageDialog
        isOpen={dialog?.kind === 'refused'}
        title={d('errorTitle')}
        body={dialog?.kind === 'refused' ? dialog.message : ''}
        primary={{ label: d('backToEdit'), onPress: onClose }}
        onDismiss={onClose}
      />
    </>
  );
}
