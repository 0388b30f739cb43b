import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { CACHE_IMMUTABLE, CACHE_NEVER, pageKindOf, securityHeadersFor } from '../../shared/security-headers';
import { entryFor, isClientRoute } from '../../shared/web-entries';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Serves the web build as CloudFront does: files as they are, extension-less paths fall back to
 * their entry (client routes: `live.html` under `/{lang}/live/`, `site.html` under `/w/`, else `index.html`;
 * shared/web-entries.ts), a missing file with an extension is a 404; same cache and security headers, the set
 * chosen by the file served (shared/security-headers.ts `pageKindOf`). `entry` maps client routes to their entry:
 * `hostedEntryFor` for a request carrying a published web app's host name.
 * `uploadOrigins` join the CSP's img-src and connect-src as the uploads bucket does on CloudFront: locally,
 * s3rver's origin (presigned POSTs and GETs go there).
 */
export async function serveStatic(
  webDir: string,
  request: IncomingMessage,
  response: ServerResponse,
  uploadOrigins: readonly string[] = [],
  entry: (pathname: string) => string = entryFor,
): Promise<void> {
  const method = request.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end('Method Not Allowed');
    return;
  }
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://local').pathname);
  } catch {
    response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad Request');
    return;
  }
  const root = path.resolve(webDir);
  let file = path.resolve(root, `.${pathname}`);
  if (file !== root && !file.startsWith(root + path.sep)) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found');
    return;
  }
  let info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) {
    if (!isClientRoute(pathname)) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': CACHE_NEVER }).end('Not Found');
      return;
    }
    file = path.join(root, `.${entry(pathname)}`);
    info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) {
      response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end('The web app is not built: npm run build:web');
      return;
    }
  }
  const relative = path.relative(root, file).split(path.sep).join('/');
  const headers = {
    ...securityHeadersFor(pageKindOf(`/${relative}`), uploadOrigins),
    'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'content-length': String(info.size),
    'cache-control': relative.startsWith('assets/') ? CACHE_IMMUTABLE : CACHE_NEVER,
  };
  response.writeHead(200, headers);
  if (method === 'HEAD') {
    response.end();
    return;
  }
  createReadStream(file).pipe(response);
}
