import styled from 'styled-components';
import { visuallyHiddenCss } from '../shared/field';

/** Hides content visually while keeping it in the accessibility tree. */
export const VisuallyHidden = styled.span`
  ${visuallyHiddenCss}
`;
