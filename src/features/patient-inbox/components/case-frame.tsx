import { Link } from 'react-router-dom';
import styled from 'styled-components';

/* The frame of a case details page (the patient's and the staff's): heading row, actions, link buttons. */

export const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

export const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

export const ActionLink = styled(Link)<{ $primary?: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  border: ${({ theme }) => `calc(${theme.space[1]} / 4) solid ${theme.color.primary}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $primary }) => ($primary ? theme.color.primary : 'transparent')};
  color: ${({ theme, $primary }) => ($primary ? theme.color.onPrimary : theme.color.primary)};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  &:focus-visible {
    outline: ${({ theme }) => `calc(${theme.space[1]} / 2) solid ${theme.color.focus}`};
    outline-offset: ${({ theme }) => `calc(${theme.space[1]} / 2)`};
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;
