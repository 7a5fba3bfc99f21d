import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { Dialog } from '@/components/ui/dialog/dialog';
import { useTenant } from '@/lib/tenant/tenant-context';

/** Props: what 'GOT IT!' does (dismiss, then the form or the external hand-over). */
export interface LandingPopupProps {
  onAcknowledge: () => void;
}

/** The client's greeting before sign-in (manifest login.landingPopup). */
export function LandingPopup({ onAcknowledge }: LandingPopupProps) {
  const { t } = useTranslation('auth');
  const { manifest } = useTenant();
  const external = manifest.login.variant === 'external';
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onAcknowledge();
      }}
      title={t('landing.title', { client: manifest.displayName })}
      size="sm"
      actions={<Button onPress={onAcknowledge}>{t('landing.gotIt')}</Button>}
    >
      <p>{t(external ? 'landing.bodyExternal' : 'landing.body', { client: manifest.displayName })}</p>
    </Dialog>
  );
}
