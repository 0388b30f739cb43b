/**
 * The frame of the modal dialogs (react-aria-components): focus trapped and restored to the opener, Escape
 * and the close button close it, labelled by its title. The shell modal and the form dialogs fill it.
 */
import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  close: { id: 'modal.close', defaultMessage: 'Fermer' },
});

export interface ModalDialogProps {
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

export function ModalDialog({ title, onClose, children }: ModalDialogProps) {
  const intl = useIntl();
  return (
    <ModalOverlay
      className="modal-overlay"
      isOpen
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Modal className="modal">
        <Dialog className="modal-dialog">
          <div className="modal-header">
            <Heading slot="title" className="modal-title">
              {title}
            </Heading>
            <Button className="modal-close" onPress={onClose} aria-label={intl.formatMessage(messages.close)}>
              <svg viewBox="0 0 16 16" width={16} height={16} aria-hidden="true" focusable="false">
                <path d="M3 3 L13 13 M13 3 L3 13" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
              </svg>
            </Button>
          </div>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
