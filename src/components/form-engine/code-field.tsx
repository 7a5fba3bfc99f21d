import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/text-field/text-field';
import type { FormField } from '@/lib/api/contract/forms';
import { useFormEngineServices } from './form-engine-services';

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
const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  & > :first-child {
    flex: 1;
  }
`;
const Tree = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[4]};
  max-height: 16rem;
  overflow: auto;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
const Chips = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;
const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

type Node = { key: string; label: string; value?: CodeValue; children: Node[]; lazy?: [string, string] };

/** Props of the diagnosis/procedure code field. */
export interface CodeFieldProps {
  field: FormField;
  value: unknown;
  onChange: (value: unknown) => void;
  errorMessage?: string;
}

/**
 * Search-on-Enter code picker for diagnosisCode (one code) and procedureCode
 * (several). Lookups come from the page's FormEngineServices.
 */
export function CodeField({ field, value, onChange, errorMessage }: CodeFieldProps) {
  const { t } = useTranslation('forms');
  const services = useFormEngineServices();
  const [text, setText] = useState('');
  const [hint, setHint] = useState<string | undefined>();
  const [nodes, setNodes] = useState<Node[] | null>(null);
  const [loading, setLoading] = useState(false);
  const multiple = field.type === 'procedureCode';
  const chosen: CodeValue[] = multiple ? ((value as CodeValue[] | null) ?? []) : value ? [value as CodeValue] : [];

  const search = async () => {
    const trimmed = text.trim();
    if (trimmed.length <= 2) {
      setHint(t('code.tooShort'));
      return;
    }
    setHint(undefined);
    setLoading(true);
    try {
      if (multiple) {
        const tree = await services.searchProcedure(trimmed);
        setNodes(tree.map((l1) => ({ key: l1.levelOneDescription, label: l1.levelOneDescription, children: l1.children.map((l2) => ({
          key: `${l1.levelOneDescription}/${l2.levelTwoDescription}`, label: l2.levelTwoDescription,
          children: l2.children.map((c) => ({ key: c.procedureCode, label: `${c.procedureCode} ${c.procedureCodeDescription}`, value: { code: c.procedureCode, description: c.procedureCodeDescription }, children: [] })),
          lazy: l2.children.length === 0 ? [l1.levelOneDescription, l2.levelTwoDescription] as [string, string] : undefined,
        })) })));
      } else {
        const toNode = (n: { icd10Code: string; icd10Description: string; children: unknown[] }): Node => ({
          key: n.icd10Code, label: `${n.icd10Code} ${n.icd10Description}`, value: { code: n.icd10Code, description: n.icd10Description },
          children: (n.children as typeof n[]).map(toNode),
        });
        setNodes((await services.searchDiagnosis(trimmed)).map(toNode));
      }
    } catch {
      setNodes([]); // a failed lookup shows 'No Data' (spec 01 §8)
    } finally {
      setLoading(false);
    }
  };

  const expand = async (node: Node) => {
    if (!node.lazy) return;
    const codes = await services.loadProcedureChildren(...node.lazy).catch(() => []);
    node.children = codes.map((c) => ({ key: c.procedureCode, label: `${c.procedureCode} ${c.procedureCodeDescription}`, value: { code: c.procedureCode, description: c.procedureCodeDescription }, children: [] }));
    node.lazy = undefined;
    setNodes((current) => (current ? [...current] : current));
  };

  const pick = (picked: CodeValue) => {
    if (multiple) {
      if (!chosen.some((c) => c.code === picked.code)) onChange([...chosen, picked]);
    } else {
      onChange(picked);
      setNodes(null);
    }
  };

  const renderNodes = (list: Node[]) => (
    <Tree>
      {list.map((node) => (
        <li key={node.key}>
          {node.value && node.children.length === 0 ? (
            <Button variant="text" size="sm" onPress={() => node.value && pick(node.value)}>{node.label}</Button>
          ) : node.lazy ? (
            <Button variant="text" size="sm" onPress={() => void expand(node)}>{node.label}</Button>
          ) : (
            <span>{node.label}</span>
          )}
          {node.children.length > 0 ? renderNodes(node.children) : null}
        </li>
      ))}
    </Tree>
  );

  return (
    <Root>
      <Row>
        <TextField
          label={field.uiLabel}
          value={text}
          onChange={setText}
          isDisabled={field.props.disabled}
          description={hint ?? (text.trim().length > 2 ? t('code.pressEnter') : t('code.tooShort'))}
          errorMessage={errorMessage}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void search();
            }
          }}
        />
        <Button variant="secondary" isLoading={loading} isDisabled={field.props.disabled} onPress={() => void search()}>{t('code.search')}</Button>
      </Row>
      {nodes && nodes.length === 0 ? <Muted>{t('code.noData')}</Muted> : null}
      {nodes && nodes.length > 0 ? renderNodes(nodes) : null}
      {chosen.length > 0 ? (
        <Chips aria-label={t('code.chosen')}>
          {chosen.map((c) => (
            <li key={c.code}>
              <Button variant="secondary" size="sm" aria-label={t('code.remove', { code: `${c.code} ${c.description}` })} onPress={() => onChange(multiple ? chosen.filter((x) => x.code !== c.code) : null)}>
                {c.code} {c.description} ✕
              </Button>
            </li>
          ))}
        </Chips>
      ) : null}
    </Root>
  );
}
