import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { LanguageSwitch } from '@/components/language-switch/language-switch';
import { ThemeToggle } from '@/components/theme-toggle/theme-toggle';
import type { SidebarItem } from '@/lib/api/contract/shell';
import { isSafeAppPath } from '@/lib/api/contract/safe-redirect';
import { useSidebar } from '../api/get-sidebar';

const Drawer = styled.nav<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  position: absolute;
  inset: 0 auto auto 0;
  z-index: ${({ theme }) => theme.zIndices.drawer};
  width: min(100%, calc(${({ theme }) => theme.space[8]} * 4));
  max-height: 100%;
  overflow: auto;
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.color.surface};
  border-inline-end: ${({ theme }) => `calc(${theme.space[1]} / 4) solid ${theme.color.border}`};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  ${({ theme }) => theme.media.md} {
    display: block;
    position: static;
    width: calc(${({ theme }) => theme.space[8]} * 4);
    box-shadow: none;
  }
`;

/* The language and theme switches, here only on small screens (the top bar has them otherwise). */
const Preferences = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-block-start: ${({ theme }) => theme.space[4]};
  padding-block-start: ${({ theme }) => theme.space[4]};
  border-block-start: ${({ theme }) => `calc(${theme.space[1]} / 4) solid ${theme.color.border}`};
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  ul {
    margin-block-start: ${({ theme }) => theme.space[1]};
    padding-inline-start: ${({ theme }) => theme.space[4]};
  }
`;

const Entry = styled(NavLink)`
  display: flex;
  align-items: center;
  min-height: calc(${({ theme }) => theme.space[6]} + ${({ theme }) => theme.space[3]});
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.surfaceAlt};
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    box-shadow: inset calc(${({ theme }) => theme.space[1]}) 0 0 ${({ theme }) => theme.color.primary};
  }
  &:focus-visible {
    outline: ${({ theme }) => `calc(${theme.space[1]} / 2) solid ${theme.color.focus}`};
    outline-offset: calc(${({ theme }) => theme.space[1]} / -2);
  }
`;

/** Props: drawer id (for the toggle's aria-controls), open state on small screens, and close. */
export interface SideDrawerProps {
  id: string;
  service: string;
  isOpen: boolean;
  onNavigate: () => void;
}

function Items({ items, onNavigate }: { items: readonly SidebarItem[]; onNavigate: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <List>
      {items
        .filter((item) => isSafeAppPath(item.url))
        .map((item) => (
          <li key={`${item.id}-${item.url}`}>
            <Entry to={item.url.slice('/app'.length) || '/'} end onClick={onNavigate}>
              {t(`sidebar.${item.id}`, { defaultValue: item.label })}
            </Entry>
            {item.subLinks && item.subLinks.length > 0 ? <Items items={item.subLinks} onNavigate={onNavigate} /> : null}
          </li>
        ))}
    </List>
  );
}

/** The left drawer from the server's sidebar list; a column on wide screens, a panel on small ones. */
export function SideDrawer({ id, service, isOpen, onNavigate }: SideDrawerProps) {
  const { t } = useTranslation('shell');
  const { data: items = [] } = useSidebar(service);
  return (
    <Drawer id={id} aria-label={t('drawer.label')} $open={isOpen}>
      <Items items={items} onNavigate={onNavigate} />
      <Preferences>
        <LanguageSwitch />
        <ThemeToggle />
      </Preferences>
    </Drawer>
  );
}
