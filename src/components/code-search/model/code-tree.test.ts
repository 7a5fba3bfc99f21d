import { describe, expect, it } from 'vitest';
import {
  canSearch,
  fromDiagnosisNodes,
  fromProcedureLevels,
  searchHint,
  sortOthersLast,
  withChildren,
  type CodeTreeNode,
} from './code-tree';

const node = (description: string, children: CodeTreeNode[] = []): CodeTreeNode => ({
  id: description,
  code: description,
  description,
  children,
});

describe('search text rules', () => {
  it('needs more than 2 characters and never searches blank text', () => {
    expect(canSearch('ab')).toBe(false);
    expect(canSearch('  ab  ')).toBe(false);
    expect(canSearch('   ')).toBe(false);
    expect(canSearch('abc')).toBe(true);
  });
  it('hints too short, then press Enter, then nothing once searched', () => {
    expect(searchHint('', null)).toBeNull();
    expect(searchHint('di', null)).toBe('tooShort');
    expect(searchHint('diab', null)).toBe('pressEnter');
    expect(searchHint('diab ', 'diab')).toBeNull();
    expect(searchHint('diabe', 'diab')).toBe('pressEnter');
  });
});

describe('sortOthersLast', () => {
  it('moves Other/Others entries to the end at every level, keeping order otherwise', () => {
    const sorted = sortOthersLast([
      node('Others'),
      node('Beta', [node('Other specified'), node('Zeta'), node('Alpha')]),
      node('Other disorders'),
      node('Alpha'),
    ]);
    expect(sorted.map((n) => n.description)).toEqual(['Beta', 'Alpha', 'Others', 'Other disorders']);
    expect(sorted[0]?.children.map((n) => n.description)).toEqual(['Zeta', 'Alpha', 'Other specified']);
  });
  it('does not treat words merely containing "other" as Others', () => {
    expect(sortOthersLast([node('Brother syndrome'), node('Alpha')]).map((n) => n.description)).toEqual([
      'Brother syndrome',
      'Alpha',
    ]);
  });
});

describe('mapping', () => {
  it('maps diagnosis nodes with their codes', () => {
    const tree = fromDiagnosisNodes([
      {
        icd10Code: 'E11',
        icd10Description: 'Type 2 diabetes',
        children: [{ icd10Code: 'E11.9', icd10Description: 'Without complications', children: [] }],
      },
    ]);
    expect(tree[0]).toMatchObject({ code: 'E11', children: [{ code: 'E11.9' }] });
  });
  it('marks empty level-two groups as lazy and fills them later', () => {
    const tree = fromProcedureLevels([
      { levelOneDescription: 'Others', children: [] },
      { levelOneDescription: 'Eye', children: [{ levelTwoDescription: 'Lens', children: [] }] },
    ]);
    expect(tree.map((n) => n.description)).toEqual(['Eye', 'Others']);
    const lens = tree[0]?.children[0];
    expect(lens?.lazy).toEqual({ l1: 'Eye', l2: 'Lens' });
    const filled = withChildren(tree, lens?.id ?? '', [node('Other lens op'), node('13.41')]);
    expect(filled[0]?.children[0]?.lazy).toBeUndefined();
    expect(filled[0]?.children[0]?.children.map((n) => n.description)).toEqual(['13.41', 'Other lens op']);
  });
});
