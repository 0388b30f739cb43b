/**
 * `/{lang}/customer/account`: my details (saved with their version: a change made elsewhere meanwhile
 * says so and offers to reload), my e-mail address (a code sent to the new address confirms it), and the deletion of
 * the account (confirmed by the password in a dialog, then the browser forgets its session and shows the login page).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import {
  type CustomerView,
  DeletionInput,
  EmailChangeInput,
  EmailConfirmInput,
  UpdateMeInput,
} from '../../../../../shared/schemas/accounts';
import { useDocumentTitle } from '../../../components/shell/use-document-title';
import { FormAlert, FormStatus } from '../../../components/ui/form-alert';
import { FormError } from '../../../components/ui/form-error';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api';
import { errorMessages } from '../../../lib/error-messages';
import { fieldMessageFor } from '../../../lib/field-messages';
import { forgetFields } from '../../../lib/forms/forget-fields';
import { type Form, useForm } from '../../../lib/forms/use-form';
import { validate } from '../../../lib/forms/validate';
import { accountMessages as m, accountValueMessages as valued } from '../account-messages';
import { confirmEmailChange, meKey, meQuery, requestDeletion, requestEmailChange, updateMe } from '../api/me';
import { CurrentPasswordField, FormActions } from '../components/form-parts';
import { fieldMessages } from '../messages';
import { accountPaths, useLang } from '../use-lang';
import '../accounts.css';

/** The code a failed account call shows: its own when it says what to do (stale, too many tries), else `fallback`. */
const failureCode = (error: unknown, fallback: string) =>
  isApiError(error) && ['CONFLICT', 'TOO_MANY_REQUESTS', 'NETWORK', 'UNAUTHORIZED'].includes(error.code) ? error.code : fallback;

/**
 * Runs a call for a form: its failure shown with `fallback` (the field problems the API named too); without a
 * fallback, the failure's own code.
 */
async function attempt(form: Form, fallback: string | null, call: () => Promise<void>) {
  try {
    await call();
  } catch (error) {
    if (fallback === null) form.fail(error);
    else form.fail(error, failureCode(error, fallback));
  }
}

function DetailsForm({ customer }: { readonly customer: CustomerView }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const queryClient = useQueryClient();
  const titleId = useId();
  const form = useForm();
  const [values, setValues] = useState({
    firstname: customer.firstname,
    lastname: customer.lastname,
    company: customer.company,
    phone: customer.phone,
  });
  const [saved, setSaved] = useState(false);
  /** A detail's field: its value, its change (the confirmation and the field's problem forgotten), its problem. */
  const bind = (name: keyof typeof values) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setSaved(false);
      forgetFields(form, [name]);
    },
    error: form.errorText(name),
  });

  const submit = (event: FormEvent) =>
    form.submit(
      event,
      () => validate(UpdateMeInput, { ...values, version: customer.version }),
      (input) =>
        attempt(form, 'DETAILS_CHANGE_FAILED', async () => {
          setSaved(false);
          queryClient.setQueryData(meKey, await updateMe(input));
          setSaved(true);
        }),
    );

  async function reload() {
    const fresh = await queryClient.fetchQuery({ ...meQuery, staleTime: 0 });
    setValues({ firstname: fresh.firstname, lastname: fresh.lastname, company: fresh.company, phone: fresh.phone });
    form.clear();
  }

  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t(m.detailsTitle)}</h2>
      <form ref={form.form} className="form" noValidate aria-labelledby={titleId} onSubmit={submit} aria-busy={form.pending}>
        <p className="form-hint">{t(fieldMessages.requiredHint)}</p>
        <FormError code={form.formError}>
          {form.formError === 'CONFLICT' ? (
            <p>
              <button type="button" className="button" onClick={() => void reload()}>
                {t(m.reload)}
              </button>
            </p>
          ) : null}
        </FormError>
        {saved ? (
          <FormStatus>
            <p>{t(m.detailsSaved)}</p>
          </FormStatus>
        ) : null}
        <TextField label={t(fieldMessages.firstname)} autoComplete="given-name" required maxLength={80} {...bind('firstname')} />
        <TextField label={t(fieldMessages.lastname)} autoComplete="family-name" required maxLength={80} {...bind('lastname')} />
        <TextField label={t(fieldMessages.company)} autoComplete="organization" maxLength={120} {...bind('company')} />
        <TextField label={t(fieldMessages.phone)} type="tel" autoComplete="tel" {...bind('phone')} />
        <FormActions label={t(m.detailsSubmit)} pending={form.pending} />
      </form>
    </section>
  );
}

