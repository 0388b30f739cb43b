/**
 * Where a drag of the form builder lands (dnd-kit): what each draggable and droppable carries (a palette type, a
 * field, a column), the target of a drop — a column, before a field of it (or at its end), the position taken — and
 * the collision detection that finds it, with a pointer or with the keyboard.
 */
import { type Active, type CollisionDetection, closestCorners, type Over, pointerWithin, rectIntersection } from '@dnd-kit/core';
import type { FieldType } from '../../../../shared/schemas/builder';
import { type BuilderState, columnItems, shownColumn } from './model';

export const PALETTE = 'palette:';
export const COLUMN = 'column:';

export type DragData = { kind: 'palette'; type: FieldType } | { kind: 'field'; uid: string } | { kind: 'column'; column: number };
export const dataOf = (entry: Active | Over | null | undefined): DragData | undefined => entry?.data.current as DragData | undefined;

/** Where a drop lands: a column, before a field of it (or at its end), and the position it takes (1-based). */
export interface DropTarget {
  readonly column: number;
  readonly before: string | null;
  readonly position: number;
  /** Within its own column: the field takes the place of `over` (sortable rule). */
  readonly reorder?: string;
}

export function dropTarget(state: BuilderState, active: Active, over: Over | null): DropTarget | null {
  const target = dataOf(over);
  const source = dataOf(active);
  if (!over || !target || !source) return null;
  const activeUid = source.kind === 'field' ? source.uid : null;
  if (target.kind === 'column') {
    const items = columnItems(state, target.column).filter((item) => item.uid !== activeUid);
    return { column: target.column, before: null, position: items.length + 1 };
  }
  if (target.kind !== 'field') return null;
  const overItem = state.items.find((item) => item.uid === target.uid);
  if (!overItem) return null;
  const column = shownColumn(overItem.field, state.columns);
  const all = columnItems(state, column);
  const activeItem = activeUid ? state.items.find((item) => item.uid === activeUid) : undefined;
  if (activeItem && shownColumn(activeItem.field, state.columns) === column) {
    return { column, before: null, position: all.findIndex((item) => item.uid === overItem.uid) + 1, reorder: overItem.uid };
  }
  const items = all.filter((item) => item.uid !== activeUid);
  const index = items.findIndex((item) => item.uid === overItem.uid);
  const moved = active.rect.current.translated;
  const after = moved ? moved.top + moved.height / 2 > over.rect.top + over.rect.height / 2 : false;
  const before = after ? (items[index + 1]?.uid ?? null) : overItem.uid;
  return { column, before, position: index + (after ? 2 : 1) };
}

/**
 * With a pointer: the field under it, else the column under it (nothing between columns). With the keyboard
 * (no pointer): among what the dragged item touches, the closest corners — `sortableKeyboardCoordinates` puts
 * it on its target; a type just picked up in the palette touches nothing yet.
 */
export const collisions: CollisionDetection = (args) => {
  if (!args.pointerCoordinates) {
    const touching = new Set(rectIntersection(args).map((collision) => collision.id));
    return closestCorners({ ...args, droppableContainers: args.droppableContainers.filter((container) => touching.has(container.id)) });
  }
  const within = pointerWithin(args);
  const field = within.find((collision) => !String(collision.id).startsWith(COLUMN));
  return field ? [field] : within;
};
