import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/ui/button/button';

const Box = styled.div`
  margin: ${({ theme }) => theme.space[6]} auto;
  max-width: 32rem;
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.md};
  border-left: 4px solid ${({ theme }) => theme.color.danger};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  h1 {
    margin-top: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

/** Props: what "Try again" does (re-render the page and refetch its failed queries). */
export interface ErrorFallbackProps {
  onRetry?: () => void;
}

/**
 * The fallback screen of docs/product/shell.md#fallback-screen: plain words, never a stack trace, and
 * a way on — try again, or back to the page before (the shell's navigation
 * stays usable around it).
 */
export function ErrorFallback({ onRetry }: ErrorFallbackProps) {
  const { t } = useTranslation('common');
  return (
    <Box role="alert">
      <h1>{t('fallback.error')}</h1>
      <p>{t('fallback.body')}</p>
      <Actions>
        {onRetry ? <Button onPress={onRetry}>{t('fallback.retry')}</Button> : null}
        <Button variant="secondary" onPress={() => window.history.back()}>
          {t('fallback.back')}
        </Button>
      </Actions>
    </Box>
  );
}

/** Props: what to render, and who hears about a crash (the error reporter). */
export interface ErrorBoundaryProps {
  children: ReactNode;
  onError?: (error: Error, info: ErrorInfo) => void;
}

interface BoundaryProps extends ErrorBoundaryProps {
  onReset: () => void;
}

class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  private readonly retry = () => {
    this.props.onReset();
    this.setState({ failed: false });
  };

  render() {
    return this.state.failed ? <ErrorFallback onRetry={this.retry} /> : this.props.children;
  }
}

/**
 * Catches render errors below it — including a query whose answer failed its
 * schema (the QueryClient throws those) — and shows ErrorFallback instead of
 * a white screen. "Try again" also clears the failed queries so they refetch.
 */
export function ErrorBoundary({ children, onError }: ErrorBoundaryProps) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <Boundary onReset={reset} onError={onError}>
          {children}
        </Boundary>
      )}
    </QueryErrorResetBoundary>
  );
}
