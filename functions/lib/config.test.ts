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
});
