import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import styled from 'styled-components';

const Overlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.dialog};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space[4]};
  /* Dim with the darkest palette colour of the active scheme: text in light, background in dark. */
  background: color-mix(
    in srgb,
    light-dark(${({ theme }) => theme.color.text}, ${({ theme }) => theme.color.background}) 60%,
    transparent
  );
`;

const Panel = styled(Modal)<{ $size: DialogSize }>`
  width: 100%;
  max-width: ${({ theme, $size }) => `calc(${theme.space[8]} * ${$size === 'sm' ? 7 : 9})`};
  max-height: 100%;
  overflow: auto;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  font-family: ${({ theme }) => theme.fonts.body};
`;

const Body = styled(AriaDialog)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  outline: none;
`;

const Title = styled(Heading)`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

type DialogSize = 'sm' | 'md';

/** Props of the modal dialog. */
export interface DialogProps {
  /** Whether the dialog shows (controlled). */
  isOpen: boolean;
  /** Called with false on Escape, outside click (if dismissable) or an action that closes. */
  onOpenChange: (isOpen: boolean) => void;
  /** Heading, also the dialog's accessible name. */
  title: ReactNode;
  /** Body content. */
  children: ReactNode;
  /** Buttons along the bottom edge; render them with onPress that calls onOpenChange(false). */
  actions?: ReactNode;
  /** Lets a click on the backdrop close the dialog. Escape always closes. */
  isDismissable?: boolean;
  /** Use alertdialog for confirmations that interrupt (e.g. waiting-list question). */
  role?: 'dialog' | 'alertdialog';
  /** Panel width. */
  size?: DialogSize;
}

/** A modal dialog: focus is trapped inside, Escape closes, focus returns to the opener. */
export function Dialog({
  isOpen,
  onOpenChange,
  title,
  children,
  actions,
  isDismissable = false,
  role = 'dialog',
  size = 'md',
}: DialogProps) {
  return (
    <Overlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={isDismissable}>
      <Panel $size={size}>
        <Body role={role}>
          <Title slot="title">{title}</Title>
          <Content>{children}</Content>
          {actions ? <Actions>{actions}</Actions> : null}
        </Body>
      </Panel>
    </Overlay>
  );
}
