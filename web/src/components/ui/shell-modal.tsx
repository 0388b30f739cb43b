/**
 * The full-screen modal (SPEC §3, §4) on react-aria-components: focus trapped and restored, Escape closes,
 * labelled by its title. Links whose target has no slash are actions (buttons that emit an event);
 * the others are real links, followed client-side.
 */
import type { MouseEvent } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import { isEventTarget, type ModalDescription, type ModalLink } from '../../lib/shell-store';

const messages = defineMessages({
  close: { id: 'modal.close', defaultMessage: 'Fermer' },
});

export interface ShellModalProps {
  readonly modal: ModalDescription;
  readonly onClose: () => void;
  readonly onFollow: (link: ModalLink) => void;
}

const linkClass = (link: ModalLink) => ['button', 'modal-link', link.class].filter(Boolean).join(' ');

export default function ShellModal({ modal, onClose, onFollow }: ShellModalProps) {
  const intl = useIntl();
  const followAnchor = (event: MouseEvent<HTMLAnchorElement>, link: ModalLink) => {
    // Let the browser handle new tabs and windows.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onFollow(link);
  };
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
              {modal.title}
            </Heading>
            <Button className="modal-close" onPress={onClose} aria-label={intl.formatMessage(messages.close)}>
              <svg viewBox="0 0 16 16" width={16} height={16} aria-hidden="true" focusable="false">
                <path d="M3 3 L13 13 M13 3 L3 13" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
              </svg>
            </Button>
          </div>
          <p className="modal-text">{modal.text}</p>
          {modal.links.length > 0 ? (
            <div className="modal-actions">
              {modal.links.map((link, index) =>
                isEventTarget(link.target) ? (
                  <Button key={index} className={linkClass(link)} onPress={() => onFollow(link)}>
                    {link.title}
                  </Button>
                ) : (
                  <a key={index} className={linkClass(link)} href={link.target} onClick={(event) => followAnchor(event, link)}>
                    {link.title}
                  </a>
                ),
              )}
            </div>
          ) : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
