import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Alert } from '@/components/ui/alert/alert';
import { Button } from '@/components/ui/button/button';
import { Spinner } from '@/components/ui/spinner/spinner';
import { QueryErrorAlert } from '@/components/query-error/query-error-alert';
import { paths } from '@/config/paths';
import { useTenant } from '@/lib/tenant/tenant-context';
import { usePageTitle } from '@/lib/tenant/use-page-title';
import { useCaseSummary } from '../api/get-case-summary';
import { useDownloadCasePdf } from '../api/download-case-pdf';
import { DraftActions } from './draft-actions';
import { HospitalChargesForm } from './hospital-charges-form';
import { MissingSections } from './missing-sections';
import { Actions, Block, DefinitionList, Page, Title } from './paf-layout';
import { SignerQrCard } from './signer-qr-card';

const StatusHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;
const StatusList = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
`;
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(17rem, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
`;

/** /epaf/role/{roleId}/case/{caseId}: case details, signature status and hospital charges (docs/product/pre-authorisation.md#case-details). */
export function CaseDetailsPage() {
  const { t } = useTranslation('pre-authorisation');
  usePageTitle(t('details.title'));
  const { roleId = '', caseId = '' } = useParams();
  const { date, money } = useTenant();
  const navigate = useNavigate();
  const [signing, setSigning] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  // While QR codes are up, poll so a phone's signature shows without a reload.
  const summary = useCaseSummary(caseId, roleId, signing ? 3000 : undefined);
  const pdf = useDownloadCasePdf();
  const data = summary.data;
  const unsigned = data?.signers.filter((s) => !s.signed) ?? [];
  // A specialist's unsigned case is a draft they can continue or discard (docs/decisions/0081-paf-drafts.md).
  const isDraft = roleId === 'specialist' && data !== undefined && !data.isSpecialistPartCompleted;
  const missing = data?.missingSections ?? [];

  return (
    <Page>
      <Title>{t('details.title')}</Title>
      {summary.isError ? (
        <QueryErrorAlert error={summary.error} message={t('errors.loadCase')} onRetry={() => void summary.refetch()} />
      ) : null}
      {summary.isPending ? <Spinner label={t('loading')} /> : null}
      {data ? (
        <>
          <Block title={`${t('caseId')}: ${data.caseId}`}>
            <StatusHeading>{t('details.status')}</StatusHeading>
            <StatusList aria-label={t('details.status')}>
              {(data.status.codes.length ? data.status.codes : (['pending'] as const)).map((code) => (
                <li key={code}>{t(`status.${code}`)}</li>
              ))}
            </StatusList>
            {data.pdfLink ? (
              <div>
                <Button variant="secondary" onPress={() => pdf.mutate(data.caseId)} isLoading={pdf.isPending}>
                  {t('details.downloadPdf')}
                </Button>
                {pdf.isError ? <QueryErrorAlert error={pdf.error} message={t('errors.pdf')} /> : null}
              </div>
            ) : null}
          </Block>
          <Block title={t('details.patient')}>
            <DefinitionList>
              <dt>{t('details.name')}</dt>
              <dd>{data.fullName || '—'}</dd>
              <dt>{t('patient.gender')}</dt>
              <dd>
                {data.gender === 'Male' ? t('patient.male') : data.gender === 'Female' ? t('patient.female') : '—'}
              </dd>
              <dt>{t('details.age')}</dt>
              <dd>{data.age}</dd>
              <dt>{t('person.idNumber')}</dt>
              <dd>{data.identificationDocNum || '—'}</dd>
              <dt>{t('details.payor')}</dt>
              <dd>{data.payorName}</dd>
              <dt>{t('admission.date')}</dt>
              <dd>{data.admissionDate ? date(`${data.admissionDate}T12:00:00Z`) : '—'}</dd>
              <dt>{t('admission.hospital')}</dt>
              <dd>{data.admittingHospital ?? '—'}</dd>
              <dt>{t('details.doctor')}</dt>
              <dd>{data.doctorName ?? '—'}</dd>
              {data.hospitalCharges ? (
                <>
                  <dt>{t('charges.title')}</dt>
                  <dd>
                    {t('charges.range', {
                      min: money(data.hospitalCharges.minCost),
                      max: money(data.hospitalCharges.maxCost),
                    })}
                  </dd>
                </>
              ) : null}
            </DefinitionList>
          </Block>
          {submitted || (roleId === 'hospital' && data.isHospitalPartCompleted && data.hospitalCharges) ? (
            <Alert variant="success" title={t('details.completeTitle')}>
              {t('details.completeText')}
            </Alert>
          ) : null}
          {roleId === 'hospital' && !data.isHospitalPartCompleted && !data.canEnterHospitalCharges ? (
            <Alert variant="info">{t('charges.notYet')}</Alert>
          ) : null}
          {data.canEnterHospitalCharges && !submitted ? (
            <HospitalChargesForm caseId={data.caseId} roleId={roleId} onSubmitted={() => setSubmitted(true)} />
          ) : null}
          {signing && roleId === 'specialist' && missing.length > 0 ? <MissingSections sections={missing} /> : null}
          {signing && roleId === 'specialist' && missing.length === 0 ? (
            <Grid>
              {data.signers.map((s) => (
                <SignerQrCard
                  key={s.roleType}
                  clientId={data.clientId}
                  caseId={data.caseId}
                  roleType={s.roleType}
                  signerName={s.signerName}
                  signed={s.signed}
                />
              ))}
            </Grid>
          ) : null}
          <Actions>
            <Button variant="secondary" onPress={() => void navigate(paths.preauth.getHref())}>
              {t('back')}
            </Button>
            {roleId === 'specialist' && unsigned.length > 0 && !signing ? (
              <Button variant={isDraft ? 'secondary' : 'primary'} onPress={() => setSigning(true)}>
                {t('details.proceed')}
              </Button>
            ) : null}
            {isDraft ? <DraftActions caseId={data.caseId} /> : null}
          </Actions>
        </>
      ) : null}
    </Page>
  );
}
