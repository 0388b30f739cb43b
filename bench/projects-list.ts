/**
 * `GET /api/projects` for a customer with 200 projects, through the local gateway: how many DynamoDB
 * requests one listing makes (counted by a proxy in front of DynamoDB Local), and p99 latency with
 * autocannon (20 connections, 10 s, in its own process).
 */
import { execFileSync } from 'node:child_process';
import { createServer, request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { BUDGETS, verdict } from './budgets';

/** Puts a counting HTTP proxy in front of DynamoDB Local; call before the first API request. */
export async function countDynamoRequests(target: string) {
  let count = 0;
  const upstream = new URL(target);
  const proxy = createServer((incoming, outgoing) => {
    count++;
    const forward = httpRequest(
      { host: upstream.hostname, port: upstream.port, path: incoming.url, method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as { port: number };
  process.env.AWS_ENDPOINT_URL_DYNAMODB = `http://127.0.0.1:${port}`;
  return { count: () => count, close: () => new Promise<void>((resolve) => proxy.close(() => resolve())) };
}

async function signUp(baseUrl: string, sesUrl: string): Promise<string> {
  const email = `bench.${Date.now()}@example.com`;
  const json = { 'content-type': 'application/json' };
  const registered = await (
    await fetch(`${baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password: 'Passw0rd!', firstname: 'Bench', lastname: 'Mark', acceptTerms: true }),
    })
  ).json();
  const mail = (await (await fetch(`${baseUrl}/_local/mail?to=${email}`)).json()) as Array<{ subject: string }>;
  void sesUrl;
  const code = /(\d{6})/.exec(mail[0]!.subject)![1];
  await fetch(`${baseUrl}/api/auth/activate`, { method: 'POST', headers: json, body: JSON.stringify({ customerId: registered.customerId, code }) });
  const login = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: json, body: JSON.stringify({ email, password: 'Passw0rd!' }) });
  return login.headers.get('set-cookie')!.split(';')[0]!;
}

export async function benchProjectsList(baseUrl: string, sesUrl: string, dynamo: { count: () => number }): Promise<boolean> {
  const cookie = await signUp(baseUrl, sesUrl);
  const headers = { 'content-type': 'application/json', cookie };
  for (let i = 0; i < 200; i += 10) {
    await Promise.all(
      Array.from({ length: 10 }, (_, k) =>
        fetch(`${baseUrl}/api/projects`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ name: `Projet ${i + k}`, languages: ['fr', 'en'], type: 'conference' }),
        }),
      ),
    );
  }
  await fetch(`${baseUrl}/api/projects`, { headers }); // warm
  const before = dynamo.count();
  const listed = (await (await fetch(`${baseUrl}/api/projects`, { headers })).json()) as { count: number };
  const requests = dynamo.count() - before;
  // The session lookup is one GetItem; the listing itself must be one Query.
  const listingRequests = requests - 1;

  const bin = path.join(path.dirname(createRequire(import.meta.url).resolve('autocannon/package.json')), 'autocannon.js');
  const out = execFileSync(process.execPath, [bin, '-c', '20', '-d', '10', '-j', '-H', `cookie=${cookie}`, `${baseUrl}/api/projects`], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const result = JSON.parse(out) as { latency: { p50: number; p99: number }; requests: { average: number }; non2xx: number };
  const within = listingRequests === 1 && result.latency.p99 <= BUDGETS.projectsListP99Ms && result.non2xx === 0 && listed.count === 200;
  console.log(
    `api GET /api/projects (${listed.count} projects): ${listingRequests} DynamoDB request for the listing (+1 session read); ` +
      `20 connections 10 s: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${Math.round(result.requests.average)} req/s, ${result.non2xx} non-2xx ` +
      `(budget 1 request and p99 ${BUDGETS.projectsListP99Ms} ms, ${verdict(within)})`,
  );
  return within;
}
