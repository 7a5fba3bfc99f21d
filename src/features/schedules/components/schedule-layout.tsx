import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { nativeFocusRing } from '@/components/ui/shared/metrics';

/** Page frame of the schedules: a side column (mini calendar, legend, pickers) and the calendar. */
export const ScheduleFrame = styled.section<{ $fill?: boolean }>`
  /* $fill: while loading, at least the window's height, so the footer starts below the fold. */
  min-height: ${({ $fill }) => ($fill ? '100vh' : 'auto')};
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};

  @media (min-width: 960px) {
    grid-template-columns: minmax(15rem, 18rem) minmax(0, 1fr);
  }
`;

export const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

export const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

export const PageHeading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.color.text};
`;

export const ShowingFor = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text};

  strong {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export const Hint = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.text};
`;

export const BackLink = styled(Link)`
  align-self: flex-start;
  color: ${({ theme }) => theme.color.primary};
  ${nativeFocusRing}
`;
