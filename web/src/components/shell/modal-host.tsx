/**
 * Mounts the full-screen modal when the shell store holds one. The dialog itself (react-aria-components)
 * is a separate chunk, downloaded the first time a modal opens.
 */
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { lazyWithReload } from '../../lib/chunk-reload';
import { closeModal, followModalLink, useShellState } from '../../lib/shell-store';

const ShellModal = lazy(lazyWithReload(() => import('../ui/shell-modal')));

export function ModalHost() {
  const { modal } = useShellState();
  const navigate = useNavigate();
  if (modal === null) return null;
  return (
    <Suspense fallback={null}>
      <ShellModal modal={modal} onClose={closeModal} onFollow={(link) => followModalLink(link, (to) => void navigate(to))} />
    </Suspense>
  );
}
