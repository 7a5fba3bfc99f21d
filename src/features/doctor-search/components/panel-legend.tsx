import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { hairline } from '@/components/ui/shared/metrics';
import type { Panel } from '@/lib/api/contract/doctor-search';

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: ${({ theme }) => `${hairline(theme)} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/* One entry a line on a phone, where a wrapped row would break entries unevenly; a row on wider screens. */
const Items = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    flex-wrap: wrap;
  }
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    min-width: 0;
  }
  img {
    flex: none;
    width: ${({ theme }) => theme.space[5]};
    height: ${({ theme }) => theme.space[5]};
  }
`;

/** A badge's meaning, for its alt text and tooltip: the same words the legend gives. */
export function usePanelBadgeLabel(): (panel: Panel) => string {
  const { t } = useTranslation('doctor-search');
  return (panel) =>
    panel.code
      ? t('legend.badge', { code: panel.code, name: panel.name })
      : t('legend.badgeNoCode', { name: panel.name });
}

/** Props: the badges the results show (codes and names as the server sends them). */
export interface PanelLegendProps {
  panels: Panel[];
}

/** What each panel badge on the results stands for; nothing when no result has one. */
export function PanelLegend({ panels }: PanelLegendProps) {
  const { t } = useTranslation('doctor-search');
  if (panels.length === 0) return null;
  return (
    <Box aria-labelledby="panel-legend-title">
      <h3 id="panel-legend-title">{t('legend.title')}</h3>
      <p>{t('legend.intro')}</p>
      <Items>
        {panels.map((p) => (
          <li key={p.name}>
            {/* The icon draws the code; its alt says it, and the name beside it says the rest. */}
            <img src={p.iconUrl} alt={p.code ?? ''} />
            <span>{p.name}</span>
          </li>
        ))}
      </Items>
    </Box>
  );
}
