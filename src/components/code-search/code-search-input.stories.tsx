import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { CodeSearchInput } from './code-search-input';
import type { CodeTreeNode } from './model/code-tree';

const leaf = (code: string, description: string): CodeTreeNode => ({ id: code, code, description, children: [] });
const diagnosisTree: CodeTreeNode[] = [
  {
    ...leaf('E11', 'Type 2 diabetes mellitus'),
    children: [
      leaf('E11.9', 'Type 2 diabetes mellitus without complications'),
      leaf('E11.8', 'Other specified complications'),
    ],
  },
  leaf('E13', 'Other specified diabetes mellitus'),
  leaf('O24', 'Diabetes mellitus in pregnancy'),
];
const procedureTree: CodeTreeNode[] = [
  {
    id: 'l1:Eye',
    code: '',
    description: 'Operations on the Eye',
    children: [
      { id: 'l2:Eye/Lens', code: '', description: 'Operations on lens', children: [], lazy: { l1: 'Eye', l2: 'Lens' } },
    ],
  },
  {
    id: 'l1:Others',
    code: '',
    description: 'Others',
    children: [
      {
        id: 'l2:Others/Misc',
        code: '',
        description: 'Miscellaneous',
        children: [leaf('99.99', 'Other miscellaneous procedures')],
      },
    ],
  },
];

const wait = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 300));

function Demo({
  kind,
  empty = false,
  disabled = false,
}: {
  kind: 'diagnosis' | 'procedure';
  empty?: boolean;
  disabled?: boolean;
}) {
  const [value, setValue] = useState<CodeTreeNode | null>(null);
  return (
    <CodeSearchInput
      label={kind === 'diagnosis' ? 'Diagnosis' : 'Procedure'}
      kind={kind}
      value={value}
      onChange={setValue}
      isDisabled={disabled}
      search={() => wait(empty ? [] : kind === 'diagnosis' ? diagnosisTree : procedureTree)}
      loadChildren={() =>
        wait([
          leaf('13.41', 'Phacoemulsification and aspiration of cataract'),
          leaf('13.19', 'Other intracapsular extraction of lens'),
        ])
      }
    />
  );
}

const meta = {
  title: 'Shared/CodeSearchInput',
  component: Demo,
  args: { kind: 'diagnosis' },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Type "diab" and press Enter: a tree with Others last. */
export const Diagnosis: Story = {};
/** Level-two groups load their codes when opened. */
export const Procedure: Story = { args: { kind: 'procedure' } };
/** Any search answers 'No Data'. */
export const NoData: Story = { args: { empty: true } };
export const Disabled: Story = { args: { disabled: true } };
