/**
 * The browser posts a file straight to S3 (never through a Lambda): a multipart POST to a presigned POST
 * (shared/schemas/uploads.ts `PresignedPost`), its form `fields` first and in their order, the file last (S3 ignores
 * anything after the file). XMLHttpRequest rather than fetch: fetch reports no upload progress.
 */
import type { PresignedPost } from '../../../../shared/schemas/uploads';

/**
 * How a transfer ended: `failed` carries the HTTP status (0 when the request never got an answer: network down,
 * CORS refused), the number shown beside "a generic error" (docs/product.md, "Errors").
 */
export type TransferResult =
  | { readonly outcome: 'ok' }
  | { readonly outcome: 'failed'; readonly status: number }
  | { readonly outcome: 'aborted' };

export interface TransferOptions {
  /** Bytes sent so far and in all (the whole multipart body, so slightly more than the file). */
  readonly onProgress?: ((loaded: number, total: number) => void) | undefined;
  readonly signal?: AbortSignal | undefined;
  /** The file's name in the multipart part (S3 does not use it; a Blob has none). */
  readonly fileName?: string | undefined;
}

/** The multipart body: the presigned fields in order, then the file. */
export function transferBody(post: PresignedPost, file: Blob, fileName?: string): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(post.fields)) body.append(name, value);
  if (fileName !== undefined) body.append('file', file, fileName);
  else body.append('file', file);
  return body;
}

/** Posts `file` to `post`; never rejects: the result says how it ended. */
export function transfer(post: PresignedPost, file: Blob, { onProgress, signal, fileName }: TransferOptions = {}): Promise<TransferResult> {
  if (signal?.aborted) return Promise.resolve({ outcome: 'aborted' });
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    let settled = false;
    const settle = (result: TransferResult) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', abort);
      resolve(result);
    };
    const abort = () => {
      request.abort();
      settle({ outcome: 'aborted' });
    };
    signal?.addEventListener('abort', abort);

    if (onProgress) {
      request.upload.addEventListener('progress', (event) => {
        onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
      });
    }
    request.addEventListener('load', () => {
      // S3 answers 204 (or 200/201 with `success_action_status`); an error is an XML body with a 4xx/5xx status.
      if (request.status >= 200 && request.status < 300) settle({ outcome: 'ok' });
      else settle({ outcome: 'failed', status: request.status });
    });
    request.addEventListener('error', () => settle({ outcome: 'failed', status: 0 }));
    request.addEventListener('timeout', () => settle({ outcome: 'failed', status: 0 }));
    request.addEventListener('abort', () => settle({ outcome: 'aborted' }));

    request.open('POST', post.url);
    request.send(transferBody(post, file, fileName));
  });
}
