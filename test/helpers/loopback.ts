import { randomInt } from 'node:crypto';
import http from 'node:http';

/**
 * HTTP requests sent from a chosen loopback address. The API limits abuse per client address (the socket
 * address locally), and every test runs on one machine: each test client connects from its own
 * 127.a.b.c (Linux routes all of 127.0.0.0/8 to the loopback interface), so that the suite's clients are
 * as many clients to the limits, and a test can prove a per-client limit with two addresses.
 */
export const randomLoopback = (): string => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

export interface LoopbackResponse {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
}

/** A fetch-like request from `localAddress` (one connection per request). */
export function requestFrom(
  localAddress: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<LoopbackResponse> {
  return new Promise((resolve, reject) => {
    // A body says its length: Node frames neither a DELETE's nor a GET's on its own, and the server would read it as
    // the start of the next request (a bare 400 from the HTTP parser).
    const headers = init.body === undefined ? init.headers : { 'content-length': String(Buffer.byteLength(init.body)), ...init.headers };
    const request = http.request(url, { method: init.method ?? 'GET', headers, localAddress, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const headers = new Headers();
        for (let i = 0; i < response.rawHeaders.length; i += 2) headers.append(response.rawHeaders[i]!, response.rawHeaders[i + 1]!);
        resolve({ status: response.statusCode ?? 0, headers, text: Buffer.concat(chunks).toString('utf8') });
      });
    });
    request.on('error', reject);
    request.end(init.body);
  });
}
