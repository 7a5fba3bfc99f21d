import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Alert } from '@/components/ui/alert/alert';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  /* A flex child may otherwise grow to the table's width and scroll the whole page on phones. */
  min-width: 0;
  width: 100%;
  box-sizing: border-box;
  max-width: 72rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.text};
`;

export const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => `calc(${theme.space[1]} / 4) solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.surface};
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

export const SubTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Two columns on wide screens, one on phones. */
export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

export const DefinitionList = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) 1fr;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** Props of the numbered error list under 'Error'. */
export interface ErrorSummaryProps {
  /** Messages already translated; nothing renders when empty. */
  messages: readonly string[];
  /** Bumped on every failed submit so the view scrolls up again. */
  attempt: number;
}

/** Form errors as a numbered list under 'Error', scrolled into view (docs/product/pre-authorisation.md#wizard-steps). */
export function ErrorSummary({ messages, attempt }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (messages.length === 0) return;
    window.scrollTo({ top: 0 });
    ref.current?.focus();
  }, [attempt, messages.length]);
  if (messages.length === 0) return null;
  return (
    <div ref={ref} tabIndex={-1}>
      <Alert variant="error" messages={messages} />
    </div>
  );
}

/** Props of a labelled block inside a step. */
export interface BlockProps {
  title: string;
  children: ReactNode;
}

export function Block({ title, children }: BlockProps) {
  return (
    <Card aria-label={title}>
      <SubTitle>{title}</SubTitle>
      {children}
    </Card>
  );
}
