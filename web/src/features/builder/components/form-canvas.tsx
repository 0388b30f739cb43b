/**
 * The drag and drop part of the form builder (dnd-kit, DESIGN §7): the palette of the 16 field types and the
 * layout's columns with their fields. A type dropped on a column (or on a field of it) adds a field there;
 * a field dragged within its column is reordered, onto another column it moves there. Pointer and keyboard
 * (Space or Enter to pick up, arrows to move — `sortableKeyboardCoordinates` —, Space or Enter to drop, Escape
 * to cancel); every step is announced in the interface language. The add-a-field form (type, column) is the
 * path that needs no dragging at all.
 */
import {
  closestCorners,
  DndContext,
  DragOverlay,
  pointerWithin,
  rectIntersection,
  useDraggable,
  useDroppable,
  type Active,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragMoveEvent,
  type Over,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useId, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { UiLocale } from '../../../../../shared/constants';
import { localizedText } from '../../../../../shared/localized-text';
import { CATEGORY_TYPES, FIELD_TYPES, type FieldType, type FormField } from '../../../../../shared/schemas/builder';
import { SelectField } from '../../../components/ui/select-field';
import { formDndMessages, formMessages, sharedMessages, typeMessages } from '../messages';
import type { FieldErrors } from '../../../lib/forms/use-form';
import { DragHandle, useBuilderSensors } from './drag-handle';
import { columnItems, errorAt, fieldPath, keyLocked, shownColumn, type BuilderItem, type BuilderState } from '../model';

const roleMessages = defineMessages({
  draggable: { id: 'applications.builder.dnd.draggable', defaultMessage: 'élément à déplacer' },
  sortable: { id: 'applications.builder.dnd.sortable', defaultMessage: 'élément triable' },
});

const PALETTE = 'palette:';
const COLUMN = 'column:';

type DragData = { kind: 'palette'; type: FieldType } | { kind: 'field'; uid: string } | { kind: 'column'; column: number };
const dataOf = (entry: Active | Over | null | undefined): DragData | undefined => entry?.data.current as DragData | undefined;

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
const collisions: CollisionDetection = (args) => {
  if (!args.pointerCoordinates) {
    const touching = new Set(rectIntersection(args).map((collision) => collision.id));
    return closestCorners({ ...args, droppableContainers: args.droppableContainers.filter((container) => touching.has(container.id)) });
  }
  const within = pointerWithin(args);
  const field = within.find((collision) => !String(collision.id).startsWith(COLUMN));
  return field ? [field] : within;
};

export const fieldName = (field: Pick<FormField, 'label' | 'key'>, locale: UiLocale): string =>
  localizedText(field.label, locale) || field.key;

export interface FormCanvasProps {
  readonly state: BuilderState;
  readonly locale: UiLocale;
  /** The form's problems by path (a field's under `fieldPath(uid)`). */
  readonly errors: FieldErrors;
  readonly categoryElements: readonly string[];
  /** The element has records: fields that existed keep their technical value and cannot be removed. */
  readonly hasRecords: boolean;
  readonly onAdd: (type: FieldType, column: number, before: string | null) => void;
  readonly onMove: (uid: string, column: number, before: string | null) => void;
  readonly onReorder: (uid: string, overUid: string) => void;
  readonly onSelect: (uid: string) => void;
  readonly onRemove: (uid: string) => void;
}

export function FormCanvas({
  state,
  locale,
  errors,
  categoryElements,
  hasRecords,
  onAdd,
  onMove,
  onReorder,
  onSelect,
  onRemove,
}: FormCanvasProps) {
  const intl = useIntl();
  const instructionsId = useId();
  const noCategoryId = useId();
  const [dragged, setDragged] = useState<FieldType | null>(null);
  // Where a new or moved field would land, drawn as a line between fields (a reorder within a column is
  // shown by the sortable list itself).
  const [indicator, setIndicator] = useState<{ column: number; before: string | null } | null>(null);
  const track = ({ active, over }: DragMoveEvent) => {
    const target = dropTarget(state, active, over);
    const next = target && !target.reorder ? { column: target.column, before: target.before } : null;
    setIndicator((current) => (current?.column === next?.column && current?.before === next?.before ? current : next));
  };
  const sensors = useBuilderSensors();
  const typeName = (type: FieldType) => intl.formatMessage(typeMessages[type]);
  const canAddCategories = categoryElements.length > 0;
  const available = (type: FieldType) => canAddCategories || !CATEGORY_TYPES.includes(type);

  const nameOf = (active: Active): string => {
    const data = dataOf(active);
    if (data?.kind === 'palette') return intl.formatMessage(formMessages.newType, { type: typeName(data.type) });
    const item = data?.kind === 'field' ? state.items.find((other) => other.uid === data.uid) : undefined;
    return item ? fieldName(item.field, locale) : '';
  };
  const where = (active: Active, over: Over | null) => {
    const target = dropTarget(state, active, over);
    return target ? { column: target.column, position: target.position } : null;
  };
  // A picked-up field is first over itself: that is already said by the pick-up announcement.
  const moved = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      moved.current = false;
      return intl.formatMessage(formDndMessages.picked, { name: nameOf(active) });
    },
    onDragOver: ({ active, over }) => {
      if (!moved.current && over?.id === active.id) return undefined;
      moved.current = true;
      const target = where(active, over);
      const name = nameOf(active);
      return target
        ? intl.formatMessage(formDndMessages.over, { name, ...target })
        : intl.formatMessage(formDndMessages.overNone, { name });
    },
    onDragEnd: ({ active, over }) => {
      const target = where(active, over);
      const name = nameOf(active);
      return target
        ? intl.formatMessage(formDndMessages.dropped, { name, ...target })
        : intl.formatMessage(formDndMessages.droppedNone, { name });
    },
    onDragCancel: ({ active }) => intl.formatMessage(formDndMessages.cancelled, { name: nameOf(active) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    setIndicator(null);
    const source = dataOf(active);
    const target = dropTarget(state, active, over);
    if (!source || !target) return;
    if (source.kind === 'palette') onAdd(source.type, target.column, target.before);
    else if (source.kind === 'field' && target.reorder) onReorder(source.uid, target.reorder);
    else if (source.kind === 'field') onMove(source.uid, target.column, target.before);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      accessibility={{ announcements, screenReaderInstructions: { draggable: intl.formatMessage(sharedMessages.instructions) } }}
      onDragStart={({ active }) => {
        const data = dataOf(active);
        setDragged(data?.kind === 'palette' ? data.type : null);
      }}
      onDragMove={track}
      onDragOver={track}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        setDragged(null);
        setIndicator(null);
      }}
    >
      <div className="builder-workspace-main">
        <section className="builder-palette" aria-labelledby="builder-palette-title">
          <h3 id="builder-palette-title">{intl.formatMessage(formMessages.palette)}</h3>
          <p id={instructionsId} className="field-description">
            {intl.formatMessage(formMessages.paletteHelp)}
          </p>
          {canAddCategories ? null : (
            <p id={noCategoryId} className="field-description">
              {intl.formatMessage(formMessages.noCategoryElement)}
            </p>
          )}
          <ul className="builder-palette-list" aria-labelledby="builder-palette-title">
            {FIELD_TYPES.map((type) => (
              <PaletteItem
                key={type}
                type={type}
                name={typeName(type)}
                disabled={!available(type)}
                describedBy={available(type) ? instructionsId : noCategoryId}
              />
            ))}
          </ul>
        </section>
        <div className={`builder-columns columns-${state.columns}`}>
          {Array.from({ length: state.columns }, (_, index) => index + 1).map((column) => (
            <Column
              key={column}
              column={column}
              items={columnItems(state, column)}
              dropBefore={indicator?.column === column ? indicator.before : undefined}
              selected={state.selected}
              errors={errors}
              hasRecords={hasRecords}
              locale={locale}
              typeName={typeName}
              onSelect={onSelect}
              onRemove={onRemove}
            />
          ))}
        </div>
      </div>
      <DragOverlay dropAnimation={null}>
        {dragged ? <div className="builder-palette-item is-overlay">{typeName(dragged)}</div> : null}
      </DragOverlay>
    </DndContext>
  );
}

