import { describe, expect, it } from 'vitest';
import { fieldErrors, fieldMessageFor } from './field-messages';

describe('field messages', () => {
  it('maps validation and error keys to their catalogue messages', () => {
    expect(fieldMessageFor('validation.required').id).toBe('validation.required');
    expect(fieldMessageFor('errors.PASSWORD_FORMAT').defaultMessage).toBe('Le format de votre mot de passe est incorrect');
    expect(fieldMessageFor('nonsense').id).toBe('validation.invalid');
    expect(fieldMessageFor('errors.NOPE').id).toBe('validation.invalid');
  });

  it("knows the customer area's rules once that area has loaded (the public pages do not carry them)", async () => {
    expect(fieldMessageFor('validation.fieldKey').id).toBe('validation.invalid');
    await import('./forms/customer-field-messages');
    expect(fieldMessageFor('validation.fieldKey').id).toBe('validation.fieldKey');
    expect(fieldMessageFor('validation.emailTaken').id).toBe('validation.emailTaken');
  });

  it('keeps the first problem of each field', () => {
    const errors = fieldErrors([
      { field: 'email', message: 'errors.EMAIL_REQUIRED' },
      { field: 'email', message: 'validation.email' },
      { field: 'name', message: 'validation.tooLong' },
    ]);
    expect(Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v.id]))).toEqual({
      email: 'errors.EMAIL_REQUIRED',
      name: 'validation.tooLong',
    });
  });
});
