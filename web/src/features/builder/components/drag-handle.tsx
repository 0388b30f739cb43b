/**
 * What the builder's sortable lists (the form's columns, the list's column order) share: the sensors (pointer
 * after a 5 px move, so that a click stays a click; keyboard with the sortable arrow moves) and the grip that
 * starts a drag, named after the item it moves.
 */
import { KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { sortableKeyboardCoordinates, type useSortable } from '@dnd-kit/sortable';
import { useIntl } from 'react-intl';
import { sharedMessages } from '../messages';

export function useBuilderSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

export function DragHandle({ sortable, name }: { readonly sortable: ReturnType<typeof useSortable>; readonly name: string }) {
  const intl = useIntl();
  return (
    <button
      type="button"
      ref={sortable.setActivatorNodeRef}
      className="builder-handle"
      {...sortable.attributes}
      {...sortable.listeners}
      aria-label={intl.formatMessage(sharedMessages.moveHandle, { name })}
    >
      <svg viewBox="0 0 16 16" width={16} height={16} aria-hidden="true" focusable="false">
        {[4, 8, 12].flatMap((y) => [6, 10].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r={1.3} fill="currentColor" />))}
      </svg>
    </button>
  );
}
