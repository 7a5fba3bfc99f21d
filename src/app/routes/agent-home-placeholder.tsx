import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from './placeholder-page';

/** PLACEHOLDER for /agent/home/{providerId} (Home) until its feature lands. */
export function AgentHomePlaceholder() {
  const { t } = useTranslation('shell');
  return <PlaceholderPage title={t('placeholder.home')} />;
}
