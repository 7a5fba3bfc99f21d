import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/ui/button/button';
import type { FormField } from '@/lib/api/contract/patient-booking/forms';
import { isFieldVisible, type FormValues } from '@/lib/api/contract/form-rules/dependencies';
import type { FormIssues } from '@/lib/api/contract/form-rules/validate';
import { initialScopeValues } from './model/values';
import { FieldInput } from './field-input';
import { useIssueText } from './use-issue-text';
import { useTemplateText } from './use-template-text';

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;
const Accordion = styled.details`
  border: ${({ theme }) => `calc(${theme.space[1]} / 4) solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  & > summary {
    cursor: pointer;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    padding: ${({ theme }) => `${theme.space[2]} 0`};
  }
  & > div {
    padding-bottom: ${({ theme }) => theme.space[3]};
  }
`;
const Entry = styled.fieldset`
  margin: 0;
  border: ${({ theme }) => `calc(${theme.space[1]} / 4) solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space[4]};
  & > legend {
    padding: ${({ theme }) => `0 ${theme.space[1]}`};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;
const EntryActions = styled.div`
  display: flex;
  justify-content: flex-end;
`;
const ListHeading = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
const ErrorText = styled.span`
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Props of one scope: a section's fields, or one entry of a list group. */
export interface FormScopeProps {
  fields: readonly FormField[];
  values: FormValues;
  onChange: (values: FormValues) => void;
  issues: FormIssues;
  /** Path prefix of this scope's issues ('' at the top, 'group.0.' inside a list). */
  prefix: string;
}

/** Lays out the visible fields of a scope; groups become accordions or Add/delete lists. */
export function FormScope({ fields, values, onChange, issues, prefix }: FormScopeProps) {
  const { t } = useTranslation('form-engine');
  const text = useTemplateText();
  const issueText = useIssueText();
  const set = (name: string, value: unknown) => onChange({ ...values, [name]: value });

  return (
    <Stack>
      {fields.map((field) => {
        if (!isFieldVisible(field, fields, values)) return null;
        const path = `${prefix}${field.inputName}`;
        const value = values[field.inputName];
        if (field.type !== 'group') {
          return (
            <FieldInput
              key={field.inputName}
              field={field}
              value={value}
              onChange={(v) => set(field.inputName, v)}
              errorMessage={issueText(issues[path])}
            />
          );
        }
        if (!field.props.isList) {
          return (
            <Accordion key={field.inputName} open>
              <summary>{text.field(field)}</summary>
              <FormScope
                fields={field.subfields}
                values={(value as FormValues | undefined) ?? {}}
                onChange={(v) => set(field.inputName, v)}
                issues={issues}
                prefix={`${path}.`}
              />
            </Accordion>
          );
        }
        const entries = Array.isArray(value) ? (value as FormValues[]) : [];
        return (
          <Stack key={field.inputName} role="group" aria-label={text.field(field)}>
            <ListHeading>{text.field(field)}</ListHeading>
            {entries.map((entry, index) => (
              <Entry key={index}>
                <legend>{t('list.entry', { label: text.field(field), n: index + 1 })}</legend>
                <FormScope
                  fields={field.subfields}
                  values={entry}
                  onChange={(next) =>
                    set(
                      field.inputName,
                      entries.map((e, i) => (i === index ? next : e)),
                    )
                  }
                  issues={issues}
                  prefix={`${path}.${index}.`}
                />
                <EntryActions>
                  <Button
                    variant="danger"
                    size="sm"
                    isDisabled={field.props.disabled}
                    onPress={() =>
                      set(
                        field.inputName,
                        entries.filter((_, i) => i !== index),
                      )
                    }
                  >
                    {t('list.delete', { label: text.field(field), n: index + 1 })}
                  </Button>
                </EntryActions>
              </Entry>
            ))}
            {issues[path] ? <ErrorText role="alert">{issueText(issues[path])}</ErrorText> : null}
            <div>
              <Button
                variant="secondary"
                size="sm"
                isDisabled={field.props.disabled}
                onPress={() => set(field.inputName, [...entries, initialScopeValues(field.subfields)])}
              >
                {t('list.add', { label: text.field(field) })}
              </Button>
            </div>
          </Stack>
        );
      })}
    </Stack>
  );
}
