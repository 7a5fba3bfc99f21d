import { Outlet } from 'react-router-dom';
import { SignInGate } from '@/lib/auth/sign-in-gate';
import { PageLoading } from '../page-loading';

/** Layout of every signed-in page: the sign-in gate around them. */
export function GatedLayout() {
  return (
    <SignInGate pending={<PageLoading />}>
      <Outlet />
    </SignInGate>
  );
}
