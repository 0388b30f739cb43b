/**
 * The register form (docs/product.md, "Screens and routes", "Validation", "Errors"), named "Créer un compte": email,
 * password (its rule shown), first name, last name, company, phone and the acceptance of the terms. Checked with the
 * shared RegisterInput schema, so the messages are those of docs/product.md, "Errors": terms not accepted, bad password
 * format, missing email. The API's own failures read "Une erreur s'est produite" (an address already taken included),
 * except the translated 429 and an unreachable server.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { PASSWORD_MIN_LENGTH } from '../../../../../shared/constants';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { PasswordField, TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api';
import { register } from '../api/register';
import { useForm } from '../../../lib/forms/use-form';
import { loadValidation, preloadValidation } from '../forms';
import { fieldMessages, passwordRuleMessage } from '../messages';
import { accountPaths, useLang } from '../use-lang';
import { FormError } from '../../../components/ui/form-error';
import { FormActions } from './form-parts';

const messages = defineMessages({
  title: { id: 'accounts.register.title', defaultMessage: 'Créer un compte' },
  lead: { id: 'accounts.register.lead', defaultMessage: 'Un code vous sera envoyé par e-mail pour activer votre compte.' },
  terms: { id: 'accounts.register.terms', defaultMessage: "J'accepte les Conditions générales de service" },
  readTerms: { id: 'accounts.register.readTerms', defaultMessage: 'Lire les Conditions générales de service' },
  newTab: { id: 'accounts.register.newTab', defaultMessage: "(s'ouvre dans un nouvel onglet)" },
  submit: { id: 'accounts.register.submit', defaultMessage: 'Créer mon compte' },
});

/** Codes shown as they are; every other API failure of the register call is the register error of docs/product.md, "Errors". */
const SHOWN_AS_IS = new Set(['TOO_MANY_REQUESTS', 'NETWORK', 'VALIDATION_FAILED']);
const registerErrorCode = (error: unknown): string => (isApiError(error) && SHOWN_AS_IS.has(error.code) ? error.code : 'REGISTER_FAILED');

type Values = Record<'email' | 'password' | 'firstname' | 'lastname' | 'company' | 'phone', string>;
const EMPTY: Values = { email: '', password: '', firstname: '', lastname: '', company: '', phone: '' };

export interface RegisterFormProps {
  /** A valid form is being sent (the page can fetch the next step meanwhile). */
  readonly onSubmitting?: () => void;
  readonly onRegistered: (account: { customerId: string; email: string }) => void;
  /** Focus the first field when shown (the user just asked for the form). */
  readonly autoFocus?: boolean;
}

export function RegisterForm({ onSubmitting, onRegistered, autoFocus = false }: RegisterFormProps) {
  const intl = useIntl();
  const lang = useLang();
  const titleId = useId();
  const hintId = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [acceptTerms, setAcceptTerms] = useState(false);
  const errors = useForm();
  const t = intl.formatMessage;
  // Opened on request: move the focus into the form, where the user is going.
  const { form } = errors;
  useEffect(() => {
    if (autoFocus) form.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [autoFocus, form]);

  const bind = (name: keyof Values) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
    error: errors.errorText(name),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    return errors.submit(
      event,
      async () => {
        const { validate, accountSchemas } = await loadValidation();
        return validate(accountSchemas.register, { ...values, acceptTerms, lang });
      },
      async (input) => {
        onSubmitting?.();
        try {
          const { customerId } = await register(input);
          onRegistered({ customerId, email: input.email });
        } catch (error) {
          errors.fail(error, registerErrorCode(error));
        }
      },
    );
  }

  return (
    <section className="card auth-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t(messages.title)}</h2>
      <p>{t(messages.lead)}</p>
      <p id={hintId} className="form-hint">
        {t(fieldMessages.requiredHint)}
      </p>
      <form
        ref={errors.form}
        className="form"
        aria-labelledby={titleId}
        aria-describedby={hintId}
        noValidate
        onSubmit={submit}
        onFocus={preloadValidation}
        aria-busy={errors.pending}
      >
        <FormError code={errors.formError} />
        <TextField label={t(fieldMessages.email)} type="email" autoComplete="email" required {...bind('email')} />
        <PasswordField
          label={t(fieldMessages.password)}
          showLabel={t(fieldMessages.showPassword)}
          description={t(passwordRuleMessage, { min: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          required
          {...bind('password')}
        />
        <div className="form-row">
          <TextField label={t(fieldMessages.firstname)} autoComplete="given-name" required {...bind('firstname')} />
          <TextField label={t(fieldMessages.lastname)} autoComplete="family-name" required {...bind('lastname')} />
        </div>
        <TextField label={t(fieldMessages.company)} autoComplete="organization" {...bind('company')} />
        <TextField label={t(fieldMessages.phone)} type="tel" autoComplete="tel" {...bind('phone')} />
        <CheckboxField
          name="acceptTerms"
          label={t(messages.terms)}
          required
          checked={acceptTerms}
          onChange={(event) => setAcceptTerms(event.target.checked)}
          error={errors.errorText('acceptTerms')}
          description={
            <a href={accountPaths.terms(lang)} target="_blank" rel="noopener">
              {t(messages.readTerms)} <span className="visually-hidden">{t(messages.newTab)}</span>
            </a>
          }
        />
        <FormActions label={t(messages.submit)} pending={errors.pending} />
      </form>
    </section>
  );
}
