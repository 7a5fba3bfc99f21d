import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LanguageSwitch } from '@/components/language-switch/language-switch';
import { ThemeToggle } from '@/components/theme-toggle/theme-toggle';
import { useTenant } from '@/lib/tenant/tenant-context';
import { UserMenu } from './user-menu';

const Bar = styled.header`
  display: flex;
  align-items: center;
  /* One row at every width: the first name gives way (ellipsis), nothing wraps. */
  flex-wrap: nowrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: ${({ theme }) => `calc(${theme.space[1]} / 1) solid ${theme.color.primary}`};
  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  }
`;

const Start = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-inline-end: auto;
`;

const End = styled.div`
  display: flex;
  align-items: center;
  min-width: 0;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

/* On small screens the language and theme switches live in the drawer, so the bar keeps one row. */
const Preferences = styled.div`
  display: none;
  ${({ theme }) => theme.media.md} {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

const IconButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  min-width: calc(${({ theme }) => theme.space[6]} + ${({ theme }) => theme.space[2]});
  min-height: calc(${({ theme }) => theme.space[6]} + ${({ theme }) => theme.space[2]});
  padding: ${({ theme }) => theme.space[1]};
  border: ${({ theme }) => `calc(${theme.space[1]} / 4) solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  &:focus-visible {
    outline: ${({ theme }) => `calc(${theme.space[1]} / 2) solid ${theme.color.focus}`};
    outline-offset: calc(${({ theme }) => theme.space[1]} / 2);
  }
  svg {
    width: ${({ theme }) => theme.space[5]};
    height: ${({ theme }) => theme.space[5]};
    fill: currentColor;
  }
`;

const MenuToggle = styled(IconButton)`
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

const LogoChip = styled.span`
  display: inline-flex;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  /* Logos are drawn for light backgrounds; the chip keeps them legible in dark mode. */
  html[data-theme='dark'] & {
    background: ${({ theme }) => theme.color.text};
  }
`;

const Logo = styled.img`
  display: block;
  height: ${({ theme }) => theme.space[5]};
  ${({ theme }) => theme.media.sm} {
    height: ${({ theme }) => theme.space[6]};
  }
  width: auto;
`;

/** Props: the user's first name, drawer state and the two ways of logging out. */
export interface TopBarProps {
  firstName: string;
  drawerId: string;
  drawerOpen: boolean;
  onToggleDrawer: () => void;
  onLogout: (url?: string) => void;
}

/** The logged-in top bar: drawer toggle, logo, language and theme, user menu, log out. */
export function TopBar({ firstName, drawerId, drawerOpen, onToggleDrawer, onLogout }: TopBarProps) {
  const { t } = useTranslation('shell');
  const { bundle, manifest } = useTenant();
  return (
    <Bar>
      <Start>
        <MenuToggle
          type="button"
          aria-expanded={drawerOpen}
          aria-controls={drawerId}
          aria-label={t('topBar.navigation')}
          onClick={onToggleDrawer}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
          </svg>
        </MenuToggle>
        <LogoChip>
          <Logo src={bundle.logoUrl} alt={manifest.displayName} />
        </LogoChip>
      </Start>
      <End>
        <Preferences>
          <LanguageSwitch />
          <ThemeToggle />
        </Preferences>
        <UserMenu firstName={firstName} onLogout={onLogout} />
        <IconButton type="button" aria-label={t('topBar.logout')} title={t('topBar.logout')} onClick={() => onLogout()}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M10 3h9a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-9v-2h9V5h-9zm-1.6 4.6L9.8 9l-2 2H16v2H7.8l2 2-1.4 1.4L4 12z" />
          </svg>
        </IconButton>
      </End>
    </Bar>
  );
}