function EmailSection({ customer }: { readonly customer: CustomerView }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const queryClient = useQueryClient();
  const titleId = useId();
  const ask = useForm();
  const confirm = useForm();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'ask' | 'code'>('ask');
  const [changedTo, setChangedTo] = useState<string | null>(null);

  const submitAsk = (event: FormEvent) =>
    ask.submit(
      event,
      () => validate(EmailChangeInput, { email, password }),
      (input) =>
        attempt(ask, 'DETAILS_CHANGE_FAILED', async () => {
          await requestEmailChange(input);
          setPassword('');
          setChangedTo(null);
          setStep('code');
        }),
    );

  const submitCode = (event: FormEvent) =>
    confirm.submit(
      event,
      () => validate(EmailConfirmInput, { code }),
      async (input) => {
        try {
          const updated = await confirmEmailChange(input);
          queryClient.setQueryData(meKey, updated);
          setChangedTo(updated.email);
          setStep('ask');
          setEmail('');
          setCode('');
        } catch (error) {
          if (isApiError(error) && error.code === 'ACTIVATION_CODE_INVALID') {
            confirm.reject({ code: errorMessages.ACTIVATION_CODE_INVALID });
            return;
          }
          if (isApiError(error) && error.code === 'CONFLICT' && error.details.length > 0) {
            // The new address became another account's meanwhile (`validation.accountEmailTaken`).
            confirm.reject({ code: fieldMessageFor(error.details[0]!.message) }, 'DETAILS_CHANGE_FAILED');
            return;
          }
          confirm.fail(error, failureCode(error, 'DETAILS_CHANGE_FAILED'));
        }
      },
    );

  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t(m.emailTitle)}</h2>
      <p>{t(valued.emailCurrent, { email: customer.email })}</p>
      {changedTo ? (
        <FormStatus>
          <p>{t(valued.emailChanged, { email: changedTo })}</p>
        </FormStatus>
      ) : null}
      {step === 'ask' ? (
        <form ref={ask.form} className="form" noValidate aria-labelledby={titleId} onSubmit={submitAsk} aria-busy={ask.pending}>
          <p>{t(m.emailLead)}</p>
          <FormError code={ask.formError} />
          <TextField
            label={t(m.newEmail)}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              forgetFields(ask, ['email']);
            }}
            error={ask.errorText('email')}
          />
          <CurrentPasswordField
            value={password}
            onChange={(value) => {
              setPassword(value);
              forgetFields(ask, ['password']);
            }}
            error={ask.errorText('password')}
          />
          <FormActions label={t(m.emailSubmit)} pending={ask.pending} />
        </form>
      ) : (
        <form ref={confirm.form} className="form" noValidate aria-labelledby={titleId} onSubmit={submitCode} aria-busy={confirm.pending}>
          <FormStatus>
            <p>{t(valued.codeSent, { email })}</p>
          </FormStatus>
          <FormError code={confirm.formError} />
          <TextField
            label={t(m.code)}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            maxLength={6}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              forgetFields(confirm, ['code']);
            }}
            error={confirm.errorText('code')}
          />
          <FormActions label={t(m.confirmSubmit)} pending={confirm.pending}>
            <button
              type="button"
              className="button"
              onClick={() => {
                setStep('ask');
                setCode('');
                confirm.clear();
              }}
            >
              {t(m.cancel)}
            </button>
          </FormActions>
        </form>
      )}
    </section>
  );
}

function DeleteSection() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const lang = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const titleId = useId();
  const form = useForm();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) =>
    form.submit(
      event,
      () => validate(DeletionInput, { password }),
      (input) =>
        attempt(form, null, async () => {
          await requestDeletion(input);
          queryClient.clear();
          await navigate(`${accountPaths.login(lang)}?deleted=1`, { replace: true });
        }),
    );

  return (
    <section className="card danger-zone" aria-labelledby={titleId}>
      <h2 id={titleId}>{t(m.deleteTitle)}</h2>
      <p>{t(m.deleteText)}</p>
      <p>
        <button type="button" className="button danger" onClick={() => setOpen(true)}>
          {t(m.deleteOpen)}
        </button>
      </p>
      {open ? (
        <ModalDialog
          title={t(m.deleteDialog)}
          onClose={() => {
            setOpen(false);
            setPassword('');
            form.clear();
          }}
        >
          <form ref={form.form} className="form" noValidate aria-label={t(m.deleteDialog)} onSubmit={submit} aria-busy={form.pending}>
            <p>{t(m.deleteConfirmText)}</p>
            <FormError code={form.formError} />
            <CurrentPasswordField
              value={password}
              onChange={(value) => {
                setPassword(value);
                forgetFields(form, ['password']);
              }}
              error={form.errorText('password')}
            />
            <div className="form-actions">
              <button type="submit" className="button danger" aria-disabled={form.pending || undefined}>
                {t(m.deleteSubmit)}
              </button>
            </div>
          </form>
        </ModalDialog>
      ) : null}
    </section>
  );
}

export function Component() {
  const intl = useIntl();
  const t = intl.formatMessage;
  useDocumentTitle(t(m.documentTitle));
  const me = useQuery(meQuery);
  return (
    <div className="page account-page">
      <header className="page-header">
        <h1>{t(m.title)}</h1>
        <p className="lead">{t(m.lead)}</p>
      </header>
      {me.isPending ? (
        <p role="status">{t(m.loading)}</p>
      ) : me.isError ? (
        <FormAlert>
          <p>{t(m.loadFailed)}</p>
        </FormAlert>
      ) : (
        <>
          <DetailsForm key={me.data.customerId} customer={me.data} />
          <EmailSection customer={me.data} />
          <DeleteSection />
        </>
      )}
    </div>
  );
}
