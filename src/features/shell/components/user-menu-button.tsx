import { forwardRef, type ComponentProps } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

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
  /* A long or two-word first name shortens rather than push the bar onto a second row at 390 px. */
  min-width: 0;
  max-width: 100%;
  cursor: pointer;
  &[data-focus-visible] {
    outline: ${({ theme }) => `calc(${theme.space[1]} / 2) solid ${theme.color.focus}`};
    outline-offset: calc(${({ theme }) => theme.space[1]} / 2);
  }
  svg {
    flex: none;
    width: ${({ theme }) => theme.space[4]};
    height: ${({ theme }) => theme.space[4]};
    fill: currentColor;
  }
`;

const Name = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** Props: the user's first name (the button's text), and any react-aria Button prop. */
export type UserMenuButtonProps = Omit<ComponentProps<typeof AriaButton>, 'children'> & { firstName: string };

/** The first-name button that opens the Settings menu: the same look before and after the menu's code is in. */
export const UserMenuButton = forwardRef<HTMLButtonElement, UserMenuButtonProps>(function UserMenuButton(
  { firstName, ...props },
  ref,
) {
  const { t } = useTranslation('shell');
  return (
    <Trigger
      ref={ref}
      aria-label={firstName ? t('topBar.userMenu', { name: firstName }) : t('topBar.account')}
      {...props}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5z" />
      </svg>
      <Name>{firstName}</Name>
    </Trigger>
  );
});
