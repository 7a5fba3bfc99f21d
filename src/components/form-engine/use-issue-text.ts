import { useTranslation } from 'react-i18next';
import type { FieldIssue } from '@/lib/api/contract/form-rules/validate';

/** Turns an issue into the text shown under its field. */
export function useIssueText(): (issue: FieldIssue | undefined) => string | undefined {
  const { t } = useTranslation('form-engine');
  return (issue) => {
    if (!issue) return undefined;
    if (issue.message) return issue.message;
    return t(`issue.${issue.key}`, issue.params ?? {});
  };
}
