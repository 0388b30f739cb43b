import { describe, expect, it } from 'vitest';
import { testEnv } from '../../test/helpers/api-event';
import { ConfigError, parseConfig } from './config';

describe('config', () => {
  it('parses a complete environment', () => {
    const config = parseConfig(testEnv({ APP_URL: 'https://example.com/' }));
    expect(config).toMatchObject({ stage: 'local', tableName: 'noco-test', appUrl: 'https://example.com', logLevel: 'SILENT' });
  });

  it('fails fast naming the missing variables, never their values', () => {
    const env = testEnv({ MAIL_FROM: 'not-an-email-secret' });
    delete (env as Record<string, string | undefined>).TABLE_NAME;
    expect(() => parseConfig(env)).toThrow(ConfigError);
    try {
      parseConfig(env);
    } catch (error) {
      expect((error as Error).message).toContain('TABLE_NAME');
      expect((error as Error).message).toContain('MAIL_FROM');
      expect((error as Error).message).not.toContain('not-an-email-secret');
    }
  });

  // Contact: the support address.
  it('reads the support address, a bare e-mail address', () => {
    expect(parseConfig(testEnv()).supportEmail).toBe('support@example.com');
    expect(() => parseConfig(testEnv({ SUPPORT_EMAIL: 'support' }))).toThrow(/SUPPORT_EMAIL/);
  });

  it('reads the @connections endpoint when given, and refuses a URL of the wrong scheme', () => {
    expect(parseConfig(testEnv())).not.toHaveProperty('connectionsUrl');
    const config = parseConfig(testEnv({ WEBSOCKET_CONNECTIONS_URL: 'https://ws.example/live/' }));
    expect(config).toMatchObject({ connectionsUrl: 'https://ws.example/live' });
    expect(() => parseConfig(testEnv({ WEBSOCKET_CONNECTIONS_URL: 'wss://ws.example/live' }))).toThrow(/WEBSOCKET_CONNECTIONS_URL/);
  });

  it('allows the origin of APP_URL and the listed ALLOWED_ORIGINS', () => {
    expect(parseConfig(testEnv({ APP_URL: 'https://noco.example/fr/' })).allowedOrigins).toEqual(['https://noco.example']);
    const local = parseConfig(testEnv({ ALLOWED_ORIGINS: 'http://localhost:3000, http://127.0.0.1:3000,' }));
    expect(local.allowedOrigins).toEqual(['http://127.0.0.1:3000', 'http://localhost:3000']);
    for (const bad of ['localhost:3000', 'http://localhost:3000/', 'https://noco.example/path', 'ftp://noco.example', '*']) {
      expect(() => parseConfig(testEnv({ ALLOWED_ORIGINS: bad })), bad).toThrow(/ALLOWED_ORIGINS/);
    }
  });

  it('requires the origin secret on AWS, never printing it', () => {
    expect(parseConfig(testEnv()).originSecret).toBeUndefined();
    expect(() => parseConfig(testEnv({ STAGE: 'aws' }))).toThrow(/ORIGIN_SECRET/);
    expect(() => parseConfig(testEnv({ STAGE: 'aws', ORIGIN_SECRET: 'short-secret' }))).toThrow(/ORIGIN_SECRET/);
    try {
      parseConfig(testEnv({ STAGE: 'aws', ORIGIN_SECRET: 'short-secret' }));
    } catch (error) {
      expect((error as Error).message).not.toContain('short-secret');
    }
    const secret = 'a-long-random-origin-secret-0123456789';
    expect(parseConfig(testEnv({ STAGE: 'aws', ORIGIN_SECRET: secret })).originSecret).toBe(secret);
  });
});
