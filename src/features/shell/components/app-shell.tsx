import { Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ErrorBoundary } from '@/components/error-fallback/error-fallback';
import { Spinner } from '@/components/ui/spinner/spinner';
import { appBasename } from '@/config/paths';
import { buildErrorReport, reportError } from '@/lib/api/error-reporter';
import { readCookie } from '@/lib/auth/session-cookies';
import { useTenant } from '@/lib/tenant/tenant-context';
import { useProfileAttributes } from '../api/get-profile-attributes';
import { useLogout } from '@/lib/api/shared/logout';
import { isWideContent, loginTypeFromPath, sidebarService } from '../model/login-type';
import { SideDrawer } from './side-drawer';
import { TopBar } from './top-bar';

const Page = styled.div`
  min-height: 100vh;
  display: grid;
  grid-template-rows: auto 1fr auto;
  /* One column no wider than the window: wide content (a worklist table) scrolls
     in its own box instead of widening the page, which pushed the filters off-screen. */
  grid-template-columns: minmax(0, 1fr);
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
`;

const Body = styled.div`
  position: relative;
  display: flex;
  align-items: stretch;
`;

const Main = styled.main<{ $wide: boolean }>`
  flex: 1;
  min-width: 0;
  width: 100%;
  max-width: ${({ theme, $wide }) => ($wide ? 'none' : `calc(${theme.space[8]} * 16)`)};
  margin-inline: auto;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[3]}`};
  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => `${theme.space[5]} ${theme.space[5]}`};
  }
  &:focus {
    outline: none;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: ${({ theme }) => theme.space[2]};
  top: -100%;
  z-index: ${({ theme }) => theme.zIndices.toast};
  padding: ${({ theme }) => theme.space[2]};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primary};
  &:focus {
    top: ${({ theme }) => theme.space[2]};
  }
`;

const Footer = styled.footer`
  padding: ${({ theme }) => theme.space[4]};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const reportCrash = (error: Error) => reportError(buildErrorReport(`render: ${error.message}`, error.stack));

/** The logged-in frame (docs/product/shell.md#frame): top bar, server-built drawer, content, footer. */
export function AppShell() {
  const { t } = useTranslation(['shell', 'common']);
  const { manifest, loginPath } = useTenant();
  const location = useLocation();
  const drawerId = useId();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const absolutePath = `${appBasename}${location.pathname}`;
  const service = sidebarService(loginTypeFromPath(absolutePath), manifest.id, manifest.api.doctorSidebarService);
  const userId = readCookie('userId') ?? new URLSearchParams(location.search).get('userId') ?? '';
  const { data: profile } = useProfileAttributes(userId);
  const logout = useLogout(loginPath);

  useEffect(() => {
    if (!drawerOpen) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDrawerOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  // A page restored from the back/forward cache after logout would show old data: reload so the gate decides.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  return (
    <Page>
      <SkipLink href="#main-content">{t('shell:skipToContent')}</SkipLink>
      <TopBar
        firstName={profile?.firstname ?? ''}
        drawerId={drawerId}
        drawerOpen={drawerOpen}
        onToggleDrawer={() => setDrawerOpen((open) => !open)}
        onLogout={(url) => logout.mutate(url)}
      />
      <Body>
        <SideDrawer id={drawerId} service={service} isOpen={drawerOpen} onNavigate={() => setDrawerOpen(false)} />
        <Main id="main-content" tabIndex={-1} $wide={isWideContent(absolutePath)}>
          <ErrorBoundary key={location.pathname} onError={reportCrash}>
            <Suspense fallback={<Spinner label={t('common:loading')} />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </Main>
      </Body>
      <Footer>{t('common:poweredBy')}</Footer>
    </Page>
  );
}
