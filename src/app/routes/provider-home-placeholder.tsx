import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from './placeholder-page';

/** PLACEHOLDER for /provider/{providerId} (Home) until its feature lands. */
export function ProviderHomePlaceholder() {
  const { t } = useTranslation('shell');
  return <PlaceholderPage title={t('placeholder.home')} />;
}
