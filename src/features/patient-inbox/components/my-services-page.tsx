import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/tenant/use-page-title';

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Card = styled(Link)`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  height: 100%;
  box-sizing: border-box;
  padding: ${({ theme }) => theme.space[5]};
  border: ${({ theme }) => `calc(${theme.space[1]} / 4) solid ${theme.color.border}`};
  border-inline-start: ${({ theme }) => `${theme.space[1]} solid ${theme.color.accent}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadows.sm};
  &:hover {
    border-color: ${({ theme }) => theme.color.primary};
  }
  &:focus-visible {
    outline: ${({ theme }) => `calc(${theme.space[1]} / 2) solid ${theme.color.focus}`};
    outline-offset: ${({ theme }) => `calc(${theme.space[1]} / 2)`};
  }
`;

/** /myservices: the two ways to request an appointment (docs/product/patient-inbox.md#my-services). */
export function MyServicesPage() {
  const { t } = useTranslation('patient-inbox');
  usePageTitle(t('services.title'));
  return (
    <section aria-labelledby="services-title">
      <Title id="services-title">{t('services.title')}</Title>
      <Cards>
        <li>
          <Card to={paths.searchDoctor.getHref()}>{t('services.doctor')}</Card>
        </li>
        <li>
          <Card to={paths.healthScreeningForm.getHref()}>{t('services.screening')}</Card>
        </li>
      </Cards>
    </section>
  );
}
