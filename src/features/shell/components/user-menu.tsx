import { Button as AriaButton, Header, Menu, MenuItem, MenuSection, MenuTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { isSafeAppPath } from '@/lib/api/contract/safe-redirect';
import { useUserMenu } from '../api/get-user-menu';

const Trigger = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => `calc(${theme.space[6]} + ${theme.space[2]})`};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border: ${({ theme }) => `calc(${theme.space[1]} / 4) solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  &[data-focus-visible] {
    outline: ${({ theme }) => `calc(${theme.space[1]} / 2) solid ${theme.color.focus}`};
    outline-offset: calc(${({ theme }) => theme.space[1]} / 2);
  }
  svg {
    width: ${({ theme }) => theme.space[4]};
    height: ${({ theme }) => theme.space[4]};
    fill: currentColor;
  }
`;

const MenuPopover = styled(Popover)`
  min-width: calc(${({ theme }) => theme.space[8]} * 3);
  border: ${({ theme }) => `calc(${theme.space[1]} / 4) solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const List = styled(Menu)`
  padding: ${({ theme }) => theme.space[1]};
  outline: none;
`;

const SectionHeader = styled(Header)`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]} ${theme.space[1]}`};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Item = styled(MenuItem)`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  outline: none;
  &[data-focused] {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;

/** Props: the user's first name, and how to log out with the menu's url. */
export interface UserMenuProps {
  firstName: string;
  onLogout: (url: string) => void;
}

const isLogout = (title: string) => title.trim().toLowerCase() === 'log out';

/** The first-name button with the server's Settings menu (one entry is 'Log out'). */
export function UserMenu({ firstName, onLogout }: UserMenuProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { data: items = [] } = useUserMenu();
  const open = (title: string, url: string) => {
    if (isLogout(title)) return onLogout(url);
    // Only pages of this app are followed, whatever the server lists.
    if (isSafeAppPath(url)) void navigate(url.slice('/app'.length) || '/');
  };
  return (
    <MenuTrigger>
      <Trigger aria-label={firstName ? t('topBar.userMenu', { name: firstName }) : t('topBar.account')}>
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5z" />
        </svg>
        {firstName}
      </Trigger>
      <MenuPopover placement="bottom end">
        <List
          onAction={(key) => {
            const item = items[Number(key)];
            if (item) open(item[0], item[1]);
          }}
        >
          <MenuSection>
            <SectionHeader>{t('topBar.settings')}</SectionHeader>
            {items.map(([title], index) => (
              <Item key={title} id={String(index)} textValue={title}>
                {isLogout(title) ? t('topBar.logout') : t(`menu.${title.replace(/\s+/g, '')}`, { defaultValue: title })}
              </Item>
            ))}
          </MenuSection>
        </List>
      </MenuPopover>
    </MenuTrigger>
  );
}
