import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '@/lib/tenant/tenant-context';
import { PhoneInput } from './phone-input';
import { phoneProblem, phoneProblemKey } from '@/testing/phone-validation';

/** Starts on the tenant's phone region and validates on blur, as a form would. */
function Demo({ initial, validate }: { initial?: string; validate?: boolean }) {
  const { manifest } = useTenant();
  const { t } = useTranslation('ui');
  const [value, setValue] = useState(initial);
  const [touched, setTouched] = useState(Boolean(validate));
  const problem = touched ? phoneProblem(value, manifest.phoneRegion, { required: true }) : null;
  return (
    <PhoneInput
      label="Mobile number"
      description="We text you appointment reminders."
      value={value}
      onChange={setValue}
      onBlur={() => setTouched(true)}
      defaultCountry={manifest.phoneRegion}
      errorMessage={problem ? t(phoneProblemKey(problem)) : undefined}
      isRequired
    />
  );
}

const meta = {
  title: 'UI/PhoneInput',
  component: Demo,
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TenantRegion: Story = {};

export const Invalid: Story = { args: { initial: '+6512', validate: true } };
