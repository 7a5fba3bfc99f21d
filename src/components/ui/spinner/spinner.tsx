import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { stroke } from '../shared/metrics';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

type SpinnerSize = 'sm' | 'md' | 'lg';
const sizeToken = { sm: 4, md: 5, lg: 6 } as const;

// A plain element rather than react-aria's ProgressBar: an indeterminate bar
// needs only its role and name, and ProgressBar's number formatting would sit
// in the login route's first load through Button (docs/decisions/0011-bundle-budgets.md).
const Root = styled.span`
  display: inline-flex;
`;

const Ring = styled.span<{ $size: SpinnerSize }>`
  display: inline-block;
  box-sizing: border-box;
  width: ${({ theme, $size }) => theme.space[sizeToken[$size]]};
  height: ${({ theme, $size }) => theme.space[sizeToken[$size]]};
  border: ${({ theme }) => `${stroke(theme)} solid currentColor`};
  border-right-color: transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  animation: ${spin} 0.8s linear infinite;
  vertical-align: middle;
`;

/** Props of the indeterminate loading indicator. */
export interface SpinnerProps {
  /** Accessible name; defaults to the translated "Loading". */
  label?: string;
  /** Diameter on the spacing scale. */
  size?: SpinnerSize;
}

/** An indeterminate progress indicator announced to assistive technology. */
export function Spinner({ label, size = 'md' }: SpinnerProps) {
  const { t } = useTranslation('ui');
  return (
    <Root role="progressbar" aria-label={label ?? t('spinner.label')}>
      <Ring $size={size} aria-hidden="true" />
    </Root>
  );
}
