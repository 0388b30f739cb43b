/**
 * Project creation (docs/product.md, "Screens and routes"): name, project languages (one or more of fr, en, es, it, de, with their flags)
 * and project type, checked in the browser with the API's own schema (shared/schemas/projects.ts).
 * Loaded on demand, the first time the welcome page's "create a project" button is used.
 */
import { useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { LANGUAGES, type Language } from '../../../../../shared/constants';
import type { ProjectSummary } from '../../../../../shared/project-views';
import { PROJECT_TYPES } from '../../../../../shared/projects';
import { CreateProjectInput } from '../../../../../shared/schemas/projects';
import { Flag } from '../../../components/shell/flags';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { languageMessages } from '../../../components/projects/messages';
import { commonMessages, typeMessages } from '../messages';
import { FormError } from '../../../components/ui/form-error';
import { forgetFields } from '../../../lib/forms/forget-fields';
import { useForm } from '../../../lib/forms/use-form';
import { validate } from '../../../lib/forms/validate';
import { useCreateProject } from '../api/create-project';
import { CheckboxGroupField } from '../../../components/ui/checkbox-group-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { RequiredNote } from './required-note';
import { useLocale } from '../../../lib/use-locale';

const messages = defineMessages({
  title: { id: 'projects.create.title', defaultMessage: 'Créer un projet' },
  form: { id: 'projects.create.form', defaultMessage: 'Nouveau projet' },
  languagesHint: {
    id: 'projects.create.languagesHint',
    defaultMessage: 'Les langues dans lesquelles les contenus du projet seront saisis.',
  },
  typePlaceholder: { id: 'projects.create.typePlaceholder', defaultMessage: 'Choisissez un type' },
  submit: { id: 'projects.create.submit', defaultMessage: 'Créer le projet' },
  submitting: { id: 'projects.create.submitting', defaultMessage: 'Création en cours…' },
});

interface Values {
  name: string;
  languages: Language[];
  type: string;
}

export interface CreateProjectDialogProps {
  readonly onClose: () => void;
  readonly onCreated: (project: ProjectSummary) => void;
}

export default function CreateProjectDialog({ onClose, onCreated }: CreateProjectDialogProps) {
  const intl = useIntl();
  const locale = useLocale();
  const [values, setValues] = useState<Values>({ name: '', languages: [locale], type: '' });
  const form = useForm();
  const create = useCreateProject({ mutationConfig: { onSuccess: onCreated } });

  const change =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) => {
      setValues((current) => ({ ...current, [key]: value }));
      forgetFields(form, [key]);
    };

  const submit = (event: FormEvent) => form.submit(event, () => validate(CreateProjectInput, values), create.mutateAsync);

  const title = intl.formatMessage(messages.title);
  return (
    <ModalDialog title={title} onClose={onClose}>
      <form ref={form.form} className="form" noValidate aria-label={intl.formatMessage(messages.form)} onSubmit={submit}>
        <RequiredNote />
        <FormError code={form.formError} />
        <TextField
          label={intl.formatMessage(commonMessages.name)}
          name="name"
          value={values.name}
          onChange={(event) => change('name')(event.target.value)}
          error={form.errorText('name')}
          required
          maxLength={120}
          autoComplete="off"
          autoFocus
        />
        <CheckboxGroupField<Language>
          legend={intl.formatMessage(commonMessages.languages)}
          name="languages"
          description={intl.formatMessage(messages.languagesHint)}
          value={values.languages}
          onChange={change('languages')}
          error={form.errorText('languages')}
          required
          options={LANGUAGES.map((language) => ({
            value: language,
            label: intl.formatMessage(languageMessages[language]),
            icon: <Flag language={language} />,
          }))}
        />
        <SelectField
          label={intl.formatMessage(commonMessages.type)}
          name="type"
          value={values.type}
          onChange={(event) => change('type')(event.target.value)}
          error={form.errorText('type')}
          required
          placeholder={intl.formatMessage(messages.typePlaceholder)}
          options={PROJECT_TYPES.map((type) => ({ value: type, label: intl.formatMessage(typeMessages[type]) }))}
        />
        <div className="form-actions">
          <button type="button" className="button" onClick={onClose}>
            {intl.formatMessage(commonMessages.cancel)}
          </button>
          <button type="submit" className="button primary" aria-disabled={form.pending || undefined}>
            {intl.formatMessage(form.pending ? messages.submitting : messages.submit)}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
