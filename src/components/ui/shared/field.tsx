import { FieldError, Label, Text } from 'react-aria-components';
import styled, { css } from 'styled-components';
import { hairline } from './metrics';

/** Screen-reader-only: the standard clip pattern (its 1px is not a design value). */
export const visuallyHiddenCss = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

/** Vertical stack every labelled field shares: label, control, description, error. */
export const FieldStack = styled.div<{ $inline?: boolean }>`
  display: flex;
  flex-direction: ${({ $inline }) => ($inline ? 'row' : 'column')};
  align-items: ${({ $inline }) => ($inline ? 'center' : 'stretch')};
  gap: ${({ theme, $inline }) => ($inline ? theme.space[2] : theme.space[1])};
  font-family: ${({ theme }) => theme.fonts.body};
  color: ${({ theme }) => theme.color.text};
`;

// The label, description and error looks as fragments: react-aria's parts use
// them, and so do stand-ins drawn without react-aria (the date picker's placeholder).
export const fieldLabelCss = css`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const fieldDescriptionCss = css`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const fieldErrorCss = css`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const FieldLabel = styled(Label)<{ $visuallyHidden?: boolean; $nowrap?: boolean }>`
  white-space: ${({ $nowrap }) => ($nowrap ? 'nowrap' : 'normal')};
  ${({ $visuallyHidden }) => ($visuallyHidden ? visuallyHiddenCss : '')}
  ${fieldLabelCss}
`;

export const FieldDescription = styled(Text).attrs({ slot: 'description' })`
  ${fieldDescriptionCss}
`;

export const FieldErrorText = styled(FieldError)`
  ${fieldErrorCss}
`;

/** Border and surface shared by inputs and select triggers. */
export const controlSurface = css`
  box-sizing: border-box;
  min-height: ${({ theme }) => `calc(${theme.space[6]} + ${theme.space[2]})`};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: ${({ theme }) => `${hairline(theme)} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};

  &[data-invalid] {
    border-color: ${({ theme }) => theme.color.danger};
  }
`;
