import type { PresignedPost } from '../../../shared/schemas/uploads';
import { expectOk, s3Call } from '../aws/s3-signed';
import { config } from '../config';
import { presignGet, presignPost } from './uploads-bucket';

/**
 * The objects of CSV paste imports in the uploads bucket (docs/data-model.md, "Imports"), under
 * `imports/<projectId>/<applicationId>/<importId>/`: the paste (`source.csv`), the plan (`plan.json`), the commit's
 * failures per chunk (`failed-<chunk>.json`) and the error rows (`errors.csv`). A lifecycle rule deletes the prefix
 * after a day.
 */
export const importObjectKeys = {
  folder: (projectId: string, applicationId: string, importId: string) => `imports/${projectId}/${applicationId}/${importId}/`,
  source: (projectId: string, applicationId: string, importId: string) => `imports/${projectId}/${applicationId}/${importId}/source.csv`,
  plan: (projectId: string, applicationId: string, importId: string) => `imports/${projectId}/${applicationId}/${importId}/plan.json`,
  errors: (projectId: string, applicationId: string, importId: string) => `imports/${projectId}/${applicationId}/${importId}/errors.csv`,
  failed: (projectId: string, applicationId: string, importId: string, chunk: number) =>
    `imports/${projectId}/${applicationId}/${importId}/failed-${String(chunk).padStart(5, '0')}.json`,
} as const;

const bucket = () => ({ bucket: config().uploadsBucket, pathStyle: config().s3ForcePathStyle });

/** Writes a text object (replacing any). */
export async function putText(key: string, body: string, contentType: string): Promise<void> {
  await expectOk(await s3Call(bucket(), { method: 'PUT', key, body, headers: { 'content-type': contentType } }));
}

/** A text object (UTF-8) and its size in bytes, or undefined when there is none. */
export async function getText(key: string): Promise<{ text: string; bytes: number } | undefined> {
  const response = await s3Call(bucket(), { method: 'GET', key });
  if (response.status === 404) {
    await response.body?.cancel();
    return undefined;
  }
  await expectOk(response);
  const buffer = Buffer.from(await response.arrayBuffer());
  return { text: buffer.toString('utf8'), bytes: buffer.length };
}

/** The size of an object, or undefined when there is none. */
export async function objectSize(key: string): Promise<number | undefined> {
  const response = await s3Call(bucket(), { method: 'HEAD', key });
  if (response.status === 404) return undefined;
  await expectOk(response);
  return Number(response.headers.get('content-length') ?? '0');
}

/** A presigned POST of a paste (`text/csv`, at most `maxBytes`). */
export function presignSource(key: string, maxBytes: number, expiresSeconds: number, now: Date): Promise<PresignedPost> {
  return presignPost(key, 'text/csv', maxBytes, expiresSeconds, now);
}

/** A presigned GET that downloads the object (CSV) as an attachment named `fileName`. */
export function presignDownload(key: string, fileName: string, expiresSeconds: number, now: Date): Promise<string> {
  return presignGet(key, {
    expiresSeconds,
    windowSeconds: 1,
    now,
    served: { type: 'text/csv; charset=utf-8', disposition: 'attachment', fileName },
  });
}
