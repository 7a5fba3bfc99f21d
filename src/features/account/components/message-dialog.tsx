import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button/button';
import { Dialog } from '@/components/ui/dialog/dialog';

/** Props of a short message dialog with one or two buttons. */
export interface MessageDialogProps {
  isOpen: boolean;
  title: string;
  body: ReactNode;
  /** The main button's label and action. */
  /** `isBusy` disables it while its action runs (no pending spinner: the dialog closes when done, and
   * react-aria would leave a live announcement pointing at the removed button). */
  primary: { label: string; onPress: () => void; isBusy?: boolean };
  /** An optional second (less prominent) button. */
  secondary?: { label: string; onPress: () => void };
  /** Closes on Escape; usually the same as the secondary (or primary) action. */
  onDismiss: () => void;
  role?: 'dialog' | 'alertdialog';
}

/** A titled message with actions; errors and confirmations use role alertdialog. */
export function MessageDialog({
  isOpen,
  title,
  body,
  primary,
  secondary,
  onDismiss,
  role = 'alertdialog',
}: MessageDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onDismiss();
      }}
      title={title}
      role={role}
      size="sm"
      actions={
        <>
          {secondary ? (
            <Button variant="secondary" onPress={secondary.onPress}>
              {secondary.label}
            </Button>
          ) : null}
          <Button onPress={primary.onPress} isDisabled={primary.isBusy ?? false}>
            {primary.label}
          </Button>
        </>
      }
    >
      {body}
    </Dialog>
  );
}
