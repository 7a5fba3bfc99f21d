import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from './placeholder-page';

/** PLACEHOLDER for /preauth (Pre-authorisation) until its feature lands. */
export function PreauthHomePlaceholder() {
  const { t } = useTranslation('shell');
  return <PlaceholderPage title={t('placeholder.preauth')} />;
}
