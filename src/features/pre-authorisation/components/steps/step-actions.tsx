import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { Actions } from '../paf-layout';

/** Props of the Back and Next buttons under a wizard step. */
export interface StepActionsProps {
  onBack: () => void;
  onNext: () => Promise<void> | void;
  isLoading?: boolean;
  isDisabled?: boolean;
}

/** Back and Next under every wizard step; Next shows the step's save in progress. */
export function StepActions({ onBack, onNext, isLoading = false, isDisabled = false }: StepActionsProps) {
  const { t } = useTranslation('pre-authorisation');
  return (
    <Actions>
      <Button variant="secondary" onPress={onBack}>
        {t('back')}
      </Button>
      <Button onPress={() => void onNext()} isLoading={isLoading} isDisabled={isDisabled}>
        {t('next')}
      </Button>
    </Actions>
  );
}

/**
 * A step's failed save and its attempt count. The count goes up on every try
 * and every failure, so the error summary scrolls up and takes focus again even
 * when the same message repeats.
 */
export function useStepFailure() {
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  return {
    failure,
    attempt,
    /** A new try: the last failure goes away. */
    begin: () => {
      setFailure(null);
      setAttempt((n) => n + 1);
    },
    fail: (message: string) => {
      setFailure(message);
      setAttempt((n) => n + 1);
    },
  };
}
