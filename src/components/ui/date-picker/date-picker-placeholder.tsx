import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { numericDayParts } from '@/lib/format/dates';
import { intlLocaleFor } from '@/lib/i18n/intl-locale';
import { fieldDescriptionCss, fieldErrorCss, fieldLabelCss, FieldStack } from '../shared/field';
import { CalendarIcon, fieldGroupCss, openButtonCss, segmentCss, segmentsCss } from './date-picker-frame';

const Label = styled.span`
  ${fieldLabelCss}
`;

const Description = styled.span`
  ${fieldDescriptionCss}
`;

const ErrorText = styled.span`
  ${fieldErrorCss}
`;

const Group = styled.div`
  ${fieldGroupCss}
  color: ${({ theme }) => theme.color.textMuted};
`;

const Segments = styled.span`
  ${segmentsCss}
`;

const Segment = styled.span`
  ${segmentCss}
`;

const Icon = styled.span`
  ${openButtonCss}
`;

// What react-aria's date field shows in an empty segment, per UI language
// (react-stately's placeholder table, for the languages we ship).
const emptySegments: Record<string, Record<'day' | 'month' | 'year', string>> = {
  en: { day: 'dd', month: 'mm', year: 'yyyy' },
  ms: { day: 'hh', month: 'mm', year: 'tttt' },
  id: { day: 'hh', month: 'bb', year: 'tttt' },
  'zh-HK': { day: '日', month: '月', year: '年' },
};

/** The segments as the picker shows them: the value with two-digit day and month, or the empty placeholders, in the language's order. */
function segments(value: string | null | undefined, language: string): string[] {
  const iso = value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
  const empty = emptySegments[language] ?? emptySegments.en!;
  return numericDayParts(iso, intlLocaleFor(language)).map((part) =>
    iso || part.type === 'literal' ? part.value : (empty[part.type as 'day' | 'month' | 'year'] ?? part.value),
  );
}

export interface DatePickerPlaceholderProps {
  label: string;
  description?: string;
  errorMessage?: string;
  value?: string | null;
}

/**
 * What the date picker looks like, drawn while its code loads: the same box
 * and the same segments (the value, or the empty placeholders), so the swap
 * moves nothing on the page. Not operable yet, and says so.
 */
export function DatePickerPlaceholder({ label, description, errorMessage, value }: DatePickerPlaceholderProps) {
  const { i18n } = useTranslation();
  const id = useId();
  const parts = segments(value, i18n.language);
  return (
    // data-loading-placeholder: screenshot runs wait until none is left (scripts/visual-test.ts).
    <FieldStack data-loading-placeholder="">
      <Label id={`${id}-label`}>{label}</Label>
      <Group
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={
          [description ? `${id}-description` : '', errorMessage ? `${id}-error` : ''].filter(Boolean).join(' ') ||
          undefined
        }
        aria-disabled="true"
        data-invalid={errorMessage ? '' : undefined}
      >
        <Segments>
          {parts.map((part, index) => (
            <Segment key={index}>{part}</Segment>
          ))}
        </Segments>
        <Icon>
          <CalendarIcon />
        </Icon>
      </Group>
      {description ? <Description id={`${id}-description`}>{description}</Description> : null}
      {errorMessage ? <ErrorText id={`${id}-error`}>{errorMessage}</ErrorText> : null}
    </FieldStack>
  );
}
