import { describe, expect, it, vi } from 'vitest';
import { expectAppError } from '../../test/helpers/app-error';
import { CALLER } from '../../test/helpers/mocked-api';
import { NotFound, TooManyRequests } from '../lib/errors';
import type { JobContext } from '../lib/jobs';
import type { ContactRequestItem } from './repository';
import { contactService } from './service';

const P = '01J000000000000000000000P1';
const NOW = new Date('2026-03-01T10:00:00.000Z');
const request = { now: NOW, sourceIp: '203.0.113.7' };
const input = { subject: 'Une question', message: 'Bonjour,\ncomment exporter ?', lang: 'fr' as const };

function setup(options: { visible?: boolean; limited?: boolean } = {}) {
  const events: string[] = [];
  const stored = new Map<string, ContactRequestItem>();
  const repository = {
    putRequest: vi.fn(async (item: ContactRequestItem) => {
      events.push('store');
      stored.set(item.requestId, item);
    }),
    getRequest: vi.fn(async (requestId: string) => stored.get(requestId)),
    markDelivered: vi.fn(async (requestId: string) => {
      events.push('delivered');
      const item = stored.get(requestId)!;
      stored.set(requestId, { ...item, status: 'delivered' });
    }),
    getCustomer: vi.fn(async () => ({
      customerId: CALLER.customerId,
      email: 'ana@example.com',
      firstname: 'Ana',
      lastname: 'Lopez',
      company: 'ACME',
      phone: '+33 1 02 03 04 05',
      lang: 'fr',
    })),
  };
  const sendMail = vi.fn(async (mail: { mail: string; to: string }) => {
    events.push(`mail:${mail.mail}:${mail.to}`);
  });
  const startJob = vi.fn(async () => {
    events.push('job');
    return 'JOB1';
  });
  const reserve = vi.fn(async () => {
    if (options.limited) throw new TooManyRequests(60);
    return [];
  });
  const requireProject = vi.fn(async () => {
    if (options.visible === false) throw new NotFound('No such project.');
    return { project: { projectId: P, name: 'Salon 2026' } } as never;
  });
  const service = contactService({
    repository: repository as never,
    requireProject,
    reserve,
    sendMail: sendMail as never,
    startJob,
    supportEmail: () => 'support@provider.example',
    appUrl: () => 'https://app.example',
  });
  return { service, events, stored, repository, sendMail, startJob, reserve, requireProject };
}

function jobContext(checkpoint?: Record<string, unknown>) {
  const saved: Record<string, unknown>[] = [];
  const ctx: JobContext = {
    remainingMs: () => 60_000,
    checkpoint,
    progress: vi.fn(async (_done: number, _total: number, next?: Record<string, unknown>) => {
      if (next) saved.push(next);
    }),
    setResult: vi.fn(),
  };
  return { ctx, saved };
}

describe('contact', () => {
  it('stores the request with the customer details before starting the job that mails it', async () => {
    const { service, events, stored, startJob, reserve } = setup();
    const { requestId } = await service.send(CALLER, { ...input, projectId: P }, request);
    expect(events).toEqual(['store', 'job']);
    const item = stored.get(requestId)!;
    expect(item).toMatchObject({
      customerId: CALLER.customerId,
      email: 'ana@example.com',
      firstname: 'Ana',
      company: 'ACME',
      phone: '+33 1 02 03 04 05',
      subject: 'Une question',
      projectId: P,
      projectName: 'Salon 2026',
      status: 'pending',
      lang: 'fr',
    });
    // Kept a year, then removed by the TTL.
    expect(item.expiresAt).toBe(Math.floor(NOW.getTime() / 1000) + 365 * 24 * 3600);
    expect(startJob).toHaveBeenCalledWith({ type: 'deliverContact', ownerId: CALLER.customerId, projectId: P, input: { requestId } }, NOW);
    expect(reserve).toHaveBeenCalledWith(
      [
        ['contactClient', '203.0.113.7'],
        ['contactCustomer', CALLER.customerId],
      ],
      NOW,
    );
  });

  it('refuses a project the caller cannot see (404), storing and mailing nothing', async () => {
    const { service, events } = setup({ visible: false });
    await expectAppError(service.send(CALLER, { ...input, projectId: P }, request), { status: 404 });
    expect(events).toEqual([]);
  });

  it('answers 429 past the limits, storing nothing', async () => {
    const { service, events } = setup({ limited: true });
    await expectAppError(service.send(CALLER, input, request), { status: 429 });
    expect(events).toEqual([]);
  });

  it('delivers: the request to support, then the acknowledgement, then marks it delivered', async () => {
    const { service, events, stored, sendMail } = setup();
    const { requestId } = await service.send(CALLER, input, request);
    events.length = 0;
    const { ctx, saved } = jobContext();
    expect(await service.deliver({ input: { requestId } }, ctx)).toBe('done');
    expect(events).toEqual(['mail:contactRequest:support@provider.example', 'mail:contactReceived:ana@example.com', 'delivered']);
    expect(saved).toEqual([{ sent: ['support'] }, { sent: ['support', 'customer'] }]);
    expect(stored.get(requestId)!.status).toBe('delivered');
    expect(sendMail.mock.calls[0]![0]).toMatchObject({
      replyTo: 'ana@example.com',
      data: { firstname: 'Ana', lastname: 'Lopez', company: 'ACME', email: 'ana@example.com', phone: '+33 1 02 03 04 05', project: '' },
    });
    expect(sendMail.mock.calls[1]![0]).toMatchObject({ locale: 'fr', data: { link: 'https://app.example/fr/customer/contact' } });
  });

  it('a retry after a failed acknowledgement sends each mail once in all', async () => {
    const { service, events, sendMail } = setup();
    const { requestId } = await service.send(CALLER, input, request);
    events.length = 0;
    sendMail.mockImplementationOnce(async (mail) => {
      events.push(`mail:${mail.mail}:${mail.to}`);
    });
    sendMail.mockImplementationOnce(async () => {
      throw new Error('SES throttled');
    });
    const first = jobContext();
    await expect(service.deliver({ input: { requestId } }, first.ctx)).rejects.toThrow('SES throttled');
    // The job mechanism runs it again from the last checkpoint.
    const retry = jobContext(first.saved.at(-1));
    expect(await service.deliver({ input: { requestId } }, retry.ctx)).toBe('done');
    expect(events).toEqual(['mail:contactRequest:support@provider.example', 'mail:contactReceived:ana@example.com', 'delivered']);
    // Once delivered, a stray run sends nothing more.
    events.length = 0;
    await service.deliver({ input: { requestId } }, jobContext().ctx);
    expect(events).toEqual([]);
  });

  it('fails the job readably when the request is gone', async () => {
    const { service } = setup();
    await expect(service.deliver({ input: { requestId: 'nope' } }, jobContext().ctx)).rejects.toMatchObject({ code: 'notFound' });
  });
});
