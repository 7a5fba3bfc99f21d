import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Spinner } from '@/components/ui/spinner/spinner';
import { QueryErrorAlert } from '@/components/query-error/query-error-alert';
import type { SignerRole } from '@/lib/api/contract/pre-authorisation/paf';
import { useSignatureQr } from '../api/get-signature-qr';
import { Card, Muted, SubTitle } from './paf-layout';

const QrImage = styled.img`
  width: calc(${({ theme }) => theme.space[8]} * 3.9);
  height: calc(${({ theme }) => theme.space[8]} * 3.9);
  image-rendering: pixelated;
  align-self: center;
  background: ${({ theme }) => theme.color.surface};
`;

const Status = styled.p<{ $signed: boolean }>`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme, $signed }) => ($signed ? theme.color.success : theme.color.text)};
`;

/** Props of one signer's QR code and live status. */
export interface SignerQrCardProps {
  clientId: string;
  caseId: string;
  roleType: SignerRole;
  signerName: string;
  /** From the polled case summary. */
  signed: boolean;
}

/** A 250×250 QR encoding the signer's single-use link, with the same link for this device and the status read aloud. */
export function SignerQrCard({ clientId, caseId, roleType, signerName, signed }: SignerQrCardProps) {
  const { t } = useTranslation('pre-authorisation');
  const qr = useSignatureQr(
    { clientId, caseId, roleType, signerName, isLegalGuardianRequiredToSign: roleType === 'guardian' },
    !signed,
  );
  const imageUrl = qr.data?.imageUrl;
  useEffect(
    () => () => {
      if (imageUrl) URL.revokeObjectURL(imageUrl);
    },
    [imageUrl],
  );
  const titleId = `qr-${roleType}`;
  return (
    <Card aria-labelledby={titleId}>
      <SubTitle id={titleId}>{t(`qr.role.${roleType}`)}</SubTitle>
      <Muted>{signerName}</Muted>
      {signed ? null : qr.isPending ? <Spinner label={t('loading')} /> : null}
      {!signed && qr.isError ? (
        <QueryErrorAlert error={qr.error} message={t('errors.qr')} onRetry={() => void qr.refetch()} />
      ) : null}
      {!signed && qr.data ? (
        <>
          <QrImage src={qr.data.imageUrl} width={250} height={250} alt={t('qr.alt', { name: signerName })} />
          <Muted>{t('qr.scan')}</Muted>
          {qr.data.signingUrl ? (
            <a href={qr.data.signingUrl} target="_blank" rel="noreferrer" data-testid={`signing-link-${roleType}`}>
              {t('qr.openHere')}
            </a>
          ) : null}
        </>
      ) : null}
      <Status $signed={signed} role="status">
        {signed ? t('qr.signed') : t('qr.waiting')}
      </Status>
    </Card>
  );
}
