import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@/components/ui/button/button';
import { hairline } from '@/components/ui/shared/metrics';

const Row = styled.li<{ $preferred: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: ${({ theme }) => hairline(theme)} solid
    ${({ theme, $preferred }) => ($preferred ? theme.color.primary : theme.color.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
`;

const Value = styled.span`
  flex: 1 1 12rem;
  min-width: 0;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.color.text};
`;

const Badge = styled.span`
  padding: ${({ theme }) => `0 ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Buttons = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** Props of a saved (locked) e-mail, number or address. */
export interface ProfileItemRowProps {
  /** What the row shows: the e-mail, the formatted number or the one-line address. */
  value: string;
  /** The preferred item of its type: badge, no delete, no "Set as preferred". */
  preferred: boolean;
  onSetPreferred: () => void;
  onDelete: () => void;
  /** Disables the buttons while a change to this list is under way. */
  isBusy?: boolean;
}

/** A saved profile item: read-only, with "Set as preferred" and Delete (docs/product/account.md#profile-items). */
export function ProfileItemRow({ value, preferred, onSetPreferred, onDelete, isBusy = false }: ProfileItemRowProps) {
  const { t } = useTranslation('account');
  return (
    <Row $preferred={preferred}>
      <Value>{value}</Value>
      {preferred ? <Badge>{t('profile.item.preferred')}</Badge> : null}
      {preferred ? null : (
        <Buttons>
          <Button
            size="sm"
            variant="secondary"
            onPress={onSetPreferred}
            isDisabled={isBusy}
            aria-label={`${t('profile.item.setPreferred')}: ${value}`}
          >
            {t('profile.item.setPreferred')}
          </Button>
          <Button
            size="sm"
            variant="danger"
            onPress={onDelete}
            isDisabled={isBusy}
            aria-label={`${t('profile.item.delete')}: ${value}`}
          >
            {t('profile.item.delete')}
          </Button>
        </Buttons>
      )}
    </Row>
  );
}

/** The list the rows sit in. */
export const ItemList = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
