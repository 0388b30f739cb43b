/**
 * The fields of an application (docs/product.md, "Screens and routes" and "Entities"): title, description, url and,
 * for a kind that has them (shared/kinds.ts), the catalogue's category options (several categories per item, subcategories, parent category). Used to add and to edit.
 */
import type { ChangeEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { type ApplicationKind, type CatalogueOptions, hasCatalogueOptions } from '../../../../../shared/kinds';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FieldLegend } from '../../../components/ui/options-fieldset';
import { TextareaField } from '../../../components/ui/textarea-field';
import { TextField } from '../../../components/ui/text-field';

export const applicationFieldMessages = defineMessages({
  title: { id: 'applications.field.title', defaultMessage: 'Titre' },
  description: { id: 'applications.field.description', defaultMessage: 'Description' },
  descriptionHint: { id: 'applications.field.descriptionHint', defaultMessage: 'Facultative, 2\u00a0000 caractères au plus.' },
  url: { id: 'applications.field.url', defaultMessage: 'Adresse web' },
  urlHint: { id: 'applications.field.urlHint', defaultMessage: 'Facultative, par exemple https://www.exemple.fr.' },
  options: { id: 'applications.field.catalogueOptions', defaultMessage: 'Options du catalogue' },
  multipleCategories: { id: 'applications.field.multipleCategories', defaultMessage: 'Plusieurs catégories par fiche' },
  multipleCategoriesHint: {
    id: 'applications.field.multipleCategoriesHint',
    defaultMessage: 'Une fiche peut être classée dans plusieurs catégories à la fois.',
  },
  subcategories: { id: 'applications.field.subcategories', defaultMessage: 'Sous-catégories' },
  subcategoriesHint: { id: 'applications.field.subcategoriesHint', defaultMessage: "Une catégorie peut contenir d'autres catégories." },
  parentCategory: { id: 'applications.field.parentCategory', defaultMessage: 'Catégorie parente' },
  parentCategoryHint: {
    id: 'applications.field.parentCategoryHint',
    defaultMessage: 'Chaque catégorie indique la catégorie dont elle dépend.',
  },
});

export interface ApplicationValues {
  title: string;
  description: string;
  url: string;
  catalogueOptions: CatalogueOptions;
}

export function ApplicationFields({
  kind,
  values,
  errorText,
  onChange,
  autoFocus,
}: {
  kind: ApplicationKind | '';
  values: ApplicationValues;
  /** The form's error of a field (lib/forms/use-form `errorText`). */
  errorText: (field: string) => string | undefined;
  onChange: (patch: Partial<ApplicationValues>) => void;
  autoFocus?: boolean;
}) {
  const intl = useIntl();
  const m = applicationFieldMessages;
  const options = values.catalogueOptions;
  const option = (key: keyof CatalogueOptions) => ({
    name: key,
    checked: options[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange({ catalogueOptions: { ...options, [key]: event.target.checked } }),
  });
  return (
    <>
      <TextField
        label={intl.formatMessage(m.title)}
        name="title"
        value={values.title}
        onChange={(event) => onChange({ title: event.target.value })}
        error={errorText('title')}
        required
        maxLength={120}
        autoComplete="off"
        autoFocus={autoFocus ?? false}
      />
      <TextareaField
        label={intl.formatMessage(m.description)}
        name="description"
        description={intl.formatMessage(m.descriptionHint)}
        value={values.description}
        onChange={(event) => onChange({ description: event.target.value })}
        error={errorText('description')}
        rows={4}
        maxLength={2000}
      />
      <TextField
        label={intl.formatMessage(m.url)}
        name="url"
        type="url"
        inputMode="url"
        description={intl.formatMessage(m.urlHint)}
        value={values.url}
        onChange={(event) => onChange({ url: event.target.value })}
        error={errorText('url')}
        autoComplete="url"
      />
      {hasCatalogueOptions(kind) ? (
        <fieldset className="field field-group">
          <FieldLegend label={intl.formatMessage(m.options)} />
          <CheckboxField
            {...option('multipleCategories')}
            label={intl.formatMessage(m.multipleCategories)}
            description={intl.formatMessage(m.multipleCategoriesHint)}
          />
          <CheckboxField
            {...option('subcategories')}
            label={intl.formatMessage(m.subcategories)}
            description={intl.formatMessage(m.subcategoriesHint)}
          />
          <CheckboxField
            {...option('parentCategory')}
            label={intl.formatMessage(m.parentCategory)}
            description={intl.formatMessage(m.parentCategoryHint)}
          />
        </fieldset>
      ) : null}
    </>
  );
}

/** The body fields of an application form, as the API and its schema want them. */
export function applicationBody(kind: ApplicationKind | '', values: ApplicationValues) {
  return {
    title: values.title,
    description: values.description,
    url: values.url,
    ...(hasCatalogueOptions(kind) ? { catalogueOptions: values.catalogueOptions } : {}),
  };
}
