import type { Key } from 'react-aria-components';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { focusRing, hairline } from '../shared/metrics';

/** Card grid (horizontal) or list rows (vertical). */
export type ViewMode = 'horizontal' | 'vertical';

const Group = styled(ToggleButtonGroup)`
  display: inline-flex;
  border: ${({ theme }) => `${hairline(theme)} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface};
  padding: ${({ theme }) => hairline(theme)};
  gap: ${({ theme }) => hairline(theme)};
`;

const Toggle = styled(ToggleButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.space[6]};
  min-height: ${({ theme }) => theme.space[6]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;
  ${focusRing}

  &[data-selected] {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  }
  &[data-hovered]:not([data-selected]) {
    background: ${({ theme }) => theme.color.surfaceAlt};
    color: ${({ theme }) => theme.color.text};
  }
  svg {
    width: ${({ theme }) => theme.space[4]};
    height: ${({ theme }) => theme.space[4]};
    fill: currentColor;
  }
`;

/** Props of the card/list view switch. */
export interface ViewToggleProps {
  /** The view in use. */
  value: ViewMode;
  /** Called with the view the user picked. */
  onChange: (value: ViewMode) => void;
  /** Accessible name of the group; defaults to the translated "View". */
  label?: string;
}

/** Two toggle buttons (card / list); exactly one is always pressed. */
export function ViewToggle({ value, onChange, label }: ViewToggleProps) {
  const { t } = useTranslation('ui');
  return (
    <Group
      aria-label={label ?? t('viewToggle.label')}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value]}
      onSelectionChange={(keys: Set<Key>) => {
        const [next] = [...keys];
        if (next === 'horizontal' || next === 'vertical') onChange(next);
      }}
    >
      <Toggle id="horizontal" aria-label={t('viewToggle.card')}>
        <svg viewBox="0 0 16 16" aria-hidden="true">
          <rect x="1" y="1" width="6" height="6" rx="1" />
          <rect x="9" y="1" width="6" height="6" rx="1" />
          <rect x="1" y="9" width="6" height="6" rx="1" />
          <rect x="9" y="9" width="6" height="6" rx="1" />
        </svg>
      </Toggle>
      <Toggle id="vertical" aria-label={t('viewToggle.list')}>
        <svg viewBox="0 0 16 16" aria-hidden="true">
          <rect x="1" y="2" width="14" height="3" rx="1" />
          <rect x="1" y="6.5" width="14" height="3" rx="1" />
          <rect x="1" y="11" width="14" height="3" rx="1" />
        </svg>
      </Toggle>
    </Group>
  );
}
