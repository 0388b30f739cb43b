/**
 * Whether a login's time tells that an address has an account: median round trip of
 * `POST /api/auth/login` with a wrong password for a known address vs an unknown one, n = 64 each
 * (`BENCH_N` for more), in pairs whose order alternates so that both see the same machine. The budget is
 * on the median of the paired differences, which a busy machine disturbs less than the difference of the
 * two medians (both printed). Each request comes from its own loopback address (the per-(address, client)
 * limit would answer 429 after 5 failures); each address takes at most 85 failures, within its 100 an hour.
 */
import { randomLoopback, requestFrom } from '../test/helpers/loopback';
import { BUDGETS, verdict } from './budgets';
import { signUpCustomer } from './customer';

const N = Number(process.env.BENCH_N ?? 64);
const WARM_UP = 5;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function timedFailure(baseUrl: string, email: string): Promise<number> {
  const started = performance.now();
  const response = await requestFrom(randomLoopback(), `${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Wrong-passw0rd' }),
  });
  const ms = performance.now() - started;
  if (response.status !== 401) throw new Error(`login answered ${response.status}: ${response.text}`);
  return ms;
}

export async function benchLoginTiming(baseUrl: string): Promise<boolean> {
  const known: number[] = [];
  const unknown: number[] = [];
  // Blocks of at most 80 pairs, each on a fresh pair of addresses (an address takes 100 failures an hour).
  for (let done = 0; done < N; ) {
    const { email } = await signUpCustomer(baseUrl, 'timing');
    const unknownEmail = `nobody.${Date.now().toString(36)}.${done}@example.com`;
    for (let i = 0; i < WARM_UP; i++) {
      await timedFailure(baseUrl, unknownEmail);
      await timedFailure(baseUrl, email);
    }
    // Sequential, in pairs whose order alternates: a login is CPU-bound, concurrency would measure queueing.
    for (const end = Math.min(N, done + 80); done < end; done++) {
      if (done % 2) {
        known.push(await timedFailure(baseUrl, email));
        unknown.push(await timedFailure(baseUrl, unknownEmail));
      } else {
        unknown.push(await timedFailure(baseUrl, unknownEmail));
        known.push(await timedFailure(baseUrl, email));
      }
    }
  }
  const knownMs = median(known);
  const pairedGap = median(known.map((ms, i) => ms - unknown[i]!));
  const gapPercent = (Math.abs(pairedGap) / knownMs) * 100;
  const within = gapPercent <= BUDGETS.loginEnumerationGapPercent;
  console.log(
    `api POST /api/auth/login, wrong password, n=${N} each: median known address ${knownMs.toFixed(1)} ms, ` +
      `unknown address ${median(unknown).toFixed(1)} ms; median paired gap ${pairedGap.toFixed(1)} ms = ${gapPercent.toFixed(1)} % ` +
      `(budget ${BUDGETS.loginEnumerationGapPercent} %, ${verdict(within)})`,
  );
  return within;
}
