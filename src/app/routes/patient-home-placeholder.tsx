import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from './placeholder-page';

/** PLACEHOLDER for /patient (My Inbox) until its feature lands. */
export function PatientHomePlaceholder() {
  const { t } = useTranslation('shell');
  return <PlaceholderPage title={t('placeholder.myInbox')} />;
}
