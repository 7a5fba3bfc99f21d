import styled from 'styled-components';

/** The card a logged-out account form sits on, the tenant's colour along its top. */
export const AccountCard = styled.section`
  width: min(100%, 28rem);
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadows.md};
  border-top: ${({ theme }) => theme.space[1]} solid ${({ theme }) => theme.color.primary};
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space[6]};
  }
`;

export const CardTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** A vertical form with even gaps. */
export const FormStack = styled.form`
  display: grid;
  /* minmax(0, …): a long field label or button text must wrap, not widen the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
`;

/** A row of actions that wraps on narrow screens. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  justify-content: space-between;
`;

/** A link-looking button (in-page actions that are not navigation). */
export const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: underline;
  cursor: pointer;
  &:focus-visible {
    outline: ${({ theme }) => `calc(${theme.space[1]} / 2) solid ${theme.color.focus}`};
    outline-offset: calc(${({ theme }) => theme.space[1]} / 2);
  }
`;
