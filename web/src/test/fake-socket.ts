/**
 * A WebSocket the web tests drive (give the class to `openLiveSocket` as `WebSocketImpl`): it records what is sent,
 * and opens, speaks and closes on demand. `FakeSocket.made` lists the sockets opened, oldest first: reset it in
 * `beforeEach`.
 */
export class FakeSocket {
  static readonly OPEN = 1;
  static made: FakeSocket[] = [];
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.();
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  /** The server sends a frame. */
  frame(frame: object) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}
