import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { AuthFrame } from '@/components/auth-frame/auth-frame';
import { Alert } from '@/components/ui/alert/alert';
import { Button } from '@/components/ui/button/button';
import { RadioGroup } from '@/components/ui/radio-group/radio-group';
import { Spinner } from '@/components/ui/spinner/spinner';
import { TextField } from '@/components/ui/text-field/text-field';
import { QueryErrorAlert } from '@/components/query-error/query-error-alert';
import { isApiError } from '@/lib/api/api-error';
import { typedNameReason } from '@/lib/api/contract/signing';
import { typedNameMatches } from '@/lib/api/contract/signing-name';
import { useRefusalMessage } from '@/lib/api/error-message';
import { useTenant } from '@/lib/tenant/tenant-context';
import { usePageTitle } from '@/lib/tenant/use-page-title';
import { useSigningLink } from '../api/get-signing-link';
import { useSign } from '../api/sign';
import { hasSignature, type Stroke } from '../model/strokes';
import { SignaturePad, type SignaturePadHandle } from './signature-pad';

/** The card the signing form sits on, like the other logged-out pages, with the tenant's colour along its top. */
const Card = styled.section`
  width: min(100%, 36rem);
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  border-top: ${({ theme }) => theme.space[1]} solid ${({ theme }) => theme.color.primary};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadows.md};
  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space[6]};
  }
`;
const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;
const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;
const Summary = styled.dl`
  display: grid;
  /* minmax(0, …): a long hospital or payor name wraps instead of widening a phone's page. */
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => `calc(${theme.space[1]} / 4) solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.surfaceAlt};
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

type Method = 'drawn' | 'typed';

/** /epaf/sign/{token}: the phone page behind a PAF QR code; the token is the signer's only credential. */
export function SigningPage() {
  const { t } = useTranslation('signing');
  usePageTitle(t('title'));
  const { token = '' } = useParams();
  const { date } = useTenant();
  const link = useSigningLink(token);
  const sign = useSign(token);
  const pad = useRef<SignaturePadHandle>(null);
  const [method, setMethod] = useState<Method>('drawn');
  const [strokes, setStrokes] = useState<Stroke[]>([]);
  const [typedName, setTypedName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const refusalOf = useRefusalMessage();

  const onConfirm = async () => {
    setError(null);
    if (method === 'drawn' && !hasSignature(strokes)) return setError(t('errors.drawFirst'));
    if (method === 'typed' && typedName.trim() === '') return setError(t('errors.typeFirst'));
    // Said before submitting; the server refuses the same mismatch (docs/decisions/0082-typed-signatures.md).
    const signerName = link.data?.signerName ?? '';
    const mismatch = () => setError(t('errors.nameMismatch', { name: signerName }));
    if (method === 'typed' && !typedNameMatches(typedName, signerName)) return mismatch();
    try {
      await sign.mutateAsync(
        method === 'drawn'
          ? { method, imageDataUrl: pad.current?.toDataUrl() ?? '' }
          : { method, typedName: typedName.trim() },
      );
    } catch (caught) {
      if (isApiError(caught) && caught.reason === typedNameReason) return mismatch();
      setError(refusalOf(caught) ?? (isApiError(caught) && caught.message ? caught.message : t('errors.failed')));
    }
  };

  const linkError = refusalOf(link.error) ?? t('errors.invalid');
  // Opened signed out from a QR code: the tenant's logged-out frame (logo, footer) shows whose form this is.
  return (
    <AuthFrame>
      <Card aria-labelledby="signing-title">
        <Title id="signing-title">{t('title')}</Title>
        {link.isPending ? <Spinner label={t('loading')} /> : null}
        {link.isError ? (
          <QueryErrorAlert error={link.error} message={linkError} onRetry={() => void link.refetch()} />
        ) : null}
        {sign.isSuccess ? (
          <Alert variant="success" title={t('done.title')}>
            {t('done.text')}
          </Alert>
        ) : null}
        {link.data && !sign.isSuccess ? (
          <>
            <Intro>{t('intro', { name: link.data.signerName, role: t(`role.${link.data.roleType}`) })}</Intro>
            <Summary aria-label={t('summary')}>
              <dt>{t('caseId')}</dt>
              <dd>{link.data.caseId}</dd>
              <dt>{t('patient')}</dt>
              <dd>{link.data.patientName}</dd>
              <dt>{t('payor')}</dt>
              <dd>{link.data.payorName}</dd>
              <dt>{t('hospital')}</dt>
              <dd>{link.data.admittingHospital ?? '—'}</dd>
              <dt>{t('admissionDate')}</dt>
              <dd>{link.data.admissionDate ? date(`${link.data.admissionDate}T12:00:00Z`) : '—'}</dd>
            </Summary>
            <RadioGroup
              label={t('method.label')}
              orientation="horizontal"
              options={[
                { value: 'drawn', label: t('method.draw') },
                { value: 'typed', label: t('method.type') },
              ]}
              value={method}
              onChange={(value) => setMethod(value as Method)}
            />
            {method === 'drawn' ? (
              <>
                <SignaturePad ref={pad} label={t('pad.label')} onStrokesChange={setStrokes} />
                <Row>
                  <Button variant="secondary" onPress={() => pad.current?.clear()}>
                    {t('pad.clear')}
                  </Button>
                </Row>
              </>
            ) : (
              <TextField
                label={t('typed.label')}
                description={t('typed.hint')}
                value={typedName}
                onChange={setTypedName}
                autoComplete="name"
              />
            )}
            {error ? <Alert variant="error" messages={[error]} /> : null}
            <Row>
              <Button onPress={() => void onConfirm()} isLoading={sign.isPending}>
                {t('confirm')}
              </Button>
            </Row>
          </>
        ) : null}
      </Card>
    </AuthFrame>
  );
}
