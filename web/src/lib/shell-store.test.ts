import { describe, expect, it, vi } from 'vitest';
import { events } from './events';
import { closeModal, followModalLink, getShellState, hideLoader, isEventTarget, openModal, showLoader } from './shell-store';

const modal = {
  title: 'Supprimer la fiche ?',
  text: 'Cette action est définitive.',
  links: [
    { target: 'trash', class: 'danger', title: 'Supprimer' },
    { target: '/fr/policy', title: 'En savoir plus' },
  ],
  modelId: 'rec-42',
};

describe('shell store', () => {
  it('switches the loader overlay on and off', () => {
    showLoader();
    expect(getShellState().loading).toBe(true);
    hideLoader();
    expect(getShellState().loading).toBe(false);
  });

  it('opens and closes the modal', () => {
    openModal(modal);
    expect(getShellState().modal).toBe(modal);
    closeModal();
    expect(getShellState().modal).toBeNull();
  });

  it('a link target without a slash is an event', () => {
    expect(isEventTarget('trash')).toBe(true);
    expect(isEventTarget('/fr/policy')).toBe(false);
    expect(isEventTarget('fr/policy')).toBe(false);
  });

  it('an event link emits {modelId} and closes; a path link navigates and closes', () => {
    const handler = vi.fn();
    const off = events.on('duplicate', handler);
    const navigate = vi.fn();
    openModal({ ...modal, links: [{ target: 'duplicate', title: 'Dupliquer' }] });
    followModalLink({ target: 'duplicate', title: 'Dupliquer' }, navigate);
    expect(handler).toHaveBeenCalledWith({ modelId: 'rec-42' });
    expect(navigate).not.toHaveBeenCalled();
    expect(getShellState().modal).toBeNull();

    openModal(modal);
    followModalLink({ target: '/fr/policy', title: 'En savoir plus' }, navigate);
    expect(navigate).toHaveBeenCalledWith('/fr/policy');
    expect(handler).toHaveBeenCalledTimes(1);
    expect(getShellState().modal).toBeNull();
    off();
  });

  it('a trash confirmation event sets the current model id', () => {
    events.emit('trash', { modelId: 'rec-7' });
    expect(getShellState().modelId).toBe('rec-7');
  });

  it('unsubscribing stops the delivery', () => {
    const handler = vi.fn();
    const off = events.on('archive', handler);
    off();
    events.emit('archive', { modelId: null });
    expect(handler).not.toHaveBeenCalled();
  });
});
