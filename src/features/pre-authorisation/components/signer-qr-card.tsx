import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Spinner } from '@/components/ui/spinner/spinner';
import { QueryErrorAlert } from '@/components/query-error/query-error-alert';
import { isApiError } from '@/lib/api/api-error';
import type { SignerRole } from '@/lib/api/contract/pre-authorisation/paf';
import { pafReason, pafSections } from '@/lib/api/contract/pre-authorisation/paf-status';
import { useSignatureQr } from '../api/get-signature-qr';
import { MissingSections } from './missing-sections';
import { Card, Muted, SubTitle } from './paf-layout';

const missingSectionsOf = (fields: Record<string, string>) => pafSections.filter((section) => section in fields);

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
  // An incomplete case is refused with its missing sections: said as such, not as a failure to retry.
  const refusal = isApiError(qr.error) && qr.error.reason === pafReason('incomplete') ? qr.error : null;
  const missing = refusal ? missingSectionsOf(refusal.fields) : [];
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
      {!signed && qr.isError && missing.length > 0 ? <MissingSections sections={missing} /> : null}
      {!signed && qr.isError && missing.length === 0 ? (
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
