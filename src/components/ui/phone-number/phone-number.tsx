import { usePhoneFormat } from '@/lib/format/use-phone-format';

/** Props: the number as stored (E.164, or whatever was typed). */
export interface PhoneNumberProps {
  value: string;
}

/** A stored phone number as people read it (`+65 9123 4567`); shown as stored while the formatter loads. */
export function PhoneNumber({ value }: PhoneNumberProps) {
  const { format, ready } = usePhoneFormat();
  if (ready) return <>{format(value)}</>;
  // data-loading-placeholder: screenshot runs wait until none is left (scripts/visual-test.ts).
  return <span data-loading-placeholder="">{value}</span>;
}
