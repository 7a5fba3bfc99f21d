import type { Meta, StoryObj } from '@storybook/react-vite';
import { SignaturePad } from './signature-pad';

const meta = {
  title: 'Signing/SignaturePad',
  component: SignaturePad,
  args: { label: 'Signature area: draw your signature with a finger, pen or mouse', onStrokesChange: () => undefined },
} satisfies Meta<typeof SignaturePad>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Draw on it; the ink takes the theme's text colour in light and dark. */
export const Blank: Story = {};
