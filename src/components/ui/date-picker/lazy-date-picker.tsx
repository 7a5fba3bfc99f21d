import { lazy, Suspense } from 'react';
import { useLoadAfterData } from '@/lib/loading/load-after-data';
import type { DatePickerProps } from './date-picker';
import { DatePickerPlaceholder } from './date-picker-placeholder';

// react-aria's date field, calendar and @internationalized/date come to ~45 KB
// gzip: pages load them after first paint instead of in their first load
// (docs/decisions/0011-bundle-budgets.md).
let loaded = false;
const loadDatePicker = () =>
  import('./date-picker').then((module) => {
    loaded = true;
    return module;
  });
const DatePickerImpl = lazy(async () => ({ default: (await loadDatePicker()).DatePicker }));
const isLoaded = () => loaded;

/**
 * The date picker, loaded once the page's data is in and the user has started
 * to use the page (or left it alone a few seconds); until then a look-alike
 * with its label and date holds its place.
 */
export function LazyDatePicker(props: DatePickerProps) {
  const started = useLoadAfterData(loadDatePicker, isLoaded, { untilEngaged: true });
  const placeholder = (
    <DatePickerPlaceholder
      label={props.label}
      description={props.description}
      errorMessage={props.errorMessage}
      value={props.value}
    />
  );
  if (!started) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <DatePickerImpl {...props} />
    </Suspense>
  );
}
