import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { Checkbox } from './checkbox';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { children: 'I agree to the terms of use' },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const States: Story = {
  render: (args) => (
    <Stack>
      <Checkbox {...args}>Unchecked</Checkbox>
      <Checkbox {...args} defaultSelected>
        Checked
      </Checkbox>
      <Checkbox {...args} isIndeterminate>
        Some selected
      </Checkbox>
      <Checkbox {...args} isInvalid>
        I agree to the terms of use (required)
      </Checkbox>
      <Checkbox {...args} isDisabled>
        Disabled
      </Checkbox>
    </Stack>
  ),
};
