import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { usePageTitle } from '@/lib/tenant/use-page-title';

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Props: the page's translated title. */
export interface PlaceholderPageProps {
  title: string;
}

/**
 * PLACEHOLDER for a home page whose feature is not built yet: it gives login
 * a branded place to land, with the right title, inside the shell.
 */
export function PlaceholderPage({ title }: PlaceholderPageProps) {
  const { t } = useTranslation('shell');
  usePageTitle(title);
  return (
    <section aria-labelledby="placeholder-title">
      <Title id="placeholder-title">{title}</Title>
      <Note>{t('placeholder.soon')}</Note>
    </section>
  );
}
