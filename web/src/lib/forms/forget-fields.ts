import type { FieldErrors, Form } from './use-form';

/** Forgets the errors of the fields just edited (kept out of the hook: the login page does not need it). */
export function forgetFields(form: Pick<Form, 'fields' | 'setFields'>, names: readonly string[]): void {
  if (names.some((name) => form.fields[name])) {
    form.setFields((current): FieldErrors => Object.fromEntries(Object.entries(current).filter(([name]) => !names.includes(name))));
  }
}
