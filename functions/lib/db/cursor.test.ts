import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { decodeCursor, encodeCursor } from './cursor';

const expected = { names: ['PK', 'SK'], partition: { name: 'PK', value: 'CUSTOMER#1' } };

describe('opaque cursors', () => {
  it('round-trips a LastEvaluatedKey', () => {
    const key = { PK: 'CUSTOMER#1', SK: 'PROJECT#01J' };
    const cursor = encodeCursor(key)!;
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, expected)).toEqual(key);
    expect(encodeCursor(undefined)).toBeUndefined();
    expect(decodeCursor(undefined, expected)).toBeUndefined();
  });

  it.each([
    ['garbage', '%%%'],
    ['not JSON', Buffer.from('nope').toString('base64url')],
    ['an array', encodeCursor({ 0: 'a' } as never)!.replace(/.*/, Buffer.from('[1]').toString('base64url'))],
    ['another partition', encodeCursor({ PK: 'CUSTOMER#2', SK: 'x' })!],
    ['extra keys', encodeCursor({ PK: 'CUSTOMER#1', SK: 'x', GSI1PK: 'y' })!],
    ['nested values', Buffer.from(JSON.stringify({ PK: 'CUSTOMER#1', SK: { S: 'x' } })).toString('base64url')],
  ])('refuses %s with a validation error', (_name, cursor) => {
    expect(() => decodeCursor(cursor, expected)).toThrow(AppError);
  });
});
