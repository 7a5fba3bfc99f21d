import type { DiagnosisNode, ProcedureLevelOne } from '@/lib/api/contract/code-search';

/** One entry of a search result tree, diagnosis or procedure alike. */
export interface CodeTreeNode {
  /** Unique within the tree (codes for leaves, a path for procedure groups). */
  id: string;
  /** The selectable code; empty for groups that only hold children. */
  code: string;
  description: string;
  children: CodeTreeNode[];
  /** Children come from a later call (procedure level two). */
  lazy?: { l1: string; l2: string };
}

/** docs/product/code-search.md#search-input: more than 2 characters, blank text is never searched. */
export const minSearchLength = 3;

export function canSearch(text: string): boolean {
  return text.trim().length >= minSearchLength;
}

export type SearchHint = 'tooShort' | 'pressEnter' | null;

/** Which hint shows under the input: too short first, then how to search. */
export function searchHint(text: string, searchedText: string | null): SearchHint {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!canSearch(trimmed)) return 'tooShort';
  return searchedText === trimmed ? null : 'pressEnter';
}

const isOthers = (description: string) => /^others?\b/i.test(description.trim());

/**
 * docs/product/code-search.md#results: 'Others' entries sort last. Everything else keeps the server's
 * order (a stable sort), at every level of the tree.
 */
export function sortOthersLast(nodes: readonly CodeTreeNode[]): CodeTreeNode[] {
  const rank = (n: CodeTreeNode) => (isOthers(n.description) ? 1 : 0);
  return [...nodes]
    .map((n, index) => ({ n, index }))
    .sort((a, b) => rank(a.n) - rank(b.n) || a.index - b.index)
    .map(({ n }) => ({ ...n, children: sortOthersLast(n.children) }));
}

export function fromDiagnosisNodes(nodes: readonly DiagnosisNode[]): CodeTreeNode[] {
  return sortOthersLast(
    nodes.map(function toNode(d): CodeTreeNode {
      return { id: d.icd10Code, code: d.icd10Code, description: d.icd10Description, children: d.children.map(toNode) };
    }),
  );
}

/** Level one → level two → codes; a level two without codes loads them lazily. */
export function fromProcedureLevels(levels: readonly ProcedureLevelOne[]): CodeTreeNode[] {
  return sortOthersLast(
    levels.map((one) => ({
      id: `l1:${one.levelOneDescription}`,
      code: '',
      description: one.levelOneDescription,
      children: one.children.map((two) => ({
        id: `l2:${one.levelOneDescription}/${two.levelTwoDescription}`,
        code: '',
        description: two.levelTwoDescription,
        children: two.children.map((c) => ({
          id: c.procedureCode,
          code: c.procedureCode,
          description: c.procedureCodeDescription,
          children: [],
        })),
        ...(two.children.length === 0 ? { lazy: { l1: one.levelOneDescription, l2: two.levelTwoDescription } } : {}),
      })),
    })),
  );
}

/** Puts lazily loaded children under the node with `id`. */
export function withChildren(nodes: readonly CodeTreeNode[], id: string, children: CodeTreeNode[]): CodeTreeNode[] {
  return nodes.map((n) => {
    if (n.id === id) {
      const { lazy: _loaded, ...rest } = n;
      return { ...rest, children: sortOthersLast(children) };
    }
    return n.children.length > 0 ? { ...n, children: withChildren(n.children, id, children) } : n;
  });
}
