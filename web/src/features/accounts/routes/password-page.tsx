/**
 * `/{lang}/customer/password`: the current password, a new one (its rule shown: docs/product.md, "Validation") and its
 * confirmation. On success the server revokes every other session and mails a notice; this one stays signed in.
 * Failure: "La modification de votre mot de passe n'a pas pu être effectuée" (docs/product.md, "Errors"; a wrong
 * current password is also said on its field; the format on the new one).
 */
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { PasswordChangeInput } from '../../../../../shared/schemas/accounts';
import { useDocumentTitle } from '../../../components/shell/use-document-title';
import { FormStatus } from '../../../components/ui/form-alert';
import { FormError } from '../../../components/ui/form-error';
import { PasswordField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api';
import { validationMessages } from '../../../lib/field-messages';
import { forgetFields } from '../../../lib/forms/forget-fields';
import { type Checked, type FieldErrors, useForm } from '../../../lib/forms/use-form';
import { validate } from '../../../lib/forms/validate';
import { accountMessages as m } from '../account-messages';
import { changePassword } from '../api/me';
import { FormActions, NewPasswordFields } from '../components/form-parts';
import { fieldMessages } from '../messages';
import '../accounts.css';

const empty = { currentPassword: '', password: '', confirmation: '' };

export function Component() {
  const intl = useIntl();
  const t = intl.formatMessage;
  useDocumentTitle(t(m.passwordDocumentTitle));
  const titleId = useId();
  const form = useForm();
  const [values, setValues] = useState(empty);
  const [done, setDone] = useState(false);
  const change = (key: keyof typeof empty) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setDone(false);
    forgetFields(form, [key]);
  };

  function check(): Checked<{ currentPassword: string; password: string }> {
    const checked = validate(PasswordChangeInput, { currentPassword: values.currentPassword, password: values.password });
    const fields: FieldErrors = checked.ok ? {} : { ...checked.errors };
    if (values.confirmation === '') fields.confirmation = validationMessages.required;
    else if (values.confirmation !== values.password) fields.confirmation = m.mismatch;
    return checked.ok && Object.keys(fields).length === 0 ? checked : { ok: false, errors: fields };
  }

  const submit = (event: FormEvent) =>
    form.submit(event, check, async (input) => {
      setDone(false);
      try {
        await changePassword(input);
        setValues(empty);
        setDone(true);
      } catch (error) {
        const own = isApiError(error) && ['TOO_MANY_REQUESTS', 'NETWORK', 'UNAUTHORIZED'].includes(error.code);
        form.fail(error, own && isApiError(error) ? error.code : 'PASSWORD_CHANGE_FAILED');
      }
    });

  return (
    <div className="page account-page">
      <header className="page-header">
        <h1 id={titleId}>{t(m.passwordTitle)}</h1>
        <p className="lead">{t(m.passwordLead)}</p>
      </header>
      <section className="card">
        {done ? (
          <FormStatus>
            <p>{t(m.passwordChanged)}</p>
          </FormStatus>
        ) : null}
        <form ref={form.form} className="form" noValidate aria-labelledby={titleId} onSubmit={submit} aria-busy={form.pending}>
          <FormError code={form.formError} />
          <PasswordField
            label={t(m.currentPassword)}
            showLabel={t(fieldMessages.showPassword)}
            name="currentPassword"
            autoComplete="current-password"
            required
            value={values.currentPassword}
            onChange={(event) => change('currentPassword')(event.target.value)}
            error={form.errorText('currentPassword')}
          />
          <NewPasswordFields
            password={values.password}
            confirmation={values.confirmation}
            onPassword={change('password')}
            onConfirmation={change('confirmation')}
            errorText={form.errorText}
          />
          <FormActions label={t(m.passwordSubmit)} pending={form.pending} />
        </form>
      </section>
    </div>
  );
}
