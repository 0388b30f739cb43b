/** The form builder's add-a-field form, the path that needs no dragging: a type and a column, then "Add". */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { CATEGORY_TYPES, FIELD_TYPES, type FieldType } from '../../../../../shared/schemas/builder';
import { SelectField } from '../../../components/ui/select-field';
import { formMessages, typeMessages } from '../messages';

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
