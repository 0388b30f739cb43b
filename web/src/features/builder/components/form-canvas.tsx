/**
 * The drag and drop part of the form builder (dnd-kit; docs/architecture.md, "Web"): the palette of the 16 field types
 * (./field-palette.tsx) and the layout's columns with their fields (./canvas-column.tsx). A type dropped on a column
 * (or on a field of it) adds a field there; a field dragged within its column is reordered, onto another column it
 * moves there (../drop-target.ts). Pointer and keyboard (Space or Enter to pick up, arrows to move —
 * `sortableKeyboardCoordinates` —, Space or Enter to drop, Escape to cancel); every step is announced in the interface
 * language (../use-drag-announcements.ts). The add-a-field form (./add-field-controls.tsx) is the path that needs no
 * dragging at all.
 */
import { DndContext, type DragEndEvent, type DragMoveEvent, DragOverlay } from '@dnd-kit/core';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { UiLocale } from '../../../../../shared/constants';
import { CATEGORY_TYPES, FIELD_TYPES, type FieldType } from '../../../../../shared/schemas/builder';
import type { FieldErrors } from '../../../lib/forms/use-form';
import { formMessages, sharedMessages, typeMessages } from '../messages';
import { type BuilderState, columnItems } from '../model';
import { useDragAnnouncements } from '../use-drag-announcements';
import { Column } from './canvas-column';
import { useBuilderSensors } from './drag-handle';
import { collisions, dataOf, dropTarget } from '../drop-target';
import { PaletteItem } from './field-palette';

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

  const announcements = useDragAnnouncements(state, locale, typeName);

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
