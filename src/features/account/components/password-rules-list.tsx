import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { VisuallyHidden } from '@/components/ui/visually-hidden/visually-hidden';
import { passwordRules } from '../model/password-rules';

const Box = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Title = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[1]};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

const Rule = styled.li<{ $met: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme, $met }) => ($met ? theme.color.text : theme.color.textMuted)};
`;

const Mark = styled.span<{ $met: boolean }>`
  color: ${({ theme, $met }) => ($met ? theme.color.success : theme.color.textMuted)};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** Props: the password being typed, and an id so the field can point aria-describedby here. */
export interface PasswordRulesListProps {
  password: string;
  id?: string;
}

/** The strength rules with a live tick per rule (docs/product/account.md#password-rules). */
export function PasswordRulesList({ password, id }: PasswordRulesListProps) {
  const { t } = useTranslation('account');
  return (
    <Box id={id}>
      <Title>{t('password.rulesTitle')}</Title>
      <List>
        {passwordRules(password).map(({ key, met }) => (
          <Rule key={key} $met={met}>
            <Mark $met={met} aria-hidden="true">
              {met ? '✓' : '•'}
            </Mark>
            <span>
              {t(`password.rules.${key}`)}
              <VisuallyHidden> ({met ? t('password.met') : t('password.notMet')})</VisuallyHidden>
            </span>
          </Rule>
        ))}
      </List>
    </Box>
  );
}
