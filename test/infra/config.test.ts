import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { InfraConfigError, loadConfig, PLACEHOLDER_MAIL_FROM, PLACEHOLDER_SUPPORT_EMAIL } from '../../infra/config';
import { reservedConcurrency } from '../../infra/noco';
import { createWebFixture, FIXTURE_BUILD_ID } from './helpers';

const webDist = createWebFixture();
const withoutLatest = createWebFixture({ latest: false });
afterAll(() => {
  rmSync(webDist, { recursive: true, force: true });
  rmSync(withoutLatest, { recursive: true, force: true });
});

const load = (context: Record<string, unknown>) => loadConfig((key) => context[key]);

describe('infra context', () => {
  it('has documented defaults', () => {
    const config = load({ webDist });
    expect(config).toMatchObject({
      stage: 'dev',
      webDist,
      buildId: FIXTURE_BUILD_ID,
      logRetentionDays: 30,
      logLevel: 'INFO',
      throttle: { rateLimit: 100, burstLimit: 200 },
      webSocketThrottle: { rateLimit: 500, burstLimit: 1_000 },
      mail: { from: PLACEHOLDER_MAIL_FROM, placeholder: true },
      accountsReservedConcurrency: 50,
      authRateLimit: 300,
      publicRateLimit: 3000,
      siteDomains: [],
      originSecretGeneration: 1,
    });
    expect(config.appUrl).toBeUndefined();
    expect(config.alarmTopicArn).toBeUndefined();
    expect(config.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(reservedConcurrency(config)).toEqual({ accounts: 50 });
  });

  it('tells to build the web app when builds/latest.json is missing', () => {
    expect(() => load({ webDist: withoutLatest })).toThrow(InfraConfigError);
    expect(() => load({ webDist: withoutLatest })).toThrow(/run `npm run build:web` first/);
  });

  it('reads numbers and names given with -c (strings)', () => {
    const config = load({
      webDist,
      stage: 'prod',
      logRetentionDays: '90',
      throttleRate: '20',
      throttleBurst: '40',
      webSocketThrottleRate: '800',
      webSocketThrottleBurst: '1600',
      logLevel: 'warn',
    });
    expect(config).toMatchObject({
      stage: 'prod',
      logRetentionDays: 90,
      logLevel: 'WARN',
      throttle: { rateLimit: 20, burstLimit: 40 },
      webSocketThrottle: { rateLimit: 800, burstLimit: 1600 },
    });
  });

  it('rejects values CloudFormation or the stack names would not accept', () => {
    expect(() => load({ webDist, stage: 'Prod_1' })).toThrow(/stage/);
    expect(() => load({ webDist, logRetentionDays: '31' })).toThrow(/logRetentionDays/);
    expect(() => load({ webDist, appUrl: 'http://app.example.com' })).toThrow(/appUrl/);
    expect(() => load({ webDist, appUrl: 'https://app.example.com/path' })).toThrow(/appUrl/);
    expect(() => load({ webDist, domainName: 'app.example.com' })).toThrow(/certificateArn/);
    expect(() => load({ webDist, mailFrom: 'Noco <no-reply@example.org>' })).toThrow(/mailFrom/);
    expect(() => load({ webDist, mailDomain: 'example.org', mailFrom: 'me@example.com' })).toThrow(/mailDomain/);
  });

  it('derives the app origin from appUrl or the custom domain', () => {
    expect(load({ webDist, appUrl: 'https://app.example.com/' }).appUrl).toBe('https://app.example.com');
    const custom = load({
      webDist,
      domainName: 'App.Example.com',
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0f1e2d3c-aaaa-bbbb-cccc-1234567890ab',
      apiCertificateArn: 'arn:aws:acm:eu-west-3:123456789012:certificate/1f1e2d3c-aaaa-bbbb-cccc-1234567890ab',
    });
    expect(custom.appUrl).toBe('https://app.example.com');
    expect(custom.customDomain).toEqual({
      domainName: 'app.example.com',
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0f1e2d3c-aaaa-bbbb-cccc-1234567890ab',
      apiCertificateArn: 'arn:aws:acm:eu-west-3:123456789012:certificate/1f1e2d3c-aaaa-bbbb-cccc-1234567890ab',
    });
    expect(() =>
      load({
        webDist,
        domainName: 'app.example.com',
        certificateArn: 'arn:aws:acm:eu-west-3:123456789012:certificate/abc',
        apiCertificateArn: 'arn:aws:acm:eu-west-3:123456789012:certificate/abc',
      }),
    ).toThrow(/us-east-1/);
  });

  it('requires the API certificate with a custom domain, so that the execute-api endpoint can be closed', () => {
    const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/0f1e2d3c-aaaa-bbbb-cccc-1234567890ab';
    expect(() => load({ webDist, domainName: 'app.example.com', certificateArn })).toThrow(/apiCertificateArn.*required/);
    expect(() => load({ webDist, apiCertificateArn: certificateArn })).toThrow(/apiCertificateArn/);
    expect(() => load({ webDist, domainName: 'app.example.com', certificateArn, apiCertificateArn: 'not-an-arn' })).toThrow(
      /apiCertificateArn/,
    );
    // In us-east-1 the same certificate serves both.
    expect(
      load({ webDist, domainName: 'app.example.com', certificateArn, apiCertificateArn: certificateArn }).customDomain?.apiCertificateArn,
    ).toBe(certificateArn);
  });

  it('reads the web app domains, only with the custom domain whose certificates cover them', () => {
    const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/0f1e2d3c-aaaa-bbbb-cccc-1234567890ab';
    const custom = { webDist, domainName: 'app.example.com', certificateArn, apiCertificateArn: certificateArn };
    expect(load({ ...custom, siteDomains: ' Event.Example.org, salon.example.net,event.example.org ,' }).siteDomains).toEqual([
      'event.example.org',
      'salon.example.net',
    ]);
    expect(() => load({ webDist, siteDomains: 'event.example.org' })).toThrow(/siteDomains.*domainName/);
    expect(() => load({ ...custom, siteDomains: 'event.example.org,not a domain' })).toThrow(/siteDomains/);
    expect(() => load({ ...custom, siteDomains: 'app.example.com' })).toThrow(/must not repeat "domainName"/);
  });

  it('reads the reserved concurrency, the WAF rate limit and the alarm topic', () => {
    const config = load({
      webDist,
      accountsReservedConcurrency: '20',
      authRateLimit: '100',
      publicRateLimit: '500',
      alarmTopicArn: 'arn:aws:sns:eu-west-3:123456789012:ops-alarms',
    });
    expect(config).toMatchObject({
      accountsReservedConcurrency: 20,
      authRateLimit: 100,
      publicRateLimit: 500,
      alarmTopicArn: 'arn:aws:sns:eu-west-3:123456789012:ops-alarms',
    });
    expect(reservedConcurrency(config)).toEqual({ accounts: 20 });
    expect(() => load({ webDist, accountsReservedConcurrency: '0' })).toThrow(/accountsReservedConcurrency/);
    expect(() => load({ webDist, accountsReservedConcurrency: '901' })).toThrow(/accountsReservedConcurrency/);
    expect(() => load({ webDist, authRateLimit: '9' })).toThrow(/authRateLimit/);
    expect(() => load({ webDist, publicRateLimit: '9' })).toThrow(/publicRateLimit/);
    expect(() => load({ webDist, alarmTopicArn: 'ops-alarms' })).toThrow(/alarmTopicArn/);
  });

  it('sends from mailFrom, or from no-reply@mailDomain', () => {
    expect(load({ webDist, mailFrom: 'hello@example.org' }).mail).toEqual({
      from: 'hello@example.org',
      placeholder: false,
      domain: undefined,
      support: PLACEHOLDER_SUPPORT_EMAIL,
      supportPlaceholder: true,
    });
    expect(load({ webDist, mailDomain: 'Example.org' }).mail).toEqual({
      from: 'no-reply@example.org',
      placeholder: false,
      domain: 'example.org',
      support: PLACEHOLDER_SUPPORT_EMAIL,
      supportPlaceholder: true,
    });
  });

  // Contact requests.
  it('mails contact requests to supportEmail (a bare address)', () => {
    expect(load({ webDist, supportEmail: 'help@example.org' }).mail).toMatchObject({
      support: 'help@example.org',
      supportPlaceholder: false,
    });
    expect(() => load({ webDist, supportEmail: 'Help <help@example.org>' })).toThrow(/supportEmail/);
  });
});
