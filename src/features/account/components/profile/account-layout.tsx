import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/tenant/use-page-title';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: calc(${({ theme }) => theme.space[8]} * 3) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[6]};
    align-items: start;
  }
`;

const Menu = styled.nav`
  ul {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
    ${({ theme }) => theme.media.md} {
      flex-direction: column;
    }
  }
  a {
    display: block;
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    border-inline-start: ${({ theme }) => theme.space[1]} solid transparent;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.color.surfaceAlt};
    border-inline-start-color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  a:focus-visible {
    outline: ${({ theme }) => `calc(${theme.space[1]} / 2) solid ${theme.color.focus}`};
  }
`;

const Content = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

/** Props: the page's heading (also its title) and content. */
export interface AccountLayoutProps {
  title: string;
  children: ReactNode;
}

/** The user-profile pages: side menu My Account / Security (docs/product/account.md#profile-pages) beside the content. */
export function AccountLayout({ title, children }: AccountLayoutProps) {
  const { t } = useTranslation('account');
  usePageTitle(title);
  return (
    <Layout>
      <Menu aria-label={t('layout.menu')}>
        <ul>
          <li>
            <NavLink to={paths.myAccount.getHref()}>{t('layout.myAccount')}</NavLink>
          </li>
          <li>
            <NavLink to={paths.accountSecurity.getHref()}>{t('layout.security')}</NavLink>
          </li>
        </ul>
      </Menu>
      <Content>
        <Title>{title}</Title>
        {children}
      </Content>
    </Layout>
  );
}

/** A titled block of the profile page. */
export const Section = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space[5]};
  }
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const SubTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;
