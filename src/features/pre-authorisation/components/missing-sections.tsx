import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert/alert';
import type { PafSection } from '@/lib/api/contract/pre-authorisation/paf-status';

/** Props: the sections a case still lacks, in the wizard's order. */
export interface MissingSectionsProps {
  sections: readonly PafSection[];
}

/** Why a case cannot be signed yet: which sections are missing, by the names the wizard shows them under. */
export function MissingSections({ sections }: MissingSectionsProps) {
  const { t } = useTranslation('pre-authorisation');
  return (
    <Alert
      variant="warning"
      title={t('draft.incompleteTitle')}
      messages={sections.map((section) => t(`draft.sections.${section}`))}
    />
  );
}
