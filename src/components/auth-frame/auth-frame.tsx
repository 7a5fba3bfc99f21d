import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useTenant } from '@/lib/tenant/tenant-context';
import { LanguageSwitch } from '../language-switch/language-switch';
import { ThemeToggle } from '../theme-toggle/theme-toggle';

const Page = styled.div`
  min-height: 100vh;
  display: grid;
  grid-template-rows: auto 1fr auto;
  background:
    radial-gradient(circle at 15% 0%, ${({ theme }) => theme.color.surfaceAlt} 0, transparent 45%),
    ${({ theme }) => theme.color.background};
`;

const TopBar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
`;

const LogoChip = styled.span`
  display: inline-flex;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  /* Logos are drawn for light backgrounds; the chip keeps them legible in dark mode. */
  background: ${({ theme }) => theme.color.surface};
  html[data-theme='dark'] & {
    background: ${({ theme }) => theme.color.text};
  }
`;

const Logo = styled.img`
  display: block;
  height: 2rem;
  width: auto;
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  ${({ theme }) => theme.media.sm} {
    gap: ${({ theme }) => theme.space[3]};
  }
`;

const Main = styled.main`
  display: flex;
  justify-content: center;
  align-items: flex-start;
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[4]}`};
  ${({ theme }) => theme.media.sm} {
    padding-top: ${({ theme }) => theme.space[7]};
  }
`;

const Footer = styled.footer`
  padding: ${({ theme }) => theme.space[4]};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Props: the page content shown in the branded logged-out frame. */
export interface AuthFrameProps {
  children: ReactNode;
}

/** The logged-out frame: tenant logo, theme and language controls, 'Powered by AVA'. */
export function AuthFrame({ children }: AuthFrameProps) {
  const { t } = useTranslation('common');
  const { bundle, manifest } = useTenant();
  return (
    <Page>
      <TopBar>
        <LogoChip>
          <Logo src={bundle.logoUrl} alt={manifest.displayName} />
        </LogoChip>
        <Controls>
          {/* One row with the logo on a phone: the controls keep their names but not their words. */}
          <LanguageSwitch compact />
          <ThemeToggle compact />
        </Controls>
      </TopBar>
      <Main>{children}</Main>
      <Footer>{t('poweredBy')}</Footer>
    </Page>
  );
}
