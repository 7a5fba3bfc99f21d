import type { ReactNode } from 'react';
import styled from 'styled-components';
import { usePageTitle } from '@/lib/tenant/use-page-title';

const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 56rem;
  margin: 0 auto;
  width: 100%;
  font-family: ${({ theme }) => theme.fonts.body};
  color: ${({ theme }) => theme.color.text};
`;
const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

/** Props of a booking page's frame. */
export interface PageFrameProps {
  /** Heading and page title ('{title} | {client}'). */
  title: string;
  children: ReactNode;
}

/** Title, heading and a readable column for the booking pages. */
export function PageFrame({ title, children }: PageFrameProps) {
  usePageTitle(title);
  return (
    <Main>
      <Title>{title}</Title>
      {children}
    </Main>
  );
}
