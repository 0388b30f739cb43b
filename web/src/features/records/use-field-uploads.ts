/**
 * The uploads of a record form's file and gallery fields: each file is sent as soon as it is chosen (POST …/uploads,
 * then straight to S3, web/src/lib/uploads); the fields with a file still on its way are tracked, since the form is
 * not saved meanwhile, and a save tried then is `blocked` (the save bar says why) until they have arrived.
 */
import { useEffect, useMemo, useState } from 'react';
import type { FieldUploads } from '../../components/form-renderer/form-renderer';
import { UploadingFileField } from '../../components/uploads/uploading-file-field';
import type { ElementRef } from '../../lib/projects/element-queries';
import { customerUploads } from '../../lib/uploads/api';

export function useFieldUploads(to: ElementRef, applicationId: string) {
  const [uploading, setUploading] = useState<ReadonlySet<string>>(() => new Set());
  const [blocked, setBlocked] = useState(false);
  const uploads = useMemo<FieldUploads>(
    () => ({
      calls: (field) => customerUploads({ projectId: to.projectId, applicationId, element: to.element }, field),
      onBusyChange: (field, busy) =>
        setUploading((fields) => {
          if (fields.has(field) === busy) return fields;
          const next = new Set(fields);
          if (busy) next.add(field);
          else next.delete(field);
          return next;
        }),
      Field: UploadingFileField,
    }),
    [to.projectId, to.element, applicationId],
  );
  const filesOnTheirWay = uploading.size > 0;
  useEffect(() => {
    if (!filesOnTheirWay) setBlocked(false);
  }, [filesOnTheirWay]);
  /** A save was tried while files are on their way. */
  const block = () => setBlocked(true);
  return { uploads, filesOnTheirWay, blocked, block };
}
