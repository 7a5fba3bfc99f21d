import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { Alert } from './alert';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  max-width: calc(${({ theme }) => theme.space[8]} * 9);
`;

const meta = {
  title: 'UI/Alert',
  component: Alert,
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  render: () => (
    <Stack>
      <Alert variant="info" title="Information">
        Clinic hours are 07:00 to 22:00.
      </Alert>
      <Alert variant="success" title="Appointment sent">
        The clinic will confirm your booking.
      </Alert>
      <Alert variant="warning" title="Session almost full">
        Only two places remain.
      </Alert>
      <Alert variant="error">Something went wrong. Please try again.</Alert>
    </Stack>
  ),
};

export const ErrorList: Story = {
  args: {
    variant: 'error',
    messages: ['Please enter the patient name.', 'Please choose a date.', 'Please select TWO preferred sessions.'],
  },
};
