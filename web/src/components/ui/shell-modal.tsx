/**
 * The full-screen modal (docs/product.md, "Entities", "States") in the modal frame (modal-dialog.tsx: focus trapped and
 * restored, Escape closes, labelled by its title). Links whose target has no slash are actions (buttons that emit an
 * event); the others are real links, followed client-side.
 */
import type { MouseEvent } from 'react';
import { Button } from 'react-aria-components';
import { isEventTarget, type ModalDescription, type ModalLink } from '../../lib/shell-store';
import { ModalDialog } from './modal-dialog';

export interface ShellModalProps {
  readonly modal: ModalDescription;
  readonly onClose: () => void;
  readonly onFollow: (link: ModalLink) => void;
}

const linkClass = (link: ModalLink) => ['button', 'modal-link', link.class].filter(Boolean).join(' ');

export default function ShellModal({ modal, onClose, onFollow }: ShellModalProps) {
  const followAnchor = (event: MouseEvent<HTMLAnchorElement>, link: ModalLink) => {
    // Let the browser handle new tabs and windows.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onFollow(link);
  };
  return (
    <ModalDialog title={modal.title} onClose={onClose}>
      <p className="modal-text">{modal.text}</p>
      {modal.links.length > 0 ? (
        <div className="modal-actions">
          {modal.links.map((link) =>
            isEventTarget(link.target) ? (
              <Button key={`${link.target}|${link.title}`} className={linkClass(link)} onPress={() => onFollow(link)}>
                {link.title}
              </Button>
            ) : (
              <a
                key={`${link.target}|${link.title}`}
                className={linkClass(link)}
                href={link.target}
                onClick={(event) => followAnchor(event, link)}
              >
                {link.title}
              </a>
            ),
          )}
        </div>
      ) : null}
    </ModalDialog>
  );
}
