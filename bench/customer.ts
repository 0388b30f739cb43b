/** A registered, activated, logged-in customer for the benches. */
export const BENCH_PASSWORD = 'Passw0rd!';
export async function signUpCustomer(baseUrl: string, label = 'bench'): Promise<{ email: string; cookie: string }> {
  const email = `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const json = { 'content-type': 'application/json' };
  const registered = await (
    await fetch(`${baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password: BENCH_PASSWORD, firstname: 'Bench', lastname: 'Mark', acceptTerms: true }),
    })
  ).json();
  const mail = (await (await fetch(`${baseUrl}/_local/mail?to=${email}`)).json()) as Array<{ subject: string }>;
  const code = /(\d{6})/.exec(mail[0]!.subject)![1];
  await fetch(`${baseUrl}/api/auth/activate`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ customerId: registered.customerId, code }),
  });
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  return { email, cookie: login.headers.get('set-cookie')!.split(';')[0]! };
}

/** Its session cookie only. */
export const signUp = async (baseUrl: string, label?: string): Promise<string> => (await signUpCustomer(baseUrl, label)).cookie;

/** JSON calls to the API with a session cookie: the parsed answer, or an Error naming the call and its status. */
export function apiCaller(baseUrl: string, cookie: string) {
  return async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return text ? JSON.parse(text) : undefined;
  };
}
