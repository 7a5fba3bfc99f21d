import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button/button';
import { isApiError } from '@/lib/api/api-error';
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

/**
 * A form step's Next: the form checks its fields, `save` stores the step and the wizard moves on (`onSaved`). A
 * refused save shows `failureText(error)` above the form, and what was typed stays.
 */
export function useFormStepSave<T extends FieldValues>(
  form: UseFormReturn<T>,
  save: (values: T) => Promise<unknown>,
  onSaved: () => void,
  failureText: (error: unknown) => string,
) {
  const { failure, attempt, begin, fail } = useStepFailure();
  const submit = form.handleSubmit(async (values) => {
    try {
      await save(values);
      onSaved();
    } catch (error) {
      fail(failureText(error));
    }
  });
  const onNext = async () => {
    begin();
    await submit();
  };
  return { failure, attempt, onNext };
}

/** The server's own words for a refused save when it gave any, else the step's `fallback`. */
export const serverTextOr = (error: unknown, fallback: string): string =>
  isApiError(error) && error.message ? error.message : fallback;
