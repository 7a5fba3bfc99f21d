import { startTransition, useId, useOptimistic } from 'react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton, CheckboxGroup, Dialog, DialogTrigger, Popover } from 'react-aria-components';
import styled from 'styled-components';
import { Checkbox } from '../../ui/checkbox/checkbox';
import { controlSurface, FieldStack } from '../../ui/shared/field';
import { focusRing, hairline } from '../../ui/shared/metrics';
import { summarise } from './multi-select-summary';

const Trigger = styled(AriaButton)`
  ${controlSurface}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  min-width: ${({ theme }) => `calc(${theme.space[8]} * 2.5)`};
  text-align: start;
  cursor: pointer;
  ${focusRing}
`;

const FieldName = styled.span`
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.color.text};
`;

const Panel = styled(Popover)`
  min-width: var(--trigger-width);
  padding: ${({ theme }) => theme.space[2]};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border: ${({ theme }) => `${hairline(theme)} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Group = styled(CheckboxGroup)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const Quick = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[2]};
`;

const QuickButton = styled(AriaButton)`
  padding: ${({ theme }) => `0 ${theme.space[1]}`};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
  ${focusRing}
`;

/** Props of the filter multi-select. */
export interface MultiSelectProps {
  /** Visible label ("Status", "Request Type"). */
  label: string;
  /** Every choice, in display order (server filter options). */
  options: readonly string[];
  /** Chosen values (controlled). */
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Words a value for display (statuses); values are shown as they are by default. */
  optionLabel?: (value: string) => string;
}

/** A checkbox list in a popover; the trigger reads 'All', 'None' or 'First +N more'. */
export function MultiSelect({ label, options, value, onChange, optionLabel = (o) => o }: MultiSelectProps) {
  const { t } = useTranslation('worklists');
  const id = useId();
  // A tick shows at once; the page's answer to it (a refetch, the list re-rendering) runs as a
  // transition that yields to the next paint instead of holding the tick's paint back.
  const [shown, setShown] = useOptimistic(value);
  const change = (next: string[]) =>
    startTransition(() => {
      setShown(next);
      onChange(next);
    });
  const summary = summarise(options, shown);
  const text =
    summary.kind === 'all'
      ? t('filters.all')
      : summary.kind === 'none'
        ? t('filters.none')
        : summary.more > 0
          ? t('filters.more', { first: optionLabel(summary.first), count: summary.more })
          : optionLabel(summary.first);
  return (
    <FieldStack>
      <DialogTrigger>
        <FieldName id={`${id}-label`}>{label}</FieldName>
        <Trigger aria-labelledby={`${id}-label ${id}-value`}>
          <span id={`${id}-value`}>{text}</span>
          <span aria-hidden="true">▼</span>
        </Trigger>
        <Panel placement="bottom start">
          <Dialog aria-label={label}>
            <Quick>
              <QuickButton onPress={() => change([...options])}>{t('filters.selectAll')}</QuickButton>
              <QuickButton onPress={() => change([])}>{t('filters.clear')}</QuickButton>
            </Quick>
            <Group aria-label={label} value={[...shown]} onChange={change}>
              {options.map((o) => (
                <Checkbox key={o} value={o}>
                  {optionLabel(o)}
                </Checkbox>
              ))}
            </Group>
          </Dialog>
        </Panel>
      </DialogTrigger>
    </FieldStack>
  );
}
