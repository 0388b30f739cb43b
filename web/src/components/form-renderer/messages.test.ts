import { describe, expect, it } from 'vitest';
import { VALUE_ERROR_KEYS } from '../../../../shared/record-values';
import { valueErrors, valueMessageFor } from './messages';

describe('value errors', () => {
  it('maps every problem key to its catalogue message', () => {
    for (const key of Object.values(VALUE_ERROR_KEYS)) expect(valueMessageFor(key).id).toBe(key);
    expect(valueMessageFor('validation.required').id).toBe('validation.required');
    expect(valueMessageFor('validation.email').id).toBe('validation.email');
    expect(valueMessageFor('nonsense').id).toBe('validation.invalid');
    expect(valueErrors({ age: VALUE_ERROR_KEYS.tooSmall, name: 'validation.required' })).toEqual({
      age: expect.objectContaining({ id: VALUE_ERROR_KEYS.tooSmall }),
      name: expect.objectContaining({ id: 'validation.required' }),
    });
  });
});
