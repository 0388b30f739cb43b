/**
 * The order of a list's visible columns: a sortable list (dnd-kit, pointer and keyboard — Space or Enter to
 * pick up, arrows to move, Space or Enter to drop, Escape to cancel —, announced in the interface language),
 * plus "move up" and "move down" buttons for those who prefer not to drag.
 */
import { closestCenter, DndContext, type Active, type Announcements, type DragEndEvent, type Over } from '@dnd-kit/core';
import { arrayMove, SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { sharedMessages, tableMessages } from '../messages';
import { DragHandle, useBuilderSensors } from './drag-handle';

const roleMessages = defineMessages({
  sortable: { id: 'applications.table.dnd.sortable', defaultMessage: 'colonne triable' },
});

export interface ColumnOrderProps {
  /** Column keys, in display order. */
  readonly columns: readonly string[];
  readonly nameOf: (column: string) => string;
  readonly onChange: (columns: string[]) => void;
  readonly labelledBy: string;
  readonly describedBy?: string;
}

export function ColumnOrder({ columns, nameOf, onChange, labelledBy, describedBy }: ColumnOrderProps) {
  const intl = useIntl();
  const sensors = useBuilderSensors();
  const count = columns.length;
  const name = (entry: Active | Over) => nameOf(String(entry.id));
  const position = (entry: Active | Over) => columns.indexOf(String(entry.id)) + 1;
  // A picked-up item is first over itself: that is already said by the pick-up announcement.
  const moved = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      moved.current = false;
      return intl.formatMessage(tableMessages.picked, { name: name(active), position: position(active), count });
    },
    onDragOver: ({ active, over }) => {
      if (!over || (!moved.current && over.id === active.id)) return undefined;
      moved.current = true;
      return intl.formatMessage(tableMessages.over, { name: name(active), position: position(over), count });
    },
    onDragEnd: ({ active, over }) =>
      intl.formatMessage(tableMessages.dropped, { name: name(active), position: over ? position(over) : position(active), count }),
    onDragCancel: ({ active }) => intl.formatMessage(tableMessages.cancelled, { name: name(active) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(arrayMove([...columns], columns.indexOf(String(active.id)), columns.indexOf(String(over.id))));
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= count) return;
    onChange(arrayMove([...columns], from, to));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements, screenReaderInstructions: { draggable: intl.formatMessage(sharedMessages.instructions) } }}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={[...columns]} strategy={verticalListSortingStrategy}>
        <ol className="column-order" aria-labelledby={labelledBy} aria-describedby={describedBy}>
          {columns.map((column, index) => (
            <OrderRow
              key={column}
              id={column}
              name={nameOf(column)}
              first={index === 0}
              last={index === count - 1}
              onUp={() => move(index, index - 1)}
              onDown={() => move(index, index + 1)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function OrderRow({
  id,
  name,
  first,
  last,
  onUp,
  onDown,
}: {
  id: string;
  name: string;
  first: boolean;
  last: boolean;
  onUp: () => void;
  onDown: () => void;
}) {
  const intl = useIntl();
  const sortable = useSortable({ id, attributes: { roleDescription: intl.formatMessage(roleMessages.sortable) } });
  return (
    <li
      ref={sortable.setNodeRef}
      className={['column-order-row', sortable.isDragging ? 'is-dragging' : ''].filter(Boolean).join(' ')}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      data-column={id}
    >
      <DragHandle sortable={sortable} name={name} />
      <span className="column-order-name">{name}</span>
      <MoveButton arrow="↑" label={intl.formatMessage(tableMessages.up, { name })} disabled={first} onClick={onUp} />
      <MoveButton arrow="↓" label={intl.formatMessage(tableMessages.down, { name })} disabled={last} onClick={onDown} />
    </li>
  );
}

/** Moves a column by one place; at an end it stays focusable but says it is unavailable. */
function MoveButton({ arrow, label, disabled, onClick }: { arrow: string; label: string; disabled: boolean; onClick: () => void }) {
  return (
    <button type="button" className="button small" aria-label={label} aria-disabled={disabled || undefined} onClick={onClick}>
      <span aria-hidden="true">{arrow}</span>
    </button>
  );
}
