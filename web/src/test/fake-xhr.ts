/**
 * A stand-in for XMLHttpRequest in the `web` tests (jsdom's would go to the network): each request the code sends is
 * kept in `FakeXhr.sent`, and the test drives it — upload progress, S3's answer, a network error.
 */
import { vi } from 'vitest';

export class FakeXhr extends EventTarget {
  static sent: FakeXhr[] = [];
  readonly upload = new EventTarget();
  method = '';
  url = '';
  body: FormData | null = null;
  status = 0;
  aborted = false;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  send(body: FormData): void {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  abort(): void {
    this.aborted = true;
    this.dispatchEvent(new Event('abort'));
  }

  /** The multipart parts, in order: [name, value or file name]. */
  parts(): [string, string][] {
    return [...(this.body?.entries() ?? [])].map(([name, value]) => [name, typeof value === 'string' ? value : `<file ${value.name}>`]);
  }

  progress(loaded: number, total: number): void {
    this.upload.dispatchEvent(new ProgressEvent('progress', { loaded, total, lengthComputable: true }));
  }

  /** S3 answers with `status` (204: stored). */
  respond(status = 204): void {
    this.status = status;
    this.dispatchEvent(new Event('load'));
  }

  /** No answer: the network is down, or CORS refused. */
  fail(): void {
    this.dispatchEvent(new Event('error'));
  }
}

/** Replaces XMLHttpRequest for this test (undone by `vi.unstubAllGlobals`); returns the list of sent requests. */
export function stubXhr(): FakeXhr[] {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr.sent;
}
