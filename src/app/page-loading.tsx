import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Bar = styled.div`
  position: fixed;
  inset: 0 0 auto 0;
  height: 3px;
  background: ${({ theme }) => theme.color.primary};
  opacity: 0.7;
`;

/** A quiet progress bar while a lazy page or its strings load. */
export function PageLoading() {
  const { t } = useTranslation('common');
  return <Bar role="progressbar" aria-label={t('loading')} />;
}
