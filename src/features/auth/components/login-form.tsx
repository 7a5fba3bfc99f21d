import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert } from '@/components/ui/alert/alert';
import { Button } from '@/components/ui/button/button';
import { Checkbox } from '@/components/ui/checkbox/checkbox';
import { TextField } from '@/components/ui/text-field/text-field';
import { isSafeAppPath } from '@/lib/api/contract/safe-redirect';
import { clearReturnPath, peekReturnPath } from '@/lib/auth/return-path';
import { useTenant } from '@/lib/tenant/tenant-context';
import { useAuthenticate } from '../api/authenticate';
import { loginFailure, type LoginFailure } from '../model/login-error';
import { loginSchema, type LoginValues } from '../model/login-schema';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/** Props: an error to show before any attempt (e.g. an expired SSO link). */
export interface LoginFormProps {
  initialError?: string | undefined;
}

/** E-mail and password sign-in (spec 02 §2 Login, §4, §5, §8). */
export function LoginForm({ initialError }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const { manifest } = useTenant();
  const authenticate = useAuthenticate();
  const [showPassword, setShowPassword] = useState(false);
  const [failure, setFailure] = useState<LoginFailure | null>(initialError ? { kind: 'server', text: initialError } : null);
  const { control, handleSubmit, clearErrors, reset } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
    // Errors appear on submit only; editing a field clears its own error.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    const remembered = peekReturnPath();
    try {
      const { link } = await authenticate.mutateAsync({ email, password, clientName: manifest.id, refererUrl: remembered });
      clearReturnPath();
      window.location.assign(isSafeAppPath(link) ? link : (remembered ?? '/app/'));
    } catch (error) {
      setFailure(loginFailure(error));
      reset({ email: '', password: '' });
      setShowPassword(false);
    }
  });

  const message = failure ? (failure.kind === 'server' ? failure.text : t(failure.key)) : null;
  return (
    <Form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('login.formLabel')}>
      {message ? <Alert variant="error">{message}</Alert> : null}
      <Controller
        control={control}
        name="email"
        render={({ field, fieldState }) => (
          <TextField
            label={t('login.email')}
            name={field.name}
            type="email"
            autoComplete="username"
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              clearErrors('email');
            }}
            onBlur={field.onBlur}
            errorMessage={fieldState.error?.message ? t(fieldState.error.message) : undefined}
          />
        )}
      />
      <Controller
        control={control}
        name="password"
        render={({ field, fieldState }) => (
          <TextField
            label={t('login.password')}
            name={field.name}
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              clearErrors('password');
            }}
            onBlur={field.onBlur}
            errorMessage={fieldState.error?.message ? t(fieldState.error.message) : undefined}
          />
        )}
      />
      <Checkbox isSelected={showPassword} onChange={setShowPassword}>
        {t('login.showPassword')}
      </Checkbox>
      <Button type="submit" isLoading={authenticate.isPending}>
        {t('login.signIn')}
      </Button>
    </Form>
  );
}
