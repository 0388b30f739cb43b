/**
 * The one form hook: a real form rendered with the components/ui fields, checked with a shared schema
 * (CreateProjectInput), sent to a fake call. What the user meets: the field messages, the form-level alert, the
 * pending submit button, and the focus on the first field in error.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FormEvent, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { CreateProjectInput } from '../../../../shared/schemas/projects';
import { FormError } from '../../components/ui/form-error';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../api';
import { forgetFields } from './forget-fields';
import { useForm } from './use-form';
import { validate } from './validate';

function ProjectForm({ send }: { send: (input: unknown) => Promise<unknown> }) {
  const form = useForm();
  const [name, setName] = useState('');
  const [type, setType] = useState('');
  const submit = (event: FormEvent) => form.submit(event, () => validate(CreateProjectInput, { name, type, languages: ['fr'] }), send);
  return (
    <form ref={form.form} noValidate aria-label="project" onSubmit={submit}>
      <FormError code={form.formError} />
      <TextField
        label="Name"
        name="name"
        value={name}
        error={form.errorText('name')}
        onChange={(event) => {
          setName(event.target.value);
          forgetFields(form, ['name']);
        }}
      />
      <TextField label="Type" name="type" value={type} error={form.errorText('type')} onChange={(event) => setType(event.target.value)} />
      <button type="submit" aria-disabled={form.pending || undefined}>
        {form.pending ? 'Sending' : 'Send'}
      </button>
    </form>
  );
}

function renderForm(send: (input: unknown) => Promise<unknown>) {
  const user = userEvent.setup();
  render(
    <IntlProvider locale="fr" defaultLocale="fr" onError={() => undefined}>
      <ProjectForm send={send} />
    </IntlProvider>,
  );
  return { user, name: screen.getByLabelText('Name'), type: screen.getByLabelText('Type'), button: screen.getByRole('button') };
}

const deferred = () => {
  let resolve: (value: unknown) => void = () => undefined;
  const promise = new Promise((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

describe('useForm', () => {
  it('refuses what the shared schema refuses, without calling, and focuses the first field in error', async () => {
    const calls: unknown[] = [];
    const { user, name, type, button } = renderForm(async (input) => calls.push(input));
    await user.click(button);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(type.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Ce champ est obligatoire.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(calls).toEqual([]);

    // Typing forgets that field's error only.
    await user.type(name, 'Salon');
    expect(name.hasAttribute('aria-invalid')).toBe(false);
    expect(type.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the field problems of a 400 VALIDATION_FAILED next to their fields, and the form-level alert', async () => {
    const { user, name, type, button } = renderForm(async () => {
      throw new ApiError({
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'bad',
        details: [{ field: 'name', message: 'validation.tooLong' }],
      });
    });
    await user.type(name, 'Salon');
    await user.type(type, 'conference');
    await user.click(button);
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Ce texte est trop long.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Certaines informations saisies ne sont pas valides.');
    expect(type.hasAttribute('aria-invalid')).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(name));
  });

  it('marks no field for another failure: the alert says it and takes the focus', async () => {
    const { user, name, type, button } = renderForm(async () => {
      throw new ApiError({
        status: 409,
        code: 'CONFLICT',
        message: 'taken',
        details: [{ field: 'name', message: 'validation.tooLong' }],
      });
    });
    await user.type(name, 'Salon');
    await user.type(type, 'conference');
    await user.click(button);
    const alert = await screen.findByRole('alert');
    expect(name.hasAttribute('aria-invalid')).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it('is pending until the call settles, sends the schema output once, and ignores submits meanwhile', async () => {
    const call = deferred();
    const calls: unknown[] = [];
    const { user, name, type, button } = renderForm((input) => {
      calls.push(input);
      return call.promise;
    });
    await user.type(name, '  Salon  ');
    await user.type(type, 'conference');
    await user.click(button);
    await waitFor(() => expect(button.textContent).toBe('Sending'));
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await user.click(button);
    call.resolve(undefined);
    await waitFor(() => expect(button.textContent).toBe('Send'));
    expect(calls).toEqual([{ name: 'Salon', type: 'conference', languages: ['fr'] }]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
