import { useEffect, useRef, useState } from 'react';
import { Header, Menu, MenuItem, MenuSection, MenuTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { isSafeAppPath } from '@/lib/api/contract/safe-redirect';
import { useUserMenu } from '../api/get-user-menu';
import { UserMenuButton } from './user-menu-button';

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

/** Props: as UserMenu's, and what the user did while this code was loading. */
export interface UserMenuListProps {
  firstName: string;
  onLogout: (url: string) => void;
  /** The user pressed the button before the menu's code was in: open once mounted. */
  openAtOnce: boolean;
  /** The button had the keyboard focus when it was swapped for this one. */
  focusButton: boolean;
}

const isLogout = (title: string) => title.trim().toLowerCase() === 'log out';

/** The first-name button with the server's Settings menu (one entry is 'Log out'); loaded by UserMenu. */
export function UserMenuList({ firstName, onLogout, openAtOnce, focusButton }: UserMenuListProps) {
  const { t } = useTranslation('shell');
  const button = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(false);
  // Focus first, then open: the menu gives focus back to what had it when it opened.
  useEffect(() => {
    if (focusButton || openAtOnce) button.current?.focus();
    if (openAtOnce) setOpen(true);
  }, [focusButton, openAtOnce]);
  const navigate = useNavigate();
  const { data: items = [] } = useUserMenu();
  const open = (title: string, url: string) => {
    if (isLogout(title)) return onLogout(url);
    // Only pages of this app are followed, whatever the server lists.
    if (isSafeAppPath(url)) void navigate(url.slice('/app'.length) || '/');
  };
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <UserMenuButton ref={button} firstName={firstName} />
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
