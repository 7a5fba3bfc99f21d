import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { contrastRatio } from '../../../themes/contrast';
import { contrastPairs, minimumContrast, paletteRoles, type Palette } from '../../../themes/palette';
import { hairline } from '@/components/ui/shared/metrics';

/** What the gallery needs of a tenant manifest. */
export interface GalleryTenant {
  id: string;
  displayName: string;
  palettes: { light: Palette; dark: Palette };
}

/** One row of the contrast table. */
export interface ContrastRow {
  foreground: keyof Palette;
  background: keyof Palette;
  ratio: number;
  passes: boolean;
}

/** Contrast of every pair the palette rules name (themes/palette.ts), rounded down to 2 decimals. */
export function paletteContrast(palette: Palette): ContrastRow[] {
  return contrastPairs.map(([foreground, background]) => {
    const ratio = Math.floor(contrastRatio(palette[foreground], palette[background]) * 100) / 100;
    return { foreground, background, ratio, passes: ratio >= minimumContrast };
  });
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.color.text};
`;

const TenantName = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Modes = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(calc(${({ theme }) => theme.space[8]} * 5), 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

/* The panel shows the tenant's own colours, so they come from the data, not the theme. */
const Panel = styled.section`
  padding: ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => `${hairline(theme)} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const ModeName = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Swatches = styled.ul`
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  gap: ${({ theme }) => theme.space[1]};
  margin: 0 0 ${({ theme }) => theme.space[2]};
  padding: 0;
  list-style: none;
`;

const Chip = styled.span`
  display: block;
  height: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.sm};
  border: ${({ theme }) => `${hairline(theme)} solid ${theme.color.border}`};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => `calc(${theme.space[1]} / 2) ${theme.space[1]}`};
    text-align: start;
  }
`;

const Verdict = styled.td`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

function PalettePanel({ tenant, mode }: { tenant: GalleryTenant; mode: 'light' | 'dark' }) {
  const { t } = useTranslation('ui');
  const palette = tenant.palettes[mode];
  const label = t('tenantGallery.swatches', { tenant: tenant.displayName, mode: t(`tenantGallery.${mode}`) });
  return (
    <Panel aria-label={label} style={{ background: palette.background, color: palette.text }}>
      <ModeName>{t(`tenantGallery.${mode}`)}</ModeName>
      <Swatches>
        {paletteRoles.map((role) => (
          <li key={role}>
            <Chip style={{ background: palette[role] }} />
            <span>{role}</span>
          </li>
        ))}
      </Swatches>
      <Table>
        <thead>
          <tr>
            <th scope="col">{t('tenantGallery.pair')}</th>
            <th scope="col">{t('tenantGallery.ratio')}</th>
            <th scope="col">AA</th>
          </tr>
        </thead>
        <tbody>
          {paletteContrast(palette).map((row) => (
            <tr key={`${row.foreground}-${row.background}`}>
              <td style={{ color: palette[row.foreground], background: palette[row.background] }}>
                {row.foreground} / {row.background}
              </td>
              <td>{row.ratio.toFixed(2)}:1</td>
              <Verdict>{row.passes ? t('tenantGallery.pass') : t('tenantGallery.fail')}</Verdict>
            </tr>
          ))}
        </tbody>
      </Table>
    </Panel>
  );
}

/** Props of the tenant palette gallery. */
export interface TenantGalleryProps {
  /** Tenants to show, in order. */
  tenants: readonly GalleryTenant[];
}

/** Every tenant's light and dark palettes with the WCAG contrast of each rule pair. */
export function TenantGallery({ tenants }: TenantGalleryProps) {
  return (
    <Page>
      {tenants.map((tenant) => (
        <section key={tenant.id} aria-labelledby={`gallery-${tenant.id}`}>
          <TenantName id={`gallery-${tenant.id}`}>
            {tenant.displayName} ({tenant.id})
          </TenantName>
          <Modes>
            <PalettePanel tenant={tenant} mode="light" />
            <PalettePanel tenant={tenant} mode="dark" />
          </Modes>
        </section>
      ))}
    </Page>
  );
}
