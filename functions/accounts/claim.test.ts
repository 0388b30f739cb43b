import { beforeEach, describe, expect, it } from 'vitest';
import { fakeAccountsDeps } from '../../test/helpers/fake-accounts';
import { accountsService } from './service';

/** Invitations to an address become rights when it is activated, and at each login (what was missed). */
const T = { now: new Date('2026-11-22T08:00:00Z'), client: '198.51.100.7' };
const registration = {
  email: 'Ana@Example.com',
  password: 'Passw0rd!',
  firstname: 'Ana',
  lastname: 'Lopez',
  company: '',
  phone: '',
  acceptTerms: true as const,
  lang: 'fr' as const,
};

describe('accounts service: claiming invitations', () => {
  let fake: ReturnType<typeof fakeAccountsDeps>;
  let service: ReturnType<typeof accountsService>;
  beforeEach(() => {
    fake = fakeAccountsDeps();
    service = accountsService(fake.deps);
  });

  it('claims after a successful activation and at login, never after a refused code', async () => {
    const { customerId } = await service.register(registration, T);
    const code = (fake.mails.at(-1) as unknown as { data: Record<string, string> }).data.code!;
    const wrong = code === '000000' ? '111111' : '000000';
    await expect(service.activate({ customerId, code: wrong }, T)).rejects.toThrow();
    expect(fake.claimed).toEqual([]);
    await service.activate({ customerId, code }, T);
    expect(fake.claimed).toEqual([customerId]);
    await service.login({ email: registration.email, password: registration.password }, T);
    expect(fake.claimed).toEqual([customerId, customerId]);
  });
});