function PaletteItem({ type, name, disabled, describedBy }: { type: FieldType; name: string; disabled: boolean; describedBy: string }) {
  const intl = useIntl();
  const id = `${PALETTE}${type}`;
  const drag = useDraggable({
    id,
    data: { kind: 'palette', type },
    disabled,
    attributes: { roleDescription: intl.formatMessage(roleMessages.draggable) },
  });
  // Registered (never as a target) so that the keyboard coordinates know where the dragged type starts from.
  const drop = useDroppable({ id, disabled: true });
  return (
    <li>
      <button
        type="button"
        ref={(node) => {
          drag.setNodeRef(node);
          drop.setNodeRef(node);
        }}
        className="builder-palette-item"
        data-type={type}
        {...drag.attributes}
        {...drag.listeners}
        aria-describedby={[drag.attributes['aria-describedby'], describedBy].join(' ')}
      >
        <TypeIcon type={type} />
        <span>{name}</span>
      </button>
    </li>
  );
}

interface ColumnProps {
  readonly column: number;
  readonly items: readonly BuilderItem[];
  /** A drop would land here: before this field, or at the end of the column (null). */
  readonly dropBefore: string | null | undefined;
  readonly selected: string | null;
  /** The form's problems by path (a field's under `fieldPath(uid)`). */
  readonly errors: FieldErrors;
  readonly hasRecords: boolean;
  readonly locale: UiLocale;
  readonly typeName: (type: FieldType) => string;
  readonly onSelect: (uid: string) => void;
  readonly onRemove: (uid: string) => void;
}

