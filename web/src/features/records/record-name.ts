import type { RecordView } from '../../../../shared/schemas/records';
import { type FormatContext, valueText } from './format';
import { recordMessages } from './messages';
import type { ElementScreen } from './use-element';

/** How a record is named on screen: the text of the first of its list's columns (files aside) that has one, else "Fiche sans titre". */
export function recordName(
  screen: Pick<ElementScreen, 'form' | 'table'>,
  record: Pick<RecordView, 'values'>,
  context: FormatContext,
): string {
  for (const column of screen.table.columns) {
    const field = screen.form.fields.find((candidate) => candidate.key === column);
    // A file's name does not name a record (a list may show a photo first).
    const text = field && field.type !== 'file' && field.type !== 'gallery' ? valueText(field, record.values[column], context).trim() : '';
    if (text !== '') return text.length > 80 ? `${text.slice(0, 79)}…` : text;
  }
  return context.intl.formatMessage(recordMessages.untitled);
}
