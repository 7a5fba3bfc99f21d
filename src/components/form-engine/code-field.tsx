import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CodeSearchInput } from '@/components/code-search/code-search-input';
import { fromDiagnosisNodes, fromProcedureLevels, type CodeTreeNode } from '@/components/code-search/model/code-tree';
import { Button } from '@/components/ui/button/button';
import type { FormField } from '@/lib/api/contract/patient-booking/forms';
import { useFormEngineServices } from './form-engine-services';
import { useTemplateText } from './use-template-text';

/** A chosen code: what the engine stores for diagnosisCode and procedureCode fields. */
export interface CodeValue {
  code: string;
  description: string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;
const Chips = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

/** Props of the diagnosis/procedure code field. */
export interface CodeFieldProps {
  field: FormField;
  value: unknown;
  onChange: (value: unknown) => void;
  errorMessage?: string;
}

const toNode = (value: CodeValue): CodeTreeNode => ({
  id: value.code,
  code: value.code,
  description: value.description,
  children: [],
});

/**
 * diagnosisCode (one code) and procedureCode (several) on the shared
 * CodeSearchInput; lookups come from the page's FormEngineServices.
 */
export function CodeField({ field, value, onChange, errorMessage }: CodeFieldProps) {
  const { t } = useTranslation('form-engine');
  const text = useTemplateText();
  const services = useFormEngineServices();
  const multiple = field.type === 'procedureCode';
  const chosen: CodeValue[] = multiple ? ((value as CodeValue[] | null) ?? []) : value ? [value as CodeValue] : [];

  const search = useCallback(
    async (text: string) =>
      multiple
        ? fromProcedureLevels(await services.searchProcedure(text))
        : fromDiagnosisNodes(await services.searchDiagnosis(text)),
    [multiple, services],
  );
  const loadChildren = useCallback(
    async (node: CodeTreeNode): Promise<CodeTreeNode[]> => {
      if (!node.lazy) return node.children;
      const codes = await services.loadProcedureChildren(node.lazy.l1, node.lazy.l2);
      return codes.map((c) => toNode({ code: c.procedureCode, description: c.procedureCodeDescription }));
    },
    [services],
  );

  const pick = (node: CodeTreeNode | null) => {
    if (!multiple) {
      onChange(node ? { code: node.code, description: node.description } : null);
      return;
    }
    // Several procedures: each pick joins the list below; editing the text removes nothing.
    if (node && !chosen.some((c) => c.code === node.code)) {
      onChange([...chosen, { code: node.code, description: node.description }]);
    }
  };

  return (
    <Root>
      <CodeSearchInput
        label={text.field(field)}
        kind={multiple ? 'procedure' : 'diagnosis'}
        name={field.inputName}
        search={search}
        loadChildren={multiple ? loadChildren : undefined}
        value={!multiple && chosen[0] ? toNode(chosen[0]) : null}
        onChange={pick}
        isDisabled={field.props.disabled}
        errorMessage={errorMessage}
      />
      {multiple && chosen.length > 0 ? (
        <Chips aria-label={t('code.chosen')}>
          {chosen.map((c) => (
            <li key={c.code}>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('code.remove', { code: `${c.code} ${c.description}` })}
                onPress={() => onChange(chosen.filter((x) => x.code !== c.code))}
              >
                {c.code} {c.description} ✕
              </Button>
            </li>
          ))}
        </Chips>
      ) : null}
    </Root>
  );
}
