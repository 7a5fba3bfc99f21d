import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { isApiError } from '../api/api-error';
import { useRefusalMessage } from '../api/error-message';
import { isSafeAppPath } from '../api/contract/safe-redirect';
import { useTenant } from '../tenant/tenant-context';
import { exchangeToken } from './exchange-token';
import { rememberReturnPath } from './return-path';
import { readCookie } from './session-cookies';
import { decideGate } from './sign-in-gate-decision';

/** Router state the login page reads: why the user is there, and whether to show the landing popup. */
export interface LoginRouteState {
  signInError?: string;
  landingPopup?: boolean;
}

/** Props: the protected page, and what to show while a token is exchanged. */
export interface SignInGateProps {
  children: ReactNode;
  pending: ReactNode;
}

function TokenExchange({ token, cleanUrl, pending }: { token: string; cleanUrl: string; pending: ReactNode }) {
  const started = useRef(false);
  const navigate = useNavigate();
  const { manifest } = useTenant();
  const refusalOf = useRefusalMessage();
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // Out of the address bar (and history, Referer, logs) before any call is made.
    window.history.replaceState(window.history.state, '', cleanUrl);
    exchangeToken(token).then(
      () => window.location.reload(),
      (error: unknown) => {
        // The spec's "redirect url on failure", when a server sends one (only a safe /app path).
        const redirect = isApiError(error) ? error.fields.redirect : undefined;
        if (isSafeAppPath(redirect)) {
          window.location.assign(redirect);
          return;
        }
        const state: LoginRouteState = {
          signInError: refusalOf(error) ?? (isApiError(error) ? error.message : ''),
        };
        void navigate(paths.login.getHref(manifest.id), { replace: true, state });
      },
    );
  }, [token, cleanUrl, manifest.id, navigate, refusalOf]);
  return <>{pending}</>;
}

/**
 * Wraps every page except sign-up, login and reset-password: exchanges a
 * `?token=`, lets signed-in users through, and sends the rest to their
 * client's login with the page remembered for afterwards.
 */
export function SignInGate({ children, pending }: SignInGateProps) {
  const location = useLocation();
  const { manifest } = useTenant();
  const decision = decideGate({
    pathname: window.location.pathname,
    search: location.search,
    hash: location.hash,
    cookieUserId: readCookie('userId'),
  });
  switch (decision.kind) {
    case 'exchange':
      return <TokenExchange token={decision.token} cleanUrl={decision.cleanUrl} pending={pending} />;
    case 'login':
      // Idempotent, so harmless if React renders twice before navigating.
      rememberReturnPath(decision.returnPath);
      return <Navigate to={paths.login.getHref(manifest.id)} replace />;
    case 'allow':
      return <>{children}</>;
  }
}
