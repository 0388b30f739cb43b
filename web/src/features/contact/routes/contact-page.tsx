/**
 * `/{lang}/customer/contact`: subject, message, optionally the project concerned → `POST /api/contact`. The request
 * is stored at once; support and the customer get their mails from a job. The page promises an answer within 24 hours
 * (docs/product.md, "What it does", "Constants and limits"). Failure: "Une erreur est survenue" (docs/product.md,
 * "Errors").
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { CONTACT_MESSAGE_MAX, CONTACT_SUBJECT_MAX, ContactInput } from '../../../../../shared/schemas/contact';
import { useDocumentTitle } from '../../../components/shell/use-document-title';
import { FormStatus } from '../../../components/ui/form-alert';
import { FormError } from '../../../components/ui/form-error';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { isApiError } from '../../../lib/api';
import { forgetFields } from '../../../lib/forms/forget-fields';
import { useForm } from '../../../lib/forms/use-form';
import { validate } from '../../../lib/forms/validate';
import { useLocale } from '../../../lib/use-locale';
import { sendContact } from '../api/contact';
import { projectListQuery } from '../../../lib/projects/queries';

const messages = defineMessages({
  documentTitle: { id: 'contact.documentTitle', defaultMessage: 'Contact' },
  title: { id: 'contact.title', defaultMessage: 'Nous contacter' },
  lead: {
    id: 'contact.lead',
    defaultMessage: 'Une question, un problème ? Écrivez-nous : notre équipe vous répond dans les 24 heures.',
  },
  form: { id: 'contact.form', defaultMessage: 'Votre demande' },
  subject: { id: 'contact.subject', defaultMessage: 'Objet' },
  message: { id: 'contact.message', defaultMessage: 'Message' },
  project: { id: 'contact.project', defaultMessage: 'Projet concerné' },
  noProject: { id: 'contact.noProject', defaultMessage: 'Aucun projet en particulier' },
  submit: { id: 'contact.submit', defaultMessage: 'Envoyer' },
  submitting: { id: 'contact.submitting', defaultMessage: 'Envoi en cours…' },
  sent: {
    id: 'contact.sent',
    defaultMessage:
      'Votre demande a bien été envoyée. Vous allez recevoir un e-mail de confirmation, et notre équipe vous répondra dans les 24 heures.',
  },
  another: { id: 'contact.another', defaultMessage: 'Écrire une autre demande' },
  welcome: { id: 'contact.welcome', defaultMessage: 'Retour à mes projets' },
});

const counter = defineMessage<{ count: number; max: number }>({
  id: 'contact.counter',
  defaultMessage: '{count, number} / {max, number} caractères',
});

interface Values {
  subject: string;
  message: string;
  projectId: string;
}
const empty: Values = { subject: '', message: '', projectId: '' };

function ContactPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const lang = useLocale();
  const titleId = useId();
  useDocumentTitle(t(messages.documentTitle));
  const { data: projects } = useQuery(projectListQuery());
  const form = useForm();
  const status = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState<Values>(empty);
  const [sent, setSent] = useState(false);

  const change = (field: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    forgetFields(form, [field]);
  };

  const submit = (event: FormEvent) =>
    form.submit(
      event,
      () =>
        validate(ContactInput, {
          subject: values.subject,
          message: values.message,
          lang,
          ...(values.projectId ? { projectId: values.projectId } : {}),
        }),
      async (input) => {
        try {
          await sendContact(input);
        } catch (failure) {
          // Field problems and "too many requests" say more; anything else is "Une erreur est survenue" (docs/product.md,
          // "Errors").
          if (isApiError(failure) && (failure.code === 'VALIDATION_FAILED' || failure.code === 'TOO_MANY_REQUESTS')) throw failure;
          form.fail(failure, 'CONTACT_FAILED');
          return;
        }
        setSent(true);
        setValues(empty);
        requestAnimationFrame(() => status.current?.focus());
      },
    );

  return (
    <div className="page contact-page">
      <header className="page-header">
        <h1 id={titleId}>{t(messages.title)}</h1>
        <p className="lead">{t(messages.lead)}</p>
      </header>
      <FormStatus ref={status}>
        {sent ? (
          <>
            <p>{t(messages.sent)}</p>
            <p>
              <button type="button" className="button" onClick={() => setSent(false)}>
                {t(messages.another)}
              </button>{' '}
              <Link to={`/${lang}/customer/welcome`}>{t(messages.welcome)}</Link>
            </p>
          </>
        ) : null}
      </FormStatus>
      {sent ? null : (
        <form ref={form.form} className="form card" noValidate aria-label={t(messages.form)} onSubmit={submit} aria-busy={form.pending}>
          <FormError code={form.formError} />
          <TextField
            label={t(messages.subject)}
            name="subject"
            maxLength={CONTACT_SUBJECT_MAX}
            value={values.subject}
            onChange={(event) => change('subject')(event.target.value)}
            error={form.errorText('subject')}
            required
          />
          <TextareaField
            label={t(messages.message)}
            name="message"
            rows={8}
            maxLength={CONTACT_MESSAGE_MAX}
            value={values.message}
            onChange={(event) => change('message')(event.target.value)}
            error={form.errorText('message')}
            description={t(counter, { count: values.message.length, max: CONTACT_MESSAGE_MAX })}
            required
          />
          <SelectField
            label={t(messages.project)}
            name="projectId"
            value={values.projectId}
            onChange={(event) => change('projectId')(event.target.value)}
            error={form.errorText('projectId')}
            placeholder={t(messages.noProject)}
            options={(projects?.items ?? []).map((project) => ({ value: project.projectId, label: project.name }))}
          />
          <div className="form-actions">
            <button type="submit" className="button primary" aria-disabled={form.pending || undefined}>
              {t(form.pending ? messages.submitting : messages.submit)}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}

export function Component() {
  return <ContactPage />;
}
