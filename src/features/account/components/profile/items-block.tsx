import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/ui/button/button';
import type { ProfileItemType } from '@/lib/api/contract/account';
import { SubTitle } from './account-layout';
import { ItemList, ProfileItemRow } from './profile-item-row';

const Block = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** A saved item as the block lists it. */
export interface BlockRow {
  id: string;
  label: string;
  preferred: boolean;
}

/** Props of one kind's list (e-mails, numbers or addresses). */
export interface ItemsBlockProps {
  type: ProfileItemType;
  rows: BlockRow[];
  /** The unsaved new row's editor, when one is open. */
  draft: ReactNode;
  onAdd: () => void;
  onSetPreferred: (id: string) => void;
  onDelete: (id: string) => void;
  isBusy: boolean;
}

/** Saved rows (preferred first, locked), the one new row, and Add (disabled while a new row is open). */
export function ItemsBlock({ type, rows, draft, onAdd, onSetPreferred, onDelete, isBusy }: ItemsBlockProps) {
  const { t } = useTranslation('account');
  const headingId = useId();
  const hintId = useId();
  const pending = draft !== null && draft !== undefined;
  return (
    <Block role="group" aria-labelledby={headingId}>
      <SubTitle id={headingId}>{t(`profile.sections.${type}`)}</SubTitle>
      {rows.length > 0 ? (
        <ItemList>
          {rows.map((row) => (
            <ProfileItemRow
              key={row.id}
              value={row.label}
              preferred={row.preferred}
              onSetPreferred={() => onSetPreferred(row.id)}
              onDelete={() => onDelete(row.id)}
              isBusy={isBusy}
            />
          ))}
        </ItemList>
      ) : (
        <Hint>{t('profile.none')}</Hint>
      )}
      {draft}
      <div>
        <Button
          variant="secondary"
          size="sm"
          onPress={onAdd}
          isDisabled={pending}
          aria-describedby={pending ? hintId : undefined}
        >
          {t(`profile.add.${type}`)}
        </Button>
      </div>
      {pending ? <Hint id={hintId}>{t('profile.onePending')}</Hint> : null}
    </Block>
  );
}

/** The frame around an unsaved new row: its fields and a Remove button. */
export const DraftFrame = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => `calc(${theme.space[1]} / 4) dashed ${theme.color.primary}`};
  border-radius: ${({ theme }) => theme.radii.md};
`;
