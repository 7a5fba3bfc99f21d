import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stepper } from './stepper';

const meta = {
  title: 'UI/Stepper',
  component: Stepper,
  args: { steps: ['Select a Date', 'Select Preferred Session(s)'], currentStep: 0 },
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SessionPicker: Story = {};

export const SecondOfThree: Story = {
  args: { steps: ['Account settings', 'Personal profile', 'Review and submit'], currentStep: 1 },
};
