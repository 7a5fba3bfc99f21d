import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert } from '@/components/ui/alert/alert';
import { Button } from '@/components/ui/button/button';
import { isRetryableApiError, useApiErrorCause } from '@/lib/api/error-message';

const Cause = styled.p`
  margin: 0;
`;

const Retry = styled.div`
  margin-top: ${({ theme }) => theme.space[2]};
`;

/** Props: the failure, the page's own message for it, and how to try again. */
export interface QueryErrorAlertProps {
  error: unknown;
  /** The page's message from the spec ("Failed to load…"); always shown first. */
  message: string;
  /** Refetch; offered only when trying again can help (no answer, a server fault). */
  onRetry?: () => void;
}

/**
 * A failed load on any page: its own words, then the shared cause when the
 * user can act on it (server too slow, service down, connection lost) — never
 * the server's HTML or a stack — and "Try again".
 */
export function QueryErrorAlert({ error, message, onRetry }: QueryErrorAlertProps) {
  const { t } = useTranslation('common');
  const cause = useApiErrorCause()(error);
  return (
    <Alert variant="error">
      {message}
      {cause && cause !== message ? <Cause>{cause}</Cause> : null}
      {onRetry && isRetryableApiError(error) ? (
        <Retry>
          <Button size="sm" variant="secondary" onPress={onRetry}>
            {t('apiErrors.retry')}
          </Button>
        </Retry>
      ) : null}
    </Alert>
  );
}
