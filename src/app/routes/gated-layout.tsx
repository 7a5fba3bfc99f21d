import { Outlet } from 'react-router-dom';
import { SignInGate } from '@/lib/auth/sign-in-gate';
import { useAccountLocale } from '@/lib/i18n/account-locale';
import { PageLoading } from '../page-loading';

/** Signed in: the account learns the UI language now and on every switch (its mails follow it). */
function SignedIn() {
  useAccountLocale();
  return <Outlet />;
}

/** Layout of every signed-in page: the sign-in gate around them. */
export function GatedLayout() {
  return (
    <SignInGate pending={<PageLoading />}>
      <SignedIn />
    </SignInGate>
  );
}
