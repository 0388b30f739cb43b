import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import * as repository from '../../functions/contact/repository';
import { contactService } from '../../functions/contact/service';
import { requireProject } from '../../functions/lib/access/access';
import { LIMITS, reserve } from '../../functions/lib/auth/rate-limit';
import { resetConfigForTests } from '../../functions/lib/config';
import { contactKeys, prefixes } from '../../functions/lib/db/keys';
import type { JobContext } from '../../functions/lib/jobs';
import { sendMail } from '../../functions/lib/mail/sender';
import { LOCAL_NAMES } from '../../local/stack';
import { localDb, mailTo, signedInCustomer, useStackEnvironment } from '../helpers/local-aws';
import { until } from '../helpers/until';

type Customer = Awaited<ReturnType<typeof signedInCustomer>>;

describe('contact: stored first, then mailed to support and to the customer by a job', () => {
  let customer: Customer;
  let stranger: Customer;
  let projectId: string;
  const db = () => localDb();
  const stored = async (requestId: string) => {
    const key = { PK: contactKeys.request(requestId), SK: prefixes.metadata };
    return (await db().client.send(new GetCommand({ TableName: db().TableName, Key: key }))).Item;
  };
  /** The support inbox's mails about one subject (the inbox is shared by every test). */
  const supportMails = async (subject: string) => (await mailTo(LOCAL_NAMES.supportEmail)).filter((mail) => mail.subject.includes(subject));

  beforeAll(async () => {
    [customer, stranger] = await Promise.all([signedInCustomer('contact'), signedInCustomer('contact-stranger')]);
    const project = await customer.api.call('POST', '/api/projects', { name: 'Salon du livre', languages: ['fr'], type: 'conference' });
    projectId = project.body.projectId as string;
  });

  it('answers 202, stores the request, then mails support (with the details) and the customer (24 hours)', async () => {
    const subject = `Question ${Date.now().toString(36)}`;
    const sent = await customer.api.call('POST', '/api/contact', { subject, message: 'Bonjour,\n<b>merci</b>', projectId });
    expect(sent.status, JSON.stringify(sent.body)).toBe(202);
    const { requestId } = sent.body as { requestId: string };
    const item = await stored(requestId);
    expect(item).toMatchObject({
      customerId: customer.customerId,
      email: customer.email,
      subject,
      projectName: 'Salon du livre',
      firstname: 'Ana',
    });

    const [toSupport] = await until('the support mail', async () => {
      const mails = await supportMails(subject);
      return mails.length ? mails : undefined;
    });
    expect(toSupport!.text).toContain(customer.email);
    expect(toSupport!.text).toContain('Ana Lopez');
    expect(toSupport!.text).toContain('Salon du livre');
    expect(toSupport!.html).toContain('&lt;b&gt;merci&lt;/b&gt;');
    const [ack] = await until('the acknowledgement', async () => {
      const mails = (await mailTo(customer.email)).filter((mail) => mail.subject.includes(subject));
      return mails.length ? mails : undefined;
    });
    expect(ack!.text).toContain('24 heures');
    await until('the request marked delivered', async () => ((await stored(requestId))?.status === 'delivered' ? true : undefined));
  });

  it('refuses a project the caller cannot see (404) and a bad body (400), storing nothing', async () => {
    const hidden = await stranger.api.call('POST', '/api/contact', { subject: 'x', message: 'y', projectId });
    expect(hidden.status).toBe(404);
    const empty = await customer.api.call('POST', '/api/contact', { subject: '', message: 'y' });
    expect(empty.status).toBe(400);
    const long = await customer.api.call('POST', '/api/contact', { subject: 'x', message: 'y'.repeat(5001) });
    expect(long.status).toBe(400);
  });

  it('answers 429 once the customer has sent its hourly number', async () => {
    const busy = await signedInCustomer('contact-busy');
    const statuses: number[] = [];
    for (let n = 0; n <= LIMITS.contactCustomer.max; n++) {
      statuses.push((await busy.api.call('POST', '/api/contact', { subject: `Encore ${n}`, message: 'Bonjour' })).status);
    }
    expect(statuses).toEqual([...Array(LIMITS.contactCustomer.max).fill(202), 429]);
  });

  it('a mail failure loses nothing: the job runs again from its checkpoint and sends each mail once', async () => {
    useStackEnvironment();
    resetConfigForTests();
    // The service wired to the stack, but with the job left to this test (no worker invocation).
    let failures = 1;
    const flaky: typeof sendMail = async (mail) => {
      if (mail.mail === 'contactReceived' && failures-- > 0) throw new Error('SES is down');
      await sendMail(mail);
    };
    const service = contactService({
      repository,
      requireProject,
      reserve,
      sendMail: flaky,
      startJob: async () => 'kept-by-the-test',
      supportEmail: () => LOCAL_NAMES.supportEmail,
      appUrl: () => 'http://127.0.0.1:3000',
    });
    const subject = `Panne ${Date.now().toString(36)}`;
    const caller = { customerId: customer.customerId, email: customer.email, sessionId: 'test' };
    const request = { now: new Date(), sourceIp: '127.0.0.9' };
    const { requestId } = await service.send(caller, { subject, message: 'Bonjour', lang: 'fr' }, request);
    expect(await stored(requestId)).toMatchObject({ status: 'pending', subject });

    let checkpoint: Record<string, unknown> | undefined;
    const context = (): JobContext => ({
      remainingMs: () => 60_000,
      checkpoint,
      progress: async (_done, _total, next) => {
        checkpoint = next;
      },
      setResult: () => undefined,
    });
    await expect(service.deliver({ input: { requestId } }, context())).rejects.toThrow('SES is down');
    expect(await stored(requestId)).toMatchObject({ status: 'pending' });
    expect(await service.deliver({ input: { requestId } }, context())).toBe('done');
    expect(await stored(requestId)).toMatchObject({ status: 'delivered' });
    expect(await supportMails(subject)).toHaveLength(1);
    expect((await mailTo(customer.email)).filter((mail) => mail.subject.includes(subject))).toHaveLength(1);
  });
});
