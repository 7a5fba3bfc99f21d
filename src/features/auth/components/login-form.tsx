import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert } from '@/components/ui/alert/alert';
import { Button } from '@/components/ui/button/button';
import { Checkbox } from '@/components/ui/checkbox/checkbox';
import { TextField } from '@/components/ui/text-field/text-field';
import { useTenant } from '@/lib/tenant/tenant-context';
import { preloadSignIn, useSignIn } from '../api/use-sign-in';
import { loginFailure, type LoginFailure } from '../model/login-error';
import { validateLogin, type LoginErrors, type LoginValues } from '../model/login-validation';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/** Props: an error to show before any attempt (e.g. an expired SSO link). */
export interface LoginFormProps {
  initialError?: string | undefined;
}

const empty: LoginValues = { email: '', password: '' };

/**
 * E-mail and password sign-in (docs/product/auth.md#login-page, #login-flow, #login-validation, #login-errors). Two fields, so
 * plain state rather than react-hook-form: the login route's first load stays
 * small (docs/decisions/0011-bundle-budgets.md).
 */
export function LoginForm({ initialError }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const { manifest } = useTenant();
  const failureText = (f: LoginFailure) => {
    if (f.kind === 'server') return f.text;
    return f.kind === 'reason' ? t(f.coded.key, { ...f.coded.values, ns: 'common' }) : t(f.key);
  };
  const { signIn, isPending } = useSignIn();
  const [values, setValues] = useState<LoginValues>(empty);
  // Errors appear on submit only; editing a field clears its own error.
  const [errors, setErrors] = useState<LoginErrors>({});
  const [showPassword, setShowPassword] = useState(false);
  const [failure, setFailure] = useState<LoginFailure | null>(
    initialError ? { kind: 'server', text: initialError } : null,
  );

  const edit = (field: keyof LoginValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const onSubmit = async () => {
    const invalid = validateLogin(values);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    setFailure(null);
    try {
      window.location.assign(
        await signIn({ email: values.email.trim(), password: values.password, clientName: manifest.id }),
      );
    } catch (error) {
      setFailure(loginFailure(error));
      setValues(empty);
      setShowPassword(false);
    }
  };

  const message = failure ? failureText(failure) : null;
  return (
    <Form
      // Loading the sign-in code on first contact keeps it off the page load's main thread, and typing outlasts it.
      onFocus={preloadSignIn}
      onPointerDown={preloadSignIn}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      noValidate
      aria-label={t('login.formLabel')}
    >
      {message ? <Alert variant="error">{message}</Alert> : null}
      <TextField
        label={t('login.email')}
        name="email"
        type="email"
        autoComplete="username"
        value={values.email}
        onChange={edit('email')}
        errorMessage={errors.email ? t(errors.email) : undefined}
      />
      <TextField
        label={t('login.password')}
        name="password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        value={values.password}
        onChange={edit('password')}
        errorMessage={errors.password ? t(errors.password) : undefined}
      />
      <Checkbox isSelected={showPassword} onChange={setShowPassword}>
        {t('login.showPassword')}
      </Checkbox>
      <Button type="submit" isLoading={isPending}>
        {t('login.signIn')}
      </Button>
    </Form>
  );
}
