/**
 * The form that gives a person a right by e-mail address: a level, on the whole project or on one application. The
 * answer is the same whether the address has an account or not (an invitation is mailed otherwise).
 */
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ApplicationSummary } from '../../../../../shared/project-views';
import { PutGrantInput } from '../../../../../shared/schemas/projects';
import { FormError } from '../../../components/ui/form-error';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { forgetFields } from '../../../lib/forms/forget-fields';
import { useForm } from '../../../lib/forms/use-form';
import { validate } from '../../../lib/forms/validate';
import { usePutGrant } from '../api/grants';
import { messages } from '../messages';
import { PROJECT_SCOPE } from '../people';
import { useLevelOptions } from '../use-level-options';

interface AddValues {
  email: string;
  level: string;
  scope: string;
}

export function AddUserForm({
  projectId,
  applications,
  onSaved,
}: {
  projectId: string;
  applications: readonly ApplicationSummary[];
  onSaved: (email: string) => void;
}) {
  const intl = useIntl();
  const options = useLevelOptions().filter((option) => option.value !== 'none');
  const initial: AddValues = { email: '', level: 'read', scope: PROJECT_SCOPE };
  const [values, setValues] = useState<AddValues>(initial);
  const form = useForm();
  const save = usePutGrant();
  const change = (key: keyof AddValues) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    forgetFields(form, [key]);
  };
  const body = () => ({ projectId, email: values.email, level: values.level, ...(values.scope ? { applicationId: values.scope } : {}) });
  const submit = (event: FormEvent) =>
    form.submit(
      event,
      () => validate(PutGrantInput, body()),
      async (input) => {
        try {
          await save.mutateAsync(input);
        } catch (error) {
          form.fail(error, 'DELEGATION_SAVE_FAILED');
          return;
        }
        setValues(initial);
        onSaved(input.email);
      },
    );
  return (
    <form ref={form.form} className="form delegation-add" noValidate aria-labelledby="delegation-add-title" onSubmit={submit}>
      <h2 id="delegation-add-title">{intl.formatMessage(messages.addTitle)}</h2>
      <FormError code={form.formError} />
      <TextField
        label={intl.formatMessage(messages.email)}
        name="email"
        type="email"
        value={values.email}
        onChange={(event) => change('email')(event.target.value)}
        error={form.errorText('email')}
        required
        maxLength={254}
        autoComplete="off"
      />
      <SelectField
        label={intl.formatMessage(messages.level)}
        name="level"
        value={values.level}
        onChange={(event) => change('level')(event.target.value)}
        error={form.errorText('level')}
        required
        options={options}
      />
      <SelectField
        label={intl.formatMessage(messages.scope)}
        name="scope"
        value={values.scope}
        onChange={(event) => change('scope')(event.target.value)}
        error={form.errorText('applicationId')}
        options={[
          { value: PROJECT_SCOPE, label: intl.formatMessage(messages.wholeProject) },
          ...applications.map((app) => ({ value: app.applicationId, label: app.title })),
        ]}
      />
      <div className="form-actions">
        <button type="submit" className="button primary" aria-disabled={form.pending || undefined}>
          {intl.formatMessage(form.pending ? messages.adding : messages.add)}
        </button>
      </div>
    </form>
  );
}
