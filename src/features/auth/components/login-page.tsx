import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { AuthFrame } from '@/components/auth-frame/auth-frame';
import { Alert } from '@/components/ui/alert/alert';
import { VisuallyHidden } from '@/components/ui/visually-hidden/visually-hidden';
import { paths } from '@/config/paths';
import { parseSsoError } from '@/lib/api/contract/sso-paths';
import { rememberClient } from '@/lib/auth/session-cookies';
import type { LoginRouteState } from '@/lib/auth/sign-in-gate';
import { useTenant } from '@/lib/tenant/tenant-context';
import { usePageTitle } from '@/lib/tenant/use-page-title';
import { decideLoginEntry, loginHandoverUrl } from '../model/login-entry';
import { CreateAccountOptions } from './create-account-options';
import { CardTitle, LinkButton, LinkRow, LoginCard, Tagline } from './login-card';
import { LoginForm } from './login-form';

// The popup's dialog (react-aria overlays, ~45 KB gzip) loads only for clients that greet.
const LandingPopup = lazy(async () => ({ default: (await import('./landing-popup')).LandingPopup }));

const popupSeenKey = (clientId: string) => `ava.landingSeen.${clientId}`;

function wasPopupSeen(clientId: string): boolean {
  try {
    return sessionStorage.getItem(popupSeenKey(clientId)) === '1';
  } catch {
    return false;
  }
}

/** The branded login page for /app/{clientName}/login, in the tenant's login variant. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const { manifest } = useTenant();
  const location = useLocation();
  const state = (location.state ?? null) as LoginRouteState | null;
  usePageTitle(t('login.title'));
  const [view, setView] = useState<'signIn' | 'create'>('signIn');
  const [popupSeen, setPopupSeen] = useState(() => wasPopupSeen(manifest.id));
  const [stateAsks, setStateAsks] = useState(Boolean(state?.landingPopup));
  const entry = decideLoginEntry({
    variant: manifest.login.variant,
    landingPopup: manifest.login.landingPopup,
    popupSeen,
    stateAsks,
  });

  // The stored session value the spec reads the client from on pages without one.
  useEffect(() => rememberClient(manifest.id), [manifest.id]);

  const handoverUrl = loginHandoverUrl(manifest.id, manifest.login);
  // A partner sign-on that came back refused stays here to say so, rather than bouncing straight back.
  const ssoError = parseSsoError(location.search);
  useEffect(() => {
    if (entry === 'external' && handoverUrl && !ssoError) window.location.replace(handoverUrl);
  }, [entry, handoverUrl, ssoError]);

  const acknowledge = () => {
    try {
      sessionStorage.setItem(popupSeenKey(manifest.id), '1');
    } catch {
      // Without storage the popup simply shows again next visit.
    }
    setPopupSeen(true);
    setStateAsks(false);
  };

  const external = manifest.login.variant === 'external';
  const privacy = (
    <a href={manifest.links.privacyStatement} target="_blank" rel="noopener noreferrer">
      {t('login.privacyStatement')}
      <VisuallyHidden> {t('login.newTab')}</VisuallyHidden>
    </a>
  );

  return (
    <AuthFrame>
      {entry === 'popup' ? (
        <Suspense fallback={null}>
          <LandingPopup onAcknowledge={acknowledge} />
        </Suspense>
      ) : null}
      <LoginCard aria-labelledby="login-title">
        <CardTitle id="login-title">
          {view === 'create' ? t('create.heading') : t('login.heading', { client: manifest.displayName })}
        </CardTitle>
        {/* Each tenant words its tagline per language in tenants/<id>/locales; the base text is generic. */}
        <Tagline>{t('login.tagline')}</Tagline>
        {external && ssoError ? (
          <>
            <Alert variant="error">{t(`login.ssoErrors.${ssoError}`, { client: manifest.displayName })}</Alert>
            {handoverUrl ? <a href={handoverUrl}>{t('login.externalRetry')}</a> : null}
          </>
        ) : external ? (
          <p role="status">
            {t('login.externalHandover', { client: manifest.displayName })}{' '}
            {handoverUrl ? <a href={handoverUrl}>{t('login.externalContinue')}</a> : null}
          </p>
        ) : view === 'create' ? (
          <CreateAccountOptions onSignIn={() => setView('signIn')} />
        ) : (
          <LoginForm initialError={state?.signInError} />
        )}
        {!external && view === 'signIn' ? (
          <LinkRow>
            <Link to={paths.resetPassword.getHref()}>{t('login.forgotPassword')}</Link>
            {manifest.login.signUp ? (
              <LinkButton type="button" onClick={() => setView('create')}>
                {t('login.createAccount')}
              </LinkButton>
            ) : null}
          </LinkRow>
        ) : null}
        <LinkRow>{privacy}</LinkRow>
      </LoginCard>
    </AuthFrame>
  );
}
