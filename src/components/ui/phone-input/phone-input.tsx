import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import PhoneNumberInput, { getCountries, type Country, type Labels } from 'react-phone-number-input';
import flags from 'react-phone-number-input/flags';
import 'react-phone-number-input/style.css';
import styled from 'styled-components';
import { intlLocaleFor } from '@/lib/i18n/intl-locale';
import { controlSurface, fieldDescriptionCss, fieldErrorCss, fieldLabelCss } from '../shared/field';
import { minTarget, stroke } from '../shared/metrics';

/**
 * The country select's names, from the browser's own region names in the UI
 * language: the library ships English and a few languages but not Malay or
 * Indonesian, whose users would read "Holy See (Vatican City State)".
 */
function countryLabels(language: string, words: { country: string; international: string }): Labels {
  return { ...regionNames(language), country: words.country, ZZ: words.international };
}

// The ~250 names per language are looked up once per page, not once per phone field mounted (the PAF's patient
// step mounts up to three, each inside a NEXT press).
const regionNamesByLanguage = new Map<string, Labels>();
function regionNames(language: string): Labels {
  const cached = regionNamesByLanguage.get(language);
  if (cached) return cached;
  const names = new Intl.DisplayNames(intlLocaleFor(language), { type: 'region', style: 'short' });
  const labels: Labels = {};
  for (const code of getCountries()) labels[code] = names.of(code) ?? code;
  regionNamesByLanguage.set(language, labels);
  return labels;
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  font-family: ${({ theme }) => theme.fonts.body};
  color: ${({ theme }) => theme.color.text};
`;

const Label = styled.label`
  ${fieldLabelCss}
`;

const Help = styled.span<{ $error?: boolean }>`
  ${({ $error }) => ($error ? fieldErrorCss : fieldDescriptionCss)}
`;

const Control = styled.div<{ $invalid: boolean }>`
  /* The library styles itself through these variables; point them at ours. */
  --PhoneInput-color--focus: ${({ theme }) => theme.color.focus};
  --PhoneInputCountryFlag-borderColor: ${({ theme }) => theme.color.border};
  --PhoneInputCountrySelectArrow-color: ${({ theme }) => theme.color.textMuted};
  --PhoneInputCountrySelectArrow-opacity: 1;
  --PhoneInputCountryFlag-height: ${({ theme }) => theme.space[4]};

  .PhoneInput {
    ${controlSurface}
    gap: ${({ theme }) => theme.space[2]};
    padding-block: 0;
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.border)};
  }
  .PhoneInput:focus-within {
    outline: ${({ theme }) => `${stroke(theme)} solid ${theme.color.focus}`};
    outline-offset: ${({ theme }) => stroke(theme)};
  }
  .PhoneInputCountry {
    min-width: ${({ theme }) => minTarget(theme)};
    min-height: ${({ theme }) => minTarget(theme)};
  }
  .PhoneInputCountrySelect {
    cursor: pointer;
  }
  .PhoneInputInput {
    align-self: stretch;
    border: 0;
    padding: 0;
    background: transparent;
    color: inherit;
    font: inherit;
    outline: none;
  }
`;

/** Props of the phone number field. */
export interface PhoneInputProps {
  /** Visible label, also the input's accessible name. */
  label: string;
  /** Number in E.164 (e.g. +6591234567), or undefined when empty. */
  value: string | undefined;
  /** Called with the E.164 number as the user types, or undefined when cleared. */
  onChange: (value: string | undefined) => void;
  /** Country the field starts on: the tenant's phone region. */
  defaultCountry: Country;
  /** Help text under the field. */
  description?: string;
  /** Error text (see phoneProblem); linked to the input and marks it invalid. */
  errorMessage?: string;
  /** Marks the field required for assistive technology. */
  isRequired?: boolean;
  /** Disables the number and the country select. */
  isDisabled?: boolean;
  /** Called when focus leaves the number input (validate on blur). */
  onBlur?: () => void;
}

/** A phone field with a labelled country select; numbers come out in E.164. */
export function PhoneInput({
  label,
  value,
  onChange,
  defaultCountry,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  onBlur,
}: PhoneInputProps) {
  const { t, i18n } = useTranslation('ui');
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description ? descriptionId : null, errorMessage ? errorId : null].filter(Boolean).join(' ');
  const country = t('phoneInput.country');
  const international = t('phoneInput.international');
  const labels = useMemo(
    () => countryLabels(i18n.language, { country, international }),
    [i18n.language, country, international],
  );

  return (
    <Stack>
      <Label htmlFor={id}>{label}</Label>
      <Control $invalid={Boolean(errorMessage)}>
        <PhoneNumberInput
          id={id}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          defaultCountry={defaultCountry}
          flags={flags}
          labels={labels}
          disabled={isDisabled}
          required={isRequired}
          aria-required={isRequired || undefined}
          aria-invalid={errorMessage ? true : undefined}
          aria-describedby={describedBy || undefined}
          autoComplete="tel"
        />
      </Control>
      {description ? <Help id={descriptionId}>{description}</Help> : null}
      {errorMessage ? (
        <Help id={errorId} $error>
          {errorMessage}
        </Help>
      ) : null}
    </Stack>
  );
}
