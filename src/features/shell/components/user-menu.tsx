import { useCallback, useEffect, useRef, useState } from 'react';
import { afterUserEngagement } from '@/lib/loading/user-engagement';
import { useUserMenu } from '../api/get-user-menu';
import { UserMenuButton } from './user-menu-button';
import type { UserMenuList } from './user-menu-list';

/** Props: the user's first name, and how to log out with the menu's url. */
export interface UserMenuProps {
  firstName: string;
  onLogout: (url: string) => void;
}

// react-aria's menu, popover and overlay code (~25 KB gzip) was the only reason
// some pages (the clinic schedule) loaded it: it now comes when the user starts
// to use the page, or reaches for the button, instead of with the page.
let loaded: typeof UserMenuList | null = null;
const loadMenu = () =>
  import('./user-menu-list').then((module) => {
    loaded = module.UserMenuList;
    return loaded;
  });

/** The first-name button with the server's Settings menu (one entry is 'Log out'). */
export function UserMenu({ firstName, onLogout }: UserMenuProps) {
  // The entries load with the page, as before: the menu opens on them at once.
  useUserMenu();
  const [List, setList] = useState(() => loaded);
  const [openAtOnce, setOpenAtOnce] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const focusButton = useRef(false);
  const load = useCallback(() => {
    void loadMenu().then((module) => {
      focusButton.current = document.activeElement === button.current;
      setList(() => module);
    });
  }, []);
  useEffect(() => (List ? undefined : afterUserEngagement(load)), [List, load]);

  if (List) {
    return <List firstName={firstName} onLogout={onLogout} openAtOnce={openAtOnce} focusButton={focusButton.current} />;
  }
  const request = () => {
    setOpenAtOnce(true);
    load();
  };
  return (
    <UserMenuButton
      ref={button}
      firstName={firstName}
      aria-haspopup="menu"
      aria-expanded={false}
      onHoverStart={load}
      onFocus={load}
      onPressStart={request}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') request();
      }}
    />
  );
}
