import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { breakpoints } from '../../../../themes/tokens';
import { ViewToggle, type ViewMode } from '@/components/ui/view-toggle/view-toggle';
import type { Doctor } from '@/lib/api/contract/doctor-search';
import { resultPanels } from '../model/panel-badges';
import { cardsPerSlide, listPageSize, pageCount, pageItems } from '../model/result-paging';
import { DoctorCard } from './doctor-card';
import { PanelLegend } from './panel-legend';
import { ResultPager } from './result-pager';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Slide = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Stack = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/** The carousel needs width: from the md breakpoint up. */
const wideQuery = `(min-width: ${breakpoints.md}px)`;
function useWide(): boolean {
  const [wide, setWide] = useState(() => typeof window !== 'undefined' && window.matchMedia(wideQuery).matches);
  useEffect(() => {
    const media = window.matchMedia(wideQuery);
    const update = () => setWide(media.matches);
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return wide;
}

/** Props of the doctor results. */
export interface DoctorResultsProps {
  doctors: Doctor[];
  onSelect: (doctor: Doctor) => void;
}

/**
 * Carousel (wide screens, 3 per slide) or list (9 per page), with a view toggle. Memoised: each
 * keystroke in the criteria above re-renders the page, and the cards have not changed.
 */
export const DoctorResults = memo(function DoctorResults({ doctors, onSelect }: DoctorResultsProps) {
  const { t } = useTranslation('doctor-search');
  const wide = useWide();
  const [chosen, setChosen] = useState<ViewMode | null>(null);
  const view: ViewMode = wide ? (chosen ?? 'horizontal') : 'vertical';
  const [page, setPage] = useState(0);
  const size = view === 'horizontal' ? cardsPerSlide : listPageSize;
  const count = pageCount(doctors.length, size);
  const shown = pageItems(doctors, page, size);
  const Layout = view === 'horizontal' ? Slide : List;
  return (
    <Stack aria-labelledby="doctor-results-title">
      <Head>
        <Title id="doctor-results-title">{t('results.title', { count: doctors.length })}</Title>
        {wide ? (
          <ViewToggle
            value={view}
            onChange={(next) => {
              setChosen(next);
              setPage(0);
            }}
          />
        ) : null}
      </Head>
      <PanelLegend panels={resultPanels(doctors)} />
      <Layout data-view={view} aria-roledescription={view === 'horizontal' ? t('results.carousel') : undefined}>
        {shown.map((d) => (
          <DoctorCard key={d.doctorId} doctor={d} onSelect={onSelect} />
        ))}
      </Layout>
      <ResultPager
        page={Math.min(page, count - 1)}
        count={count}
        onChange={setPage}
        label={t(view === 'horizontal' ? 'results.slides' : 'results.pages')}
      />
    </Stack>
  );
});
