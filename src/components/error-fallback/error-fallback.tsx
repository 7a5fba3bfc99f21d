import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Box = styled.div`
  margin: ${({ theme }) => theme.space[6]} auto;
  max-width: 32rem;
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.md};
  border-left: 4px solid ${({ theme }) => theme.color.danger};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
`;

/** The fallback screen of spec 03 §2.6: plain words, never a stack trace. */
export function ErrorFallback() {
  const { t } = useTranslation('common');
  return (
    <Box role="alert">
      <h1>{t('fallback.error')}</h1>
    </Box>
  );
}

/** Props: what to render, and who hears about a crash (the error reporter). */
export interface ErrorBoundaryProps {
  children: ReactNode;
  onError?: (error: Error, info: ErrorInfo) => void;
}

/** Catches render errors below it and shows ErrorFallback instead of a white screen. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  render() {
    return this.state.failed ? <ErrorFallback /> : this.props.children;
  }
}
