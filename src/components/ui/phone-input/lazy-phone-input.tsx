import { lazy, Suspense } from 'react';
import { TextField } from '../text-field/text-field';
import type { PhoneInputProps } from './phone-input';

// The phone field's metadata and flags (libphonenumber-js, country-flag-icons)
// come to ~100 KB gzip: pages load them after first paint instead of in their
// first load (docs/decisions/0011-bundle-budgets.md).
const PhoneInputImpl = lazy(async () => ({ default: (await import('./phone-input')).PhoneInput }));

/** The phone input, loaded on demand; until then a disabled field holds its place and label. */
export function LazyPhoneInput(props: PhoneInputProps) {
  return (
    <Suspense fallback={<TextField label={props.label} description={props.description} value="" isDisabled />}>
      <PhoneInputImpl {...props} />
    </Suspense>
  );
}
