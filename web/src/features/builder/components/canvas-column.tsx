/**
 * A column of the form builder's layout: a drop target holding a sortable list of field cards. A card selects its
 * field (its settings open), shows its name, type and technical value, marks a mandatory or invalid field, and
 * removes it (not when records use it); the drop line shows where a dragged field would land.
 */
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useIntl } from 'react-intl';
import type { UiLocale } from '../../../../../shared/constants';
import type { FieldType } from '../../../../../shared/schemas/builder';
import type { FieldErrors } from '../../../lib/forms/use-form';
import { dndRoleMessages, formMessages } from '../messages';
import { type BuilderItem, errorAt, fieldName, fieldPath, keyLocked } from '../model';
import { DragHandle } from './drag-handle';
import { COLUMN } from '../drop-target';

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

export function Column({ column, items, dropBefore, selected, errors, hasRecords, locale, typeName, onSelect, onRemove }: ColumnProps) {
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
    attributes: { roleDescription: intl.formatMessage(dndRoleMessages.sortable) },
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