function Column({ column, items, dropBefore, selected, errors, hasRecords, locale, typeName, onSelect, onRemove }: ColumnProps) {
  const intl = useIntl();
  const { setNodeRef, isOver } = useDroppable({ id: `${COLUMN}${column}`, data: { kind: 'column', column } });
  const titleId = `builder-column-${column}`;
  return (
    <section
      ref={setNodeRef}
      className={['builder-column', isOver ? 'is-over' : ''].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      data-column={column}
    >
      <h3 id={titleId} tabIndex={-1}>
        {intl.formatMessage(formMessages.columnTitle, { column })}
      </h3>
      <SortableContext id={`sortable:${column}`} items={items.map((item) => item.uid)} strategy={verticalListSortingStrategy}>
        <ul className="builder-field-list" aria-labelledby={titleId}>
          {items.map((item, index) => (
            <FieldCard
              key={item.uid}
              item={item}
              dropMark={dropBefore === item.uid ? 'before' : dropBefore === null && index === items.length - 1 ? 'after' : undefined}
              name={fieldName(item.field, locale)}
              typeName={typeName(item.field.type)}
              selected={selected === item.uid}
              invalid={errorAt(errors, fieldPath(item.uid)) !== undefined}
              locked={keyLocked(item, hasRecords)}
              onSelect={() => onSelect(item.uid)}
              onRemove={() => onRemove(item.uid)}
            />
          ))}
        </ul>
      </SortableContext>
      {items.length === 0 ? <p className="builder-drop-hint">{intl.formatMessage(formMessages.dropHere)}</p> : null}
    </section>
  );
}

interface FieldCardProps {
  readonly item: BuilderItem;
  /** The drop line, drawn above or below the card. */
  readonly dropMark: 'before' | 'after' | undefined;
  readonly name: string;
  readonly typeName: string;
  readonly selected: boolean;
  readonly invalid: boolean;
  /** Records use it: it stays. */
  readonly locked: boolean;
  readonly onSelect: () => void;
  readonly onRemove: () => void;
}

function FieldCard({ item, dropMark, name, typeName, selected, invalid, locked, onSelect, onRemove }: FieldCardProps) {
  const intl = useIntl();
  const sortable = useSortable({
    id: item.uid,
    data: { kind: 'field', uid: item.uid },
    attributes: { roleDescription: intl.formatMessage(roleMessages.sortable) },
  });
  const errorId = `builder-field-${item.uid}-error`;
  const lockedId = `builder-field-${item.uid}-locked`;
  return (
    <li
      ref={sortable.setNodeRef}
      className={[
        'builder-field',
        selected ? 'is-selected' : '',
        invalid ? 'is-invalid' : '',
        sortable.isDragging ? 'is-dragging' : '',
        dropMark ? `drop-${dropMark}` : '',
      ]
        .filter(Boolean)
        .join(' ')}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      data-key={item.field.key}
    >
      <DragHandle sortable={sortable} name={name} />
      <button
        type="button"
        id={`builder-field-${item.uid}`}
        className="builder-field-select"
        aria-pressed={selected}
        aria-describedby={invalid ? errorId : undefined}
        onClick={onSelect}
      >
        <span className="builder-field-name">
          {name}
          {item.field.mandatory ? (
            <>
              <span className="field-required" aria-hidden="true">
                {' *'}
              </span>
              <span className="visually-hidden">{` (${intl.formatMessage(formMessages.mandatory)})`}</span>
            </>
          ) : null}
        </span>
        <span className="builder-field-meta">{intl.formatMessage(formMessages.fieldMeta, { type: typeName, key: item.field.key })}</span>
      </button>
      <button
        type="button"
        className="builder-remove"
        aria-label={intl.formatMessage(formMessages.remove, { name })}
        aria-disabled={locked || undefined}
        aria-describedby={locked ? lockedId : undefined}
        onClick={() => {
          if (!locked) onRemove();
        }}
      >
        <svg viewBox="0 0 16 16" width={16} height={16} aria-hidden="true" focusable="false">
          <path d="M3 3 L13 13 M13 3 L3 13" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
        </svg>
      </button>
      {locked ? (
        <span id={lockedId} className="visually-hidden">
          {intl.formatMessage(formMessages.removeLocked)}
        </span>
      ) : null}
      {invalid ? (
        <p id={errorId} className="field-error">
          {intl.formatMessage(formMessages.fieldInvalid)}
        </p>
      ) : null}
    </li>
  );
}

/** The no-drag path: a type and a column, then "Add". */
export function AddFieldControls({
  columns,
  categoryElements,
  onAdd,
}: {
  columns: number;
  categoryElements: readonly string[];
  onAdd: (type: FieldType, column: number) => void;
}) {
  const intl = useIntl();
  const [type, setType] = useState<FieldType>('text');
  const [column, setColumn] = useState(1);
  const types = FIELD_TYPES.filter((item) => categoryElements.length > 0 || !CATEGORY_TYPES.includes(item));
  const target = Math.min(column, columns);
  return (
    <fieldset className="builder-add">
      <legend>{intl.formatMessage(formMessages.addLegend)}</legend>
      <SelectField
        label={intl.formatMessage(formMessages.addType)}
        options={types.map((item) => ({ value: item, label: intl.formatMessage(typeMessages[item]) }))}
        value={type}
        onChange={(event) => setType(event.target.value as FieldType)}
      />
      <SelectField
        label={intl.formatMessage(formMessages.addColumn)}
        options={Array.from({ length: columns }, (_, index) => ({ value: String(index + 1), label: String(index + 1) }))}
        value={String(target)}
        onChange={(event) => setColumn(Number(event.target.value))}
      />
      <button type="button" className="button" onClick={() => onAdd(type, target)}>
        {intl.formatMessage(formMessages.addSubmit)}
      </button>
    </fieldset>
  );
}

/** A small decorative mark per family of types. */
function TypeIcon({ type }: { type: FieldType }) {
  const letter: Record<FieldType, string> = {
    text: 'T',
    textarea: '¶',
    html: 'H',
    email: '@',
    datetime: 'D',
    number: '#',
    checkboxes: '☑',
    radios: '◉',
    select: '▾',
    file: 'F',
    yesno: '±',
    multipleCategories: 'C',
    singleCategory: 'c',
    gallery: 'G',
    characteristics: '≡',
    questions: '?',
  };
  return (
    <span className="builder-type-icon" aria-hidden="true">
      {letter[type]}
    </span>
  );
}
