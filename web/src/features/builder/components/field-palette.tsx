/** The palette of the form builder: one draggable button per field type, with its small decorative mark. */
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { useIntl } from 'react-intl';
import type { FieldType } from '../../../../../shared/schemas/builder';
import { dndRoleMessages } from '../messages';
import { PALETTE } from '../drop-target';

export function PaletteItem({
  type,
  name,
  disabled,
  describedBy,
}: {
  type: FieldType;
  name: string;
  disabled: boolean;
  describedBy: string;
}) {
  const intl = useIntl();
  const id = `${PALETTE}${type}`;
  const drag = useDraggable({
    id,
    data: { kind: 'palette', type },
    disabled,
    attributes: { roleDescription: intl.formatMessage(dndRoleMessages.draggable) },
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
