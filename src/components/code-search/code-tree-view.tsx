import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { nativeFocusRing } from '@/components/ui/shared/metrics';
import type { CodeTreeNode } from './model/code-tree';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  & & {
    padding-inline-start: ${({ theme }) => theme.space[4]};
  }
`;

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
`;

const Plain = styled.button`
  min-height: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: start;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  ${nativeFocusRing}
`;

const Toggle = styled(Plain)`
  flex: none;
  min-width: ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.color.primary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Pick = styled(Plain)`
  flex: 1;
`;

const Code = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  margin-inline-end: ${({ theme }) => theme.space[2]};
`;

const Muted = styled.span`
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Props of the result tree shown in the search popover. */
export interface CodeTreeViewProps {
  nodes: CodeTreeNode[];
  /** Called with a node that carries a code. */
  onSelect: (node: CodeTreeNode) => void;
  /** Loads a lazy node's children (procedure level two). */
  onExpandLazy?: (node: CodeTreeNode) => Promise<void>;
}

function TreeItem({ node, onSelect, onExpandLazy }: { node: CodeTreeNode } & Omit<CodeTreeViewProps, 'nodes'>) {
  const { t } = useTranslation('code-search');
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const expandable = node.children.length > 0 || node.lazy !== undefined;
  const toggle = async () => {
    if (!open && node.lazy && onExpandLazy) {
      setLoading(true);
      try {
        await onExpandLazy(node);
      } finally {
        setLoading(false);
      }
    }
    setOpen(!open);
  };
  const label = (
    <>
      {node.code ? <Code>{node.code}</Code> : null}
      {node.description}
    </>
  );
  const sign = open ? '−' : '+';
  return (
    <li>
      <Row>
        {expandable && node.code ? (
          <Toggle
            type="button"
            aria-expanded={open}
            aria-label={t(open ? 'collapse' : 'expand', { name: node.description })}
            onClick={() => void toggle()}
          >
            {sign}
          </Toggle>
        ) : null}
        {node.code ? (
          <Pick type="button" onClick={() => onSelect(node)}>
            {label}
          </Pick>
        ) : (
          <Pick type="button" aria-expanded={open} onClick={() => void toggle()}>
            <Code aria-hidden>{sign}</Code>
            {label}
          </Pick>
        )}
      </Row>
      {open && loading ? <Muted role="status">{t('loading')}</Muted> : null}
      {open && node.children.length > 0 ? (
        <List>
          {node.children.map((child) => (
            <TreeItem key={child.id} node={child} onSelect={onSelect} onExpandLazy={onExpandLazy} />
          ))}
        </List>
      ) : null}
    </li>
  );
}

/** Nested, expandable list of codes; groups open on demand. */
export function CodeTreeView({ nodes, onSelect, onExpandLazy }: CodeTreeViewProps) {
  return (
    <List>
      {nodes.map((node) => (
        <TreeItem key={node.id} node={node} onSelect={onSelect} onExpandLazy={onExpandLazy} />
      ))}
    </List>
  );
}
