import { isSafeAppPath } from '@/lib/api/contract/safe-redirect';
import { clearReturnPath, peekReturnPath } from '@/lib/auth/return-path';
import { authenticate } from './authenticate';

/**
 * Signs in and answers where the browser goes next: the server's link when it
 * is a safe /app path, else the page remembered before login, else /app/.
 */
export async function signIn(credentials: { email: string; password: string; clientName: string }): Promise<string> {
  const remembered = peekReturnPath();
  const { link } = await authenticate({ ...credentials, refererUrl: remembered });
  clearReturnPath();
  return isSafeAppPath(link) ? link : (remembered ?? '/app/');
}
