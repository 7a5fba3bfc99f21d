import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button/button';
import { Dialog } from './dialog';

function WaitingListDialog() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Choose timeslot</Button>
      <Dialog
        isOpen={open}
        onOpenChange={setOpen}
        role="alertdialog"
        size="sm"
        title="Timeslot full"
        actions={
          <>
            <Button variant="secondary" onPress={() => setOpen(false)}>
              No
            </Button>
            <Button onPress={() => setOpen(false)}>Yes</Button>
          </>
        }
      >
        The timeslot is FULL. Would you like to be placed on the WAITING LIST?
      </Dialog>
    </>
  );
}

const meta = {
  title: 'UI/Dialog',
  component: WaitingListDialog,
} satisfies Meta<typeof WaitingListDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens on load; Escape or an action closes it, the button opens it again. */
export const Confirmation: Story = {};
