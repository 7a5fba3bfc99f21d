import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Alert } from '@/components/ui/alert/alert';
import { Button } from '@/components/ui/button/button';
import { PhoneNumber } from '@/components/ui/phone-number/phone-number';
import { Spinner } from '@/components/ui/spinner/spinner';
import { paths } from '@/config/paths';
import { registrationInputNames, type RegistrationValues } from '@/lib/api/contract/signup';
import { useTenant } from '@/lib/tenant/tenant-context';
import { useRegister } from '../../api/register';
import { signupEmail, signupUserId } from '../../model/signup-session';
import { Actions, StepTitle } from './step-layout';

const Summary = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  margin: 0;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: max-content minmax(0, 1fr);
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    overflow-wrap: anywhere;
  }
`;

/** Groups a term with its value without breaking the two-column grid. */
const Row = styled.div`
  display: contents;
`;

/** Props: the checked profile values and the definition version they were made for. */
export interface ReviewSubmitStepProps {
  values: RegistrationValues;
  version: string;
}

/** Step 3, Review & Submit: shows the values, registers, then the completed view. */
export function ReviewSubmitStep({ values, version }: ReviewSubmitStepProps) {
  const { t } = useTranslation('signup');
  const { manifest, date } = useTenant();
  const navigate = useNavigate();
  const register = useRegister(manifest.id);
  const [failed, setFailed] = useState(false);
  const userId = signupUserId.get();

  // Arrived without a checked profile (reload, typed URL): the profile step comes first.
  if (!userId || !values.firstname) {
    return <Navigate to={paths.signup.getHref(manifest.id, userId ? 'personalprofile' : 'accountsettings')} replace />;
  }

  const shown = (name: (typeof registrationInputNames)[number]) => {
    const value = values[name] ?? '';
    if (name === 'gender') return t(`profile.options.${value}`, { defaultValue: value });
    if (name === 'dateofbirth' && value) return date(`${value}T12:00:00Z`);
    if (name === 'mobilenumber') return <PhoneNumber value={value} />;
    return value;
  };

  const submit = async () => {
    if (register.isPending) return;
    setFailed(false);
    try {
      const registered = await register.mutateAsync({ ...values, userId, version, bdayDtPattern: 'yyyy-MM-dd' });
      signupEmail.value = registered.email;
      // The code step forgets the userId; clearing it here would bounce this step first.
      await navigate(paths.signup.getHref(manifest.id, 'verify'));
    } catch {
      setFailed(true);
    }
  };

  return (
    <>
      <StepTitle>{t('review.heading')}</StepTitle>
      {failed ? <Alert variant="error">{t('review.failed')}</Alert> : null}
      <Summary>
        {registrationInputNames.map((name) => (
          <Row key={name}>
            <dt>{t(`profile.fields.${name}`)}</dt>
            <dd>{shown(name)}</dd>
          </Row>
        ))}
      </Summary>
      <Actions>
        <Button variant="secondary" onPress={() => void navigate(paths.signup.getHref(manifest.id, 'personalprofile'))}>
          {t('review.previous')}
        </Button>
        <Button onPress={() => void submit()}>
          {register.isPending ? <Spinner size="sm" /> : null}
          {t('review.submit')}
        </Button>
      </Actions>
    </>
  );
}
