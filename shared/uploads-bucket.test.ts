import { describe, expect, it } from 'vitest';
import { uploadsCorsRules } from './uploads-bucket';

describe('uploadsCorsRules', () => {
  it('is one rule for exactly the given origins: POST (presigned POSTs), GET and HEAD', () => {
    expect(uploadsCorsRules(['http://127.0.0.1:3000', 'http://localhost:3000'])).toEqual([
      {
        ID: 'browser-uploads',
        AllowedOrigins: ['http://127.0.0.1:3000', 'http://localhost:3000'],
        AllowedMethods: ['POST', 'GET', 'HEAD'],
        AllowedHeaders: ['*'],
        ExposeHeaders: ['ETag', 'Location'],
        MaxAgeSeconds: 3000,
      },
    ]);
  });

  it('refuses a wildcard, a path, or no origin at all', () => {
    for (const origins of [[], ['*'], ['https://*.cloudfront.net'], ['https://app.example.org/'], ['app.example.org']]) {
      expect(() => uploadsCorsRules(origins), JSON.stringify(origins)).toThrow(/exact origins only/);
    }
  });
});
