// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import enForms from '../../../locales/en/form-engine.json';
import idForms from '../../../locales/id/form-engine.json';
import zhForms from '../../../locales/zh-HK/form-engine.json';
import { validateForm } from '@/lib/api/contract/form-rules/validate';
import { makeField } from '@/testing/field-factory';
import { useIssueText } from './use-issue-text';

function issueTextIn(lng: 'en' | 'zh-HK' | 'id') {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng,
    ns: ['form-engine'],
    defaultNS: 'form-engine',
    resources: { en: { 'form-engine': enForms }, 'zh-HK': { 'form-engine': zhForms }, id: { 'form-engine': idForms } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return renderHook(() => useIssueText(), { wrapper }).result.current;
}

const definition = {
  formType: 'OPD',
  version: 1,
  sections: [
    {
      id: 'person',
      title: 'Patient Information',
      fields: [
        makeField('nationality', 'autoComplete', { uiLabel: 'Nationality' }),
        makeField('ownField', 'textfield', { uiLabel: 'Tenant Field' }),
      ],
    },
  ],
};
const issues = validateForm(definition, { nationality: '', ownField: '' }, { today: '2026-01-01', phoneRegion: 'HK' });

/**
 * docs/decisions/0085-server-messages-in-the-readers-language.md: "Nationality不能為空" — the field's name stayed English
 * inside a translated message.
 */
describe('useIssueText', () => {
  it('names the field in the reader’s language', () => {
    expect(issueTextIn('zh-HK')(issues.nationality)).toBe('國籍不能為空');
    expect(issueTextIn('id')(issues.nationality)).toBe('Kewarganegaraan tidak boleh kosong');
  });

  it('keeps the template’s words in English and for a field the catalogue does not know', () => {
    expect(issueTextIn('en')(issues.nationality)).toBe('Nationality cannot be empty');
    expect(issueTextIn('zh-HK')(issues.ownField)).toBe('Tenant Field不能為空');
  });
});
