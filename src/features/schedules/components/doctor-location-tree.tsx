import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/ui/button/button';
import { Checkbox } from '@/components/ui/checkbox/checkbox';
import { TextField } from '@/components/ui/text-field/text-field';
import { hairline } from '@/components/ui/shared/metrics';
import { autoSelection, filterTree, type ResourceNode } from '../model/resource-tree';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const Tree = styled.ul`
  /* The containing block of the checkboxes' visually hidden inputs (absolutely
     positioned): without it they escape the scroll box and lengthen the page
     below the footer by the list's hidden part. */
  position: relative;
  max-height: calc(${({ theme }) => theme.space[8]} * 4);
  overflow-y: auto;
  margin: 0;
  padding: ${({ theme }) => theme.space[2]};
  list-style: none;
  border: ${({ theme }) => `${hairline(theme)} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface};

  ul {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space[4]};
    list-style: none;
  }
`;

const Doctor = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.color.text};
`;

const Selected = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.color.text};

  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

/** Props of the doctor / location picker. */
export interface DoctorLocationTreeProps {
  resources: readonly ResourceNode[];
  /** Chosen unit ids, in the order chosen (controlled). */
  value: readonly number[];
  onChange: (unitIds: number[]) => void;
}

/** 'Search for Doctor / Location', a tree of doctors with location checkboxes, and the selected list. */
export function DoctorLocationTree({ resources, value, onChange }: DoctorLocationTreeProps) {
  const { t } = useTranslation('schedules');
  const [query, setQuery] = useState('');
  const filtered = filterTree(resources, query);
  const auto = autoSelection(filtered);
  // docs/product/schedules.md#schedule-search: one doctor with one location left by the filter is selected for the user.
  useEffect(() => {
    if (query.trim() && auto !== null && !value.includes(auto)) onChange([...value, auto]);
  }, [auto, query, value, onChange]);

  const names = new Map(
    resources.flatMap((r) => r.locations.map((l) => [l.unitId, `${r.resourceName} · ${l.locationName}`] as const)),
  );
  const toggle = (unitId: number, on: boolean) =>
    onChange(on ? [...value, unitId] : value.filter((id) => id !== unitId));

  return (
    <Panel>
      <TextField label={t('tree.search')} type="search" value={query} onChange={setQuery} />
      <Tree aria-label={t('tree.label')}>
        {filtered.map((r) => (
          <li key={r.resourceId}>
            <Doctor>{r.resourceName}</Doctor>
            <ul>
              {r.locations.map((l) => (
                <li key={l.unitId}>
                  <Checkbox
                    isSelected={value.includes(l.unitId)}
                    onChange={(on) => toggle(l.unitId, on)}
                    aria-label={`${r.resourceName}, ${l.locationName}`}
                  >
                    {l.locationName}
                  </Checkbox>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </Tree>
      {value.length > 0 ? (
        <Selected aria-label={t('tree.selected')}>
          {value.map((id) => (
            <li key={id}>
              <span>{names.get(id) ?? String(id)}</span>
              <Button
                variant="text"
                size="sm"
                onPress={() => toggle(id, false)}
                aria-label={t('tree.remove', { name: names.get(id) ?? String(id) })}
              >
                ✕
              </Button>
            </li>
          ))}
        </Selected>
      ) : null}
    </Panel>
  );
}
