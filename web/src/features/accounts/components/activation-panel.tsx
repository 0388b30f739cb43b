/**
 * Account activation by the 6-digit code received by mail (docs/product.md, "Screens and routes", "States",
 * "Validation"): valid → the validated page, invalid → "Ce code n'est pas valide". A new code can be requested (it
 * replaces the previous one); the answer is the same whether or not a pending account matches the address. Shown after
 * registering (the address is known) or from the mail's link `/{lang}/login?activate={customerId}` (the address is
 * asked for once a new code is wanted: "Recevoir un nouveau code" opens that field first). Success opens the validated
 * page with `ValidatedState` (the only way it says the account is activated).
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { FormStatus } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api';
import { errorMessages } from '../../../lib/error-messages';
import { activate } from '../api/activate';
import { requestActivationCode } from '../api/request-activation-code';
import { useForm } from '../../../lib/forms/use-form';
import { validate } from '../../../lib/forms/validate';
import { accountSchemas } from '../validation';
import { fieldMessages, resendCodeMessage } from '../messages';
import { accountPaths, useLang } from '../use-lang';
import type { ValidatedState } from '../routes/validated-page';
import { FormError } from '../../../components/ui/form-error';
import { EmailField, FormActions } from './form-parts';

const messages = defineMessages({
  title: { id: 'accounts.activation.title', defaultMessage: 'Activez votre compte' },
  enterCode: {
    id: 'accounts.activation.enterCode',
    defaultMessage: 'Saisissez le code à 6 chiffres reçu par e-mail. Il est valable 24 heures.',
  },
  codeHint: { id: 'accounts.activation.codeHint', defaultMessage: '6 chiffres, sans espace.' },
  submit: { id: 'accounts.activation.submit', defaultMessage: 'Activer mon compte' },
  resendTitle: { id: 'accounts.activation.resendTitle', defaultMessage: "Vous n'avez pas reçu le code ?" },
  resendText: {
    id: 'accounts.activation.resendText',
    defaultMessage: 'Vérifiez vos courriers indésirables, ou demandez un nouveau code : il remplace le précédent.',
  },
  resent: {
    id: 'accounts.activation.resent',
    defaultMessage: "Si un compte en attente d'activation correspond à cette adresse, un nouveau code vient de lui être envoyé.",
  },
});

const sentTo = defineMessage<{ email: string }>({
  id: 'accounts.activation.sentTo',
  defaultMessage: 'Nous avons envoyé un code à 6 chiffres à {email}. Il est valable 24 heures.',
});

export interface ActivationPanelProps {
  readonly customerId: string;
  /** The address the code was sent to, when known (just registered). */
  readonly email?: string | undefined;
  /** The customer id is not one (a damaged link): the page shows something else. */
  readonly onInvalidCustomerId: () => void;
}

export function ActivationPanel({ customerId, email: knownEmail, onInvalidCustomerId }: ActivationPanelProps) {
  const intl = useIntl();
  const lang = useLang();
  const navigate = useNavigate();
  const titleId = useId();
  const resendTitleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [code, setCode] = useState('');
  const [email, setEmail] = useState(knownEmail ?? '');
  const [pending, setPending] = useState(false);
  const [resent, setResent] = useState(false);
  const [askingEmail, setAskingEmail] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const errors = useForm();
  const resendErrors = useForm();
  const t = intl.formatMessage;

  const wellFormed = validate(accountSchemas.customerId, customerId).ok;

  useEffect(() => {
    if (!wellFormed) onInvalidCustomerId();
  }, [wellFormed, onInvalidCustomerId]);
  // The step replaces the register form: screen reader and keyboard users start at its title.
  useEffect(() => {
    if (wellFormed) heading.current?.focus();
  }, [wellFormed]);

  async function submitCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const checked = validate(accountSchemas.activate, { customerId, code });
    if (!checked.ok) {
      errors.reject(checked.errors, checked.errors.code ? null : 'ACTIVATION_CODE_INVALID');
      return;
    }
    errors.clear();
    setPending(true);
    try {
      await activate(checked.output);
      const state: ValidatedState = { activated: customerId, email: knownEmail ?? (email.trim() || undefined) };
      await navigate(accountPaths.validated(lang, customerId), { state });
    } catch (error) {
      setPending(false);
      if (isApiError(error) && error.code === 'ACTIVATION_CODE_INVALID') {
        errors.reject({ code: errorMessages.ACTIVATION_CODE_INVALID });
      } else {
        errors.fail(error);
      }
    }
  }

  async function resend(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    if (pending) return;
    setResent(false);
    const checked = validate(accountSchemas.activationCode, { email, lang });
    if (!checked.ok) {
      resendErrors.reject(checked.errors);
      return;
    }
    resendErrors.clear();
    setPending(true);
    try {
      await requestActivationCode(checked.output);
      setResent(true);
    } catch (error) {
      resendErrors.fail(error);
    } finally {
      setPending(false);
    }
  }

  if (!wellFormed) return null;
  return (
    <section className="card auth-card" aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        {t(messages.title)}
      </h2>
      <p>{knownEmail ? t(sentTo, { email: knownEmail }) : t(messages.enterCode)}</p>
      <form ref={errors.form} className="form" aria-labelledby={titleId} noValidate onSubmit={submitCode} aria-busy={pending}>
        <FormError code={errors.formError} />
        <TextField
          label={t(fieldMessages.code)}
          description={t(messages.codeHint)}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          className="field-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={errors.errorText('code')}
        />
        <FormActions label={t(messages.submit)} pending={pending} />
      </form>

      {/* biome-ignore lint/a11y/useSemanticElements: a titled aside beside the form, not a set of form controls. */}
      <div className="form-aside" role="group" aria-labelledby={resendTitleId}>
        <h3 id={resendTitleId}>{t(messages.resendTitle)}</h3>
        <p>{t(messages.resendText)}</p>
        <FormError code={resendErrors.formError} />
        <FormStatus>{resent ? <p>{t(messages.resent)}</p> : null}</FormStatus>
        {knownEmail ? (
          <button type="button" className="button" onClick={() => void resend()} aria-disabled={pending || undefined}>
            {t(resendCodeMessage)}
          </button>
        ) : !askingEmail ? (
          <button
            type="button"
            className="button"
            onClick={() => {
              setAskingEmail(true);
              requestAnimationFrame(() => emailInput.current?.focus());
            }}
          >
            {t(resendCodeMessage)}
          </button>
        ) : (
          <form ref={resendErrors.form} className="form" aria-labelledby={resendTitleId} noValidate onSubmit={resend}>
            <EmailField ref={emailInput} value={email} onChange={setEmail} error={resendErrors.errorText('email')} />
            <FormActions label={t(resendCodeMessage)} pending={pending} secondary />
          </form>
        )}
      </div>
    </section>
  );
}
