/**
 * What a screen reader hears of the form builder's drag and drop, in the interface language: the item picked up (a
 * new field of a type, or a field by its name), where it is over (column and position), where it was dropped, or
 * that the drag was cancelled.
 */
import type { Active, Announcements, Over } from '@dnd-kit/core';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import type { UiLocale } from '../../../../shared/constants';
import type { FieldType } from '../../../../shared/schemas/builder';
import { dataOf, dropTarget } from './drop-target';
import { formDndMessages, formMessages } from './messages';
import { type BuilderState, fieldName } from './model';

export function useDragAnnouncements(state: BuilderState, locale: UiLocale, typeName: (type: FieldType) => string): Announcements {
  const intl = useIntl();
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
  return {
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
}
