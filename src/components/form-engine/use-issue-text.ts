import { useTranslation } from 'react-i18next';
import type { FieldIssue } from '@/lib/api/contract/form-rules/validate';
import { useTemplateText } from './use-template-text';

/** Turns an issue into the text shown under its field, the field's name in the reader's language. */
export function useIssueText(): (issue: FieldIssue | undefined) => string | undefined {
  const { t } = useTranslation('form-engine');
  const words = useTemplateText();
  return (issue) => {
    if (!issue) return undefined;
    if (issue.message) return issue.message;
    const params = issue.params ?? {};
    // The template's label is English; its stable name finds the catalogue's words ("國籍不能為空").
    const label =
      issue.inputName && typeof params.label === 'string'
        ? words.field({ inputName: issue.inputName, uiLabel: params.label })
        : params.label;
    return t(`issue.${issue.key}`, { ...params, label });
  };
}
