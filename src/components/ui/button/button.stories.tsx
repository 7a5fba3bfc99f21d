import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { Button } from './button';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Book appointment', variant: 'primary', size: 'md' },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  render: (args) => (
    <Row>
      <Button {...args} variant="primary">
        Submit
      </Button>
      <Button {...args} variant="secondary">
        Back
      </Button>
      <Button {...args} variant="text">
        View details
      </Button>
      <Button {...args} variant="danger">
        Cancel appointment
      </Button>
    </Row>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Row>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </Row>
  ),
};

export const LoadingAndDisabled: Story = {
  render: (args) => (
    <Row>
      <Button {...args} isLoading>
        Saving
      </Button>
      <Button {...args} variant="secondary" isDisabled>
        Not available
      </Button>
    </Row>
  ),
};
