import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { uniqueEmail } from '../helpers/local-aws';
import { loginThroughUi as login } from '../helpers/login-ui';
import { randomLoopback, requestFrom } from '../helpers/loopback';
import { baseUrl } from './harness';

export const PASSWORD = 'Passw0rd!';

/** The newest captured mail to an address (GET /_local/mail), waiting for it to arrive. */
export async function latestMail(email: string, matching: RegExp = /./): Promise<{ subject: string; text: string; html: string }> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const mails = (await (await fetch(`${baseUrl()}/_local/mail?to=${encodeURIComponent(email)}`)).json()) as Array<{
      subject: string;
      text: string;
      html: string;
    }>;
    const found = mails.find((mail) => matching.test(mail.subject));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail to ${email} matching ${matching}`);
}

/**
 * An activated customer made through the API (for journeys that do not test registration itself), from its
 * own loopback address, so that the suite's many customers do not add up under one client's limits.
 */
export async function activatedCustomer(label = 'e2e'): Promise<{ email: string; password: string; customerId: string }> {
  const email = uniqueEmail(label);
  const source = randomLoopback();
  const post = (path: string, body: unknown) =>
    requestFrom(source, `${baseUrl()}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const registered = await post('/api/auth/register', {
    email,
    password: PASSWORD,
    firstname: 'Ana',
    lastname: 'Lopez',
    company: 'ACME',
    acceptTerms: true,
    lang: 'fr',
  });
  expect(registered.status).toBe(201);
  const { customerId } = JSON.parse(registered.text) as { customerId: string };
  const code = /(\d{6})/.exec((await latestMail(email, /code/i)).subject)![1];
  const activated = await post('/api/auth/activate', { customerId, code });
  expect(activated.status).toBe(200);
  return { email, password: PASSWORD, customerId };
}

/** Logs in through the login screen as `email` (the test password by default), then waits for the welcome page. */
export const loginThroughUi = (page: Page, email: string, password = PASSWORD): Promise<void> => login(page, email, password);
