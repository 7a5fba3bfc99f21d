import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert/alert';
import { Button } from '@/components/ui/button/button';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useApiErrorCause } from '@/lib/api/error-message';
import { useLocations } from '../../api/get-locations';
import { useProfile } from '@/lib/api/shared/get-profile';
import { AccountLayout } from './account-layout';

// The form (phone metadata, date picker, dialogs) needs the profile to render:
// it loads alongside the profile call rather than before first paint
// (docs/decisions/0011-bundle-budgets.md).
const loadForm = () => import('./my-account-form');
const MyAccountForm = lazy(async () => ({ default: (await loadForm()).MyAccountForm }));

/** /user-profile/my-account (docs/product/account.md#profile-pages, #profile-items, #profile-validation, #profile-dialogs). */
export function MyAccountPage() {
  const { t } = useTranslation('account');
  const profile = useProfile();
  const locations = useLocations();
  const cause = useApiErrorCause()(profile.error);
  useEffect(() => {
    void loadForm();
  }, []);
  return (
    <AccountLayout title={t('profile.title')}>
      {profile.isPending ? <Spinner label={t('profile.loading')} /> : null}
      {profile.isError ? (
        <Alert variant="error">
          {t('profile.loadFailed')} {cause ? `${cause} ` : null}
          <Button size="sm" variant="secondary" onPress={() => void profile.refetch()}>
            {t('profile.retry')}
          </Button>
        </Alert>
      ) : null}
      {/* Mounted once with the first answer: later refetches update the saved lists, never the edits. */}
      {profile.data ? (
        <Suspense fallback={<Spinner label={t('profile.loading')} />}>
          <MyAccountForm profile={profile.data} locations={locations.data ?? []} />
        </Suspense>
      ) : null}
    </AccountLayout>
  );
}
