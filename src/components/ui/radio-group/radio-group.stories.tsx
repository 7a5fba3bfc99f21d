import type { Meta, StoryObj } from '@storybook/react-vite';
import { RadioGroup } from './radio-group';

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Who is the appointment for?',
    options: [
      { value: 'self', label: 'Myself' },
      { value: 'dependant', label: 'A dependant' },
      { value: 'other', label: 'Someone else', isDisabled: true },
    ],
    defaultValue: 'self',
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {};

export const HorizontalWithError: Story = {
  args: { orientation: 'horizontal', defaultValue: undefined, errorMessage: 'Please choose one option.' },
};
