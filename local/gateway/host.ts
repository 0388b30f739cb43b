/**
 * The local gateway answers only to its own loopback names. A page on another site can point a DNS name at
 * 127.0.0.1 (DNS rebinding) and then read same-origin responses from this server: its requests carry that
 * name in `Host`, so anything else than `127.0.0.1:PORT` or `localhost:PORT` is refused, on every path
 * (the web app, `/api`, and `/_local/mail`, which shows captured mail with its codes and links).
 */
export function localHosts(port: number): readonly string[] {
  return [`127.0.0.1:${port}`, `localhost:${port}`];
}

/** The browser origins of the local app (`ALLOWED_ORIGINS` of the handlers). */
export function localOrigins(port: number): readonly string[] {
  return localHosts(port).map((host) => `http://${host}`);
}

/** True when a request's `Host` header names this gateway (`port`: the port it actually listens on). */
export function isLocalHost(host: string | undefined, port: number): boolean {
  return host !== undefined && localHosts(port).includes(host.trim().toLowerCase());
}

/** 421 Misdirected Request: this server is not the one the request's host name designates. */
export const MISDIRECTED_STATUS = 421;
