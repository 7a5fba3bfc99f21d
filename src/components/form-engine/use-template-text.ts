import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormField, FormOption } from '@/lib/api/contract/patient-booking/forms';

/**
 * Form templates come from the server with English words. A field's input
 * name, a section's id and an inline option's value are stable codes, so in
 * another language the client words them from its catalogue; in English, and
 * for anything the catalogue does not know (a tenant's own field), the
 * template's words show as sent.
 */
export function useTemplateText() {
  const { t, i18n } = useTranslation('form-engine');
  const english = i18n.language === 'en';
  const word = useCallback(
    (key: string, sent: string) => (english ? sent : t(key, { defaultValue: sent })),
    [english, t],
  );
  return useMemo(
    () => ({
      field: (field: Pick<FormField, 'inputName' | 'uiLabel'>) =>
        word(`template.fields.${field.inputName}`, field.uiLabel),
      section: (section: { id: string; title: string }) => word(`template.sections.${section.id}`, section.title),
      option: (option: FormOption) => ({ ...option, label: word(`template.options.${option.value}`, option.label) }),
      /** A stored option value (e.g. a comma-separated list of medical conditions). */
      value: (value: string) => word(`template.options.${value}`, value),
    }),
    [word],
  );
}
