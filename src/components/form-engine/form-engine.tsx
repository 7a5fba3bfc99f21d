import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert } from '@/components/ui/alert/alert';
import type { FormDefinition, FormSection } from '@/lib/api/contract/patient-booking/forms';
import { assertNoCycles, CyclicDependencyError, type FormValues } from '@/lib/api/contract/form-rules/dependencies';
import type { FormIssues } from '@/lib/api/contract/form-rules/validate';
import { FormScope, Stack } from './form-scope';
import { useTemplateText } from './use-template-text';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) => `calc(${theme.space[1]} / 4) solid ${theme.color.border}`};
`;
const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.color.text};
`;

/** Props of the schema-driven form. */
export interface FormEngineProps {
  /** Sections and fields from the server. */
  definition: FormDefinition;
  /** Current values by inputName (groups nest objects or lists of objects). */
  values: FormValues;
  onChange: (values: FormValues) => void;
  /** Problems by path, from validateForm or the server. */
  issues?: FormIssues;
  /** Render only these sections (a page may lay out the rest itself). */
  sectionFilter?: (section: FormSection) => boolean;
}

/**
 * Renders a server-defined form: sections, accordions, lists with Add and
 * delete, every field type. Lookups come from FormEngineServicesProvider.
 */
export function FormEngine({ definition, values, onChange, issues = {}, sectionFilter }: FormEngineProps) {
  const { t } = useTranslation('form-engine');
  const text = useTemplateText();
  const cycle = useMemo(() => {
    try {
      for (const section of definition.sections) assertNoCycles(section.fields);
      return null;
    } catch (error) {
      if (error instanceof CyclicDependencyError) return error.cycle.join(' → ');
      throw error;
    }
  }, [definition]);

  if (cycle) return <Alert variant="error" messages={[t('cycle', { cycle })]} />;
  return (
    <Stack>
      {definition.sections.filter(sectionFilter ?? (() => true)).map((section) => (
        <Section key={section.id} aria-labelledby={`form-section-${section.id}`}>
          <Heading id={`form-section-${section.id}`}>{text.section(section)}</Heading>
          <FormScope fields={section.fields} values={values} onChange={onChange} issues={issues} prefix="" />
        </Section>
      ))}
    </Stack>
  );
}
