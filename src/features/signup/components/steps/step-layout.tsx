import styled from 'styled-components';

/** The step's heading; the card is labelled by it. */
export const StepTitle = styled.h1.attrs({ id: 'signup-title' })`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

/** One column that may shrink below its fields' natural width (phone and text inputs on 360 px). */
export const StepForm = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

export const SmallLinks = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  a {
    color: ${({ theme }) => theme.color.primary};
  }
`;

/** The terms checkbox with its reading link underneath, aligned with the label text. */
export const TermsBlock = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  & > a {
    margin-inline-start: calc(${({ theme }) => theme.space[5]} + ${({ theme }) => theme.space[2]});
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.color.primary};
  }
  & > p {
    margin-inline-start: calc(${({ theme }) => theme.space[5]} + ${({ theme }) => theme.space[2]});
  }
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const RuleList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.color.textMuted};
  li[data-met='true'] {
    color: ${({ theme }) => theme.color.success};
  }
  li::before {
    content: '○ ';
  }
  li[data-met='true']::before {
    content: '✓ ';
  }
`;
