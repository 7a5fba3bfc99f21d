import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@/config/paths';
import { useTenant } from '@/lib/tenant/tenant-context';

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  justify-items: start;
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => `calc(${theme.space[1]} / 4) solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.surface};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

/* Links that look like buttons: 44 px tall, the phone target size. */
const ActionLink = styled(Link)<{ $primary?: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => `calc(${theme.space[6]} + ${theme.space[3]})`};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border: ${({ theme }) => `calc(${theme.space[1]} / 4) solid ${theme.color.primary}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $primary }) => ($primary ? theme.color.primary : 'transparent')};
  color: ${({ theme, $primary }) => ($primary ? theme.color.onPrimary : theme.color.primary)};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  &:focus-visible {
    outline: ${({ theme }) => `calc(${theme.space[1]} / 2) solid ${theme.color.focus}`};
    outline-offset: ${({ theme }) => `calc(${theme.space[1]} / 2)`};
  }
`;

/** An inbox with nothing in it says how to begin: find a doctor, or a health screening where the tenant offers one. */
export function EmptyInbox() {
  const { t } = useTranslation('patient-inbox');
  const { manifest } = useTenant();
  return (
    <Box aria-labelledby="empty-inbox-title">
      <Heading id="empty-inbox-title">{t('empty.title')}</Heading>
      <Text>{t('empty.text')}</Text>
      <Actions>
        <ActionLink to={paths.searchDoctor.getHref()} $primary>
          {t('empty.searchDoctor')}
        </ActionLink>
        {manifest.features.healthScreening ? (
          <ActionLink to={paths.healthScreening.getHref()}>{t('empty.healthScreening')}</ActionLink>
        ) : null}
      </Actions>
    </Box>
  );
}
