import { useId, useState } from 'react';
import { Controller, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/alert/alert';
import { Button } from '@/components/ui/button/button';
import { Checkbox } from '@/components/ui/checkbox/checkbox';
import { Spinner } from '@/components/ui/spinner/spinner';
import { TextField } from '@/components/ui/text-field/text-field';
import { VisuallyHidden } from '@/components/ui/visually-hidden/visually-hidden';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api/api-error';
import { errorText, useZodForm } from '@/lib/forms/use-zod-form';
import { useTenant } from '@/lib/tenant/tenant-context';
import { useSignup } from '../../api/signup';
import { accountSchema, serverFieldMessage, type AccountValues } from '../../model/account-schema';
import { checkSignupPassword, passwordRuleKeys, signupPasswordRules } from '../../model/password-rules';
import { signupUserId } from '../../model/signup-session';
import { ErrorText, RuleList, SmallLinks, StepForm, StepTitle, TermsBlock } from './step-layout';

type Field = keyof AccountValues;
const fields: Field[] = ['email', 'password', 'password2', 'termsAndConditions'];

/** Step 1, Create New Account: e-mail, password twice, terms (docs/product/signup.md#account-settings, #account-settings-validation). */
export function AccountSettingsStep() {
  const { t } = useTranslation('signup');
  const { manifest } = useTenant();
  const navigate = useNavigate();
  const signup = useSignup();
  const rulesId = useId();
  const termsErrorId = useId();
  const [showPassword, setShowPassword] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, setValue, clearErrors } = useZodForm<AccountValues>(accountSchema, {
    defaultValues: { email: '', password: '', password2: '', termsAndConditions: false },
    // A field says what it lacks once left; typing in it clears that until it is left again.
    mode: 'onTouched',
    reValidateMode: 'onBlur',
  });
  const password = useWatch({ control, name: 'password' });
  // docs/product/signup.md#account-settings-validation: Next stays disabled until every rule is met.
  const ready = accountSchema.safeParse(useWatch({ control })).success;
  const met = checkSignupPassword(password);
  // Messages are keys of ours, or (type 'server') the server's own words.
  const message = (error?: FieldError) => errorText(t, error);

  const onSubmit = handleSubmit(async (values) => {
    if (signup.isPending) return;
    setFailure(null);
    try {
      const { userId } = await signup.mutateAsync({ ...values, termsAndConditions: true, clientName: manifest.id });
      signupUserId.set(userId);
      await navigate(paths.signup.getHref(manifest.id, 'personalprofile'));
    } catch (error) {
      const serverFields = isApiError(error) ? Object.entries(error.fields) : [];
      for (const [name, text] of serverFields) {
        if (!fields.includes(name as Field)) continue;
        const mapped = serverFieldMessage(text);
        setError(
          name as Field,
          'key' in mapped ? { type: 'key', message: mapped.key } : { type: 'server', message: mapped.text },
        );
      }
      if (serverFields.length === 0) {
        setFailure(isApiError(error) && error.message ? error.message : t('errors.generic'));
      }
      // docs/product/signup.md#account-settings-validation: after a server error the password fields are cleared.
      setValue('password', '');
      setValue('password2', '');
    }
  });

  const textField = (
    name: 'email' | 'password' | 'password2',
    label: string,
    autoComplete: string,
    describedBy?: string,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          name={field.name}
          type={name === 'email' ? 'email' : showPassword ? 'text' : 'password'}
          autoComplete={autoComplete}
          value={field.value}
          onChange={(value) => {
            field.onChange(value);
            clearErrors(name);
          }}
          onBlur={field.onBlur}
          errorMessage={message(fieldState.error)}
          aria-describedby={describedBy}
        />
      )}
    />
  );

  return (
    <>
      <StepTitle>{t('account.heading')}</StepTitle>
      <StepForm onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="signup-title">
        {failure ? <Alert variant="error">{failure}</Alert> : null}
        {textField('email', t('account.email'), 'email')}
        {textField('password', t('account.password'), 'new-password', rulesId)}
        <RuleList id={rulesId} aria-label={t('account.rules.label')}>
          {signupPasswordRules.map((rule) => (
            <li key={rule} data-met={met[rule]}>
              {t(passwordRuleKeys[rule])}
              <VisuallyHidden>
                {met[rule] ? ` ${t('account.rules.met')}` : ` ${t('account.rules.notMet')}`}
              </VisuallyHidden>
            </li>
          ))}
        </RuleList>
        {textField('password2', t('account.password2'), 'new-password')}
        <Checkbox isSelected={showPassword} onChange={setShowPassword}>
          {t('account.showPassword')}
        </Checkbox>
        <Controller
          control={control}
          name="termsAndConditions"
          render={({ field, fieldState }) => (
            <TermsBlock>
              <Checkbox
                name={field.name}
                isSelected={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  clearErrors('termsAndConditions');
                  // A box has no typing to wait for: unticking it says at once why Next is off.
                  if (!value) field.onBlur();
                }}
                isInvalid={Boolean(fieldState.error)}
                aria-describedby={fieldState.error ? termsErrorId : undefined}
              >
                {t('account.terms')}
              </Checkbox>
              <a href={manifest.links.terms} target="_blank" rel="noopener noreferrer">
                {t('account.termsLink')}
                <VisuallyHidden> {t('account.newTab')}</VisuallyHidden>
              </a>
              {fieldState.error ? <ErrorText id={termsErrorId}>{message(fieldState.error)}</ErrorText> : null}
            </TermsBlock>
          )}
        />
        <Button type="submit" isDisabled={!ready}>
          {signup.isPending ? <Spinner size="sm" /> : null}
          {t('account.submit')}
        </Button>
      </StepForm>
      <SmallLinks>
        <span>
          {t('account.haveAccount')} <Link to={paths.login.getHref(manifest.id)}>{t('account.signIn')}</Link>
        </span>
        <a href={manifest.links.privacyStatement} target="_blank" rel="noopener noreferrer">
          {t('account.privacy')}
          <VisuallyHidden> {t('account.newTab')}</VisuallyHidden>
        </a>
      </SmallLinks>
    </>
  );
}
