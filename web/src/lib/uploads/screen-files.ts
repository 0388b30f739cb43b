/**
 * The files a field takes from those picked or dropped, before anything is sent: not empty, of an accepted type,
 * within the size limit, and no more than there is room for. Each screen says its refusals in its own words (the
 * record form's, the upload page's), so the texts come with the call.
 */
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { fileAccepted } from '../../../../shared/record-values';
import { formatSize } from './format-size';

export interface RefusalTexts {
  readonly empty: MessageDescriptor;
  readonly type: MessageDescriptor;
  readonly size: MessageDescriptor;
  /** Given `{ name, count }`. */
  readonly count: MessageDescriptor;
}

export interface ScreenRules {
  readonly accept: readonly string[] | undefined;
  /** Bytes; none when undefined. */
  readonly bytes: number | undefined;
  /** The field's count, said in the refusal (the room left may be less). */
  readonly limit: number | undefined;
}

/** The picked files the field takes (at most `room` of them), and a message for each one it refuses. */
export function screenFiles(intl: IntlShape, picked: readonly File[], room: number, rules: ScreenRules, texts: RefusalTexts) {
  const { accept, bytes, limit } = rules;
  const kept: File[] = [];
  const refused: string[] = [];
  for (const file of picked) {
    if (file.size === 0) refused.push(intl.formatMessage(texts.empty, { name: file.name }));
    else if (!fileAccepted(file, accept)) refused.push(intl.formatMessage(texts.type, { name: file.name }));
    else if (bytes !== undefined && file.size > bytes) {
      refused.push(intl.formatMessage(texts.size, { name: file.name, size: formatSize(intl, bytes) }));
    } else if (kept.length >= room) {
      refused.push(intl.formatMessage(texts.count, { name: file.name, count: limit ?? room }));
    } else kept.push(file);
  }
  return { kept, refused };
}
