import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/tenant/use-page-title';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin: 0;
  }
`;

/** A path under /app that is no page, inside the signed-in frame with the way home (`/` opens the role's home). */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  usePageTitle(t('notFound.title'));
  return (
    <Section aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <p>
        <Link to={paths.root.getHref()}>{t('notFound.link')}</Link>
      </p>
    </Section>
  );
}
