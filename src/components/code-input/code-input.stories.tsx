import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { CodeInput } from './code-input';

/** Controlled demo: type, paste a whole code, or use Backspace and the arrows. */
function Demo({
  initial = '',
  isInvalid,
  isDisabled,
}: {
  initial?: string;
  isInvalid?: boolean;
  isDisabled?: boolean;
}) {
  const [value, setValue] = useState(initial);
  return (
    <CodeInput
      label="Verification code"
      boxLabel={(i, n) => `Character ${i + 1} of ${n}`}
      value={value}
      onChange={setValue}
      isInvalid={isInvalid}
      isDisabled={isDisabled}
    />
  );
}

const meta = {
  title: 'Components/CodeInput',
  component: Demo,
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { initial: 'K7M2PQ' } };
export const Partial: Story = { args: { initial: 'K7M' } };
export const Invalid: Story = { args: { initial: 'AAAAAA', isInvalid: true } };
export const Disabled: Story = { args: { initial: 'K7M2PQ', isDisabled: true } };
