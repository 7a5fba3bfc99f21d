import { lazy, Suspense } from 'react';
import { TextField } from '../text-field/text-field';
import type { DatePickerProps } from './date-picker';

// react-aria's date field, calendar and @internationalized/date come to ~45 KB
// gzip: pages load them after first paint instead of in their first load (issue 8 budgets).
const DatePickerImpl = lazy(async () => ({ default: (await import('./date-picker')).DatePicker }));

/** The date picker, loaded on demand; until then a disabled field holds its place and label. */
export function LazyDatePicker(props: DatePickerProps) {
  return (
    <Suspense fallback={<TextField label={props.label} description={props.description} value="" isDisabled />}>
      <DatePickerImpl {...props} />
    </Suspense>
  );
}
