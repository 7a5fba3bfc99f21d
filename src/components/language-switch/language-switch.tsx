import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { breakpoints } from '@themes/tokens';
import { changeLanguage } from '@/lib/i18n/i18n';
import { afterPaint } from '@/lib/loading/after-paint';
import { rememberLocale } from '@/lib/i18n/locale-choice';
import type { SupportedLocale } from '@/lib/tenant/countries';
import { useTenant } from '@/lib/tenant/tenant-context';
import { visuallyHiddenCss } from '../ui/shared/field';

const Wrapper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Below the small breakpoint a compact switch shows the select only; the label stays its name. */
const Label = styled.label<{ $compact: boolean }>`
  ${({ $compact }) =>
    $compact &&
    css`
      @media (max-width: ${breakpoints.sm - 1}px) {
        ${visuallyHiddenCss}
      }
    `}
`;

const NativeSelect = styled.select`
  min-height: 2.5rem;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
`;

/** Each language names itself, so a reader finds theirs whatever is showing. */
const endonyms: Record<SupportedLocale, string> = {
  en: 'English',
  ms: 'Bahasa Melayu',
  id: 'Bahasa Indonesia',
  'zh-HK': '繁體中文',
};

/** Language choice among the tenant's offered locales; hidden when it offers one. */
/** Props: `compact` hides the visible label on phones (the logged-out header's one row). */
export interface LanguageSwitchProps {
  compact?: boolean;
}

export function LanguageSwitch({ compact = false }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation('common');
  const { manifest } = useTenant();
  const id = useId();
  // The choice shows at once; the page re-renders in its new language a frame later (every string changes).
  const [pending, setPending] = useState<SupportedLocale | null>(null);
  if (manifest.locales.offered.length < 2) return null;
  return (
    <Wrapper>
      <Label htmlFor={id} $compact={compact}>
        {t('language.label')}
      </Label>
      <NativeSelect
        id={id}
        value={pending ?? i18n.language}
        onChange={(event) => {
          const next = event.target.value as SupportedLocale;
          rememberLocale(manifest.id, next);
          setPending(next);
          afterPaint(() => void changeLanguage(next).finally(() => setPending(null)));
        }}
      >
        {manifest.locales.offered.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {endonyms[lng]}
          </option>
        ))}
      </NativeSelect>
    </Wrapper>
  );
}
