import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Checkbox } from '@/components/ui/checkbox/checkbox';
import { LazyDatePicker as DatePicker } from '@/components/ui/date-picker/lazy-date-picker';
import { LazyPhoneInput as PhoneInput } from '@/components/ui/phone-input/lazy-phone-input';
import { RadioGroup } from '@/components/ui/radio-group/radio-group';
import { Select } from '@/components/ui/select/select';
import { TextField } from '@/components/ui/text-field/text-field';
import { DocumentUpload } from '@/components/document-upload/document-upload';
import type { FormField } from '@/lib/api/contract/patient-booking/forms';
import { useTenant } from '@/lib/tenant/tenant-context';
import { CodeField } from './code-field';
import { TextArea } from './text-area';
import { ComboField } from './combo-field';
import { sanitiseNumberText } from '@/lib/api/contract/form-rules/number-input';
import { useFieldOptions } from './use-field-options';
import { useTemplateText } from './use-template-text';

const ErrorText = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
const Pair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 10rem);
  gap: ${({ theme }) => theme.space[2]};
  align-items: start;
`;

/** Props of one leaf field (every type but group). */
export interface FieldInputProps {
  field: FormField;
  value: unknown;
  onChange: (value: unknown) => void;
  errorMessage?: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** Renders one schema field with the UI kit control its type calls for. */
export function FieldInput({ field, value, onChange, errorMessage }: FieldInputProps) {
  const { t } = useTranslation('form-engine');
  const { manifest, date } = useTenant();
  const options = useFieldOptions(field);
  const common = { isDisabled: field.props.disabled, isRequired: field.isRequired };
  const label = useTemplateText().field(field);

  switch (field.type) {
    case 'textfield':
      return (
        <TextField label={label} value={text(value)} onChange={onChange} errorMessage={errorMessage} {...common} />
      );
    case 'textArea':
      return (
        <TextArea
          label={label}
          value={text(value)}
          onChange={onChange}
          errorMessage={errorMessage}
          isDisabled={field.props.disabled}
        />
      );
    case 'number':
      return (
        <TextField
          label={label}
          inputMode="decimal"
          value={text(value)}
          onChange={(next) => onChange(sanitiseNumberText(next, field.validator?.allowNegative === true))}
          errorMessage={errorMessage}
          {...common}
        />
      );
    case 'dropdown':
      return (
        <Select
          label={label}
          options={options.map((o) => ({ id: o.value, label: o.label }))}
          selectedKey={text(value) || null}
          onSelectionChange={(key) => onChange(key === null ? '' : String(key))}
          errorMessage={errorMessage}
          {...common}
        />
      );
    case 'radio':
      return (
        <RadioGroup
          label={label}
          options={options}
          value={text(value)}
          onChange={onChange}
          orientation="horizontal"
          errorMessage={errorMessage}
          {...common}
        />
      );
    case 'autoComplete':
      return (
        <ComboField
          label={label}
          options={options}
          value={text(value)}
          onChange={onChange}
          errorMessage={errorMessage}
          {...common}
        />
      );
    case 'confirmCheckbox':
      return (
        <div>
          <Checkbox
            isSelected={value === true}
            onChange={onChange}
            isDisabled={field.props.disabled}
            isInvalid={Boolean(errorMessage)}
          >
            {label}
          </Checkbox>
          {errorMessage ? <ErrorText role="alert"> {errorMessage}</ErrorText> : null}
        </div>
      );
    case 'phoneNumber':
      return (
        <PhoneInput
          label={label}
          value={text(value) || undefined}
          onChange={(v) => onChange(v ?? '')}
          defaultCountry={manifest.phoneRegion}
          errorMessage={errorMessage}
          {...common}
        />
      );
    case 'date':
      return (
        <DatePicker
          label={label}
          value={text(value) || null}
          onChange={(v) => onChange(v ?? '')}
          timeZone={manifest.timeZone}
          errorMessage={errorMessage}
          {...common}
        />
      );
    case 'datetime': {
      const [day = '', time = ''] = text(value).split('T');
      const join = (d: string, tm: string) => (d ? `${d}T${tm || '00:00'}` : '');
      return (
        <Pair>
          <DatePicker
            label={label}
            value={day || null}
            onChange={(v) => onChange(join(v ?? '', time))}
            timeZone={manifest.timeZone}
            errorMessage={errorMessage}
            {...common}
            description={day ? date(join(day, time), 'dateTime') : undefined}
          />
          <TextField
            label={t('time', { label })}
            type="time"
            value={time}
            onChange={(v) => onChange(join(day, v))}
            isDisabled={field.props.disabled || !day}
          />
        </Pair>
      );
    }
    case 'uploadImage':
      return (
        <DocumentUpload
          label={label}
          files={(value as File[] | null) ?? []}
          onChange={onChange}
          single={field.validator?.single === true}
          errorMessage={errorMessage}
          isDisabled={field.props.disabled}
        />
      );
    case 'diagnosisCode':
    case 'procedureCode':
      return <CodeField field={field} value={value} onChange={onChange} errorMessage={errorMessage} />;
    case 'group':
      return null; // groups are laid out by FormScope
  }
}
