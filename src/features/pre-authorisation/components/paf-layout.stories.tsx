import type { Meta, StoryObj } from '@storybook/react-vite';
import { Block, ErrorSummary, FieldGrid } from './paf-layout';

const meta = {
  title: 'Pre-authorisation/ErrorSummary',
  component: ErrorSummary,
  args: {
    attempt: 1,
    messages: [
      'First Name cannot be empty',
      "Policy Holder's Information: E-mail Address cannot be empty",
      'Only files that are 5MB or less are allowed.',
    ],
  },
} satisfies Meta<typeof ErrorSummary>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Form errors as the wizard shows them: a numbered list under 'Error'. */
export const Messages: Story = {};

/** A wizard block with its title. */
export const InBlock: Story = {
  render: (args) => (
    <Block title="Section A: Patient Information">
      <ErrorSummary {...args} />
      <FieldGrid>
        <span>Field</span>
        <span>Field</span>
      </FieldGrid>
    </Block>
  ),
};
