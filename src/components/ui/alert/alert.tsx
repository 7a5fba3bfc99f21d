import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { stroke } from '../shared/metrics';

export type AlertVariant = 'info' | 'success' | 'warning' | 'error';

const accent = {
  info: 'info',
  success: 'success',
  warning: 'warning',
  error: 'danger',
} as const;

const Root = styled.div<{ $variant: AlertVariant }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: ${({ theme }) => `calc(${theme.space[1]} / 4) solid ${theme.color.border}`};
  border-inline-start: ${({ theme, $variant }) => `calc(${stroke(theme)} * 2) solid ${theme.color[accent[$variant]]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Title = styled.p<{ $variant: AlertVariant }>`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme, $variant }) => ($variant === 'error' ? theme.color.danger : theme.color.text)};
`;

const Messages = styled.ol`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space[5]};
`;

/** Props of the inline message box. */
export interface AlertProps {
  /** Tone; error and warning are announced at once (role="alert"). */
  variant?: AlertVariant;
  /** Heading; the error variant defaults to the translated "Error". */
  title?: ReactNode;
  /** Messages shown as a numbered list (e.g. every failed rule of a form). */
  messages?: readonly string[];
  /** Free content under the heading or list. */
  children?: ReactNode;
  /** Lets a form point aria-describedby at the alert. */
  id?: string;
}

/** An inline alert; errors are headed "Error" and can list numbered messages. */
export function Alert({ variant = 'info', title, messages, children, id }: AlertProps) {
  const { t } = useTranslation('ui');
  const heading = title ?? (variant === 'error' ? t('alert.error') : undefined);
  const urgent = variant === 'error' || variant === 'warning';
  return (
    <Root id={id} $variant={variant} role={urgent ? 'alert' : 'status'} data-variant={variant}>
      {heading ? <Title $variant={variant}>{heading}</Title> : null}
      {messages && messages.length > 0 ? (
        <Messages>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </Messages>
      ) : null}
      {children}
    </Root>
  );
}
