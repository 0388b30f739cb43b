/**
 * `POST /api/auth/login` round trips through the local gateway with the production argon2id parameters:
 * 50 sequential logins (a login is CPU-bound; concurrency would measure queueing, not the round trip).
 */
import { BUDGETS, verdict } from './budgets';
import { BENCH_PASSWORD, signUpCustomer } from './customer';

export async function benchLogin(baseUrl: string): Promise<boolean> {
  const json = { 'content-type': 'application/json' };
  const { email } = await signUpCustomer(baseUrl, 'login');
  const times: number[] = [];
  for (let i = 0; i < 55; i++) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password: BENCH_PASSWORD }),
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`login answered ${response.status}`);
    if (i >= 5) times.push(performance.now() - started); // the first five warm the handler up
  }
  times.sort((a, b) => a - b);
  const p50 = times[Math.floor(times.length / 2)]!;
  const p99 = times[Math.min(times.length - 1, Math.floor(times.length * 0.99))]!;
  const within = p50 <= BUDGETS.loginP50Ms;
  console.log(
    `api POST /api/auth/login ${times.length} round trips (argon2id m=19 MiB t=2 p=1): p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms ` +
      `(budget p50 ${BUDGETS.loginP50Ms} ms, ${verdict(within)})`,
  );
  return within;
}
