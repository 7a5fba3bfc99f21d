import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Alert } from '../alert/alert';
import { Button } from '../button/button';
import { RadioGroup } from '../radio-group/radio-group';
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

/** docs/product/form-engine.md#step-dialogs: a radio-choice step with Back/Next and an "Error" alert after an empty Next. */
function RadioChoiceStepDialog() {
  const [open, setOpen] = useState(true);
  const [choice, setChoice] = useState<string | null>(null);
  const [tried, setTried] = useState(true);
  const missing = tried && !choice;
  return (
    <>
      <Button onPress={() => setOpen(true)}>Request pre-authorisation</Button>
      <Dialog
        isOpen={open}
        onOpenChange={setOpen}
        title="Type of admission"
        actions={
          <>
            <Button variant="secondary" onPress={() => setOpen(false)}>
              Back
            </Button>
            <Button onPress={() => (choice ? setOpen(false) : setTried(true))}>Next</Button>
          </>
        }
      >
        {missing ? <Alert variant="error" messages={['Please select the type of admission.']} /> : null}
        <RadioGroup
          label="Admission"
          value={choice}
          onChange={setChoice}
          options={[
            { value: 'inpatient', label: 'Inpatient' },
            { value: 'day-surgery', label: 'Day surgery' },
          ]}
        />
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

export const RadioChoiceStep: Story = { render: () => <RadioChoiceStepDialog /> };
