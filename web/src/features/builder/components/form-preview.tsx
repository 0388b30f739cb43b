/** The live preview of the form being built, drawn by the app's one form renderer (its values are not kept). */
import { useIntl } from 'react-intl';
import type { Language, UiLocale } from '../../../../../shared/constants';
import { localizedText } from '../../../../../shared/localized-text';
import type { RecordValues } from '../../../../../shared/record-values';
import type { FormConfig } from '../../../../../shared/schemas/builder';
import { FormRenderer } from '../../../components/form-renderer/form-renderer';
import { formMessages } from '../messages';

export function FormPreview({
  form,
  languages,
  locale,
  values,
  onChange,
}: {
  readonly form: FormConfig;
  readonly languages: readonly Language[];
  readonly locale: UiLocale;
  readonly values: RecordValues;
  readonly onChange: (values: RecordValues) => void;
}) {
  const intl = useIntl();
  return (
    <section className="card builder-preview" aria-labelledby="builder-preview-title">
      <h2 id="builder-preview-title">{intl.formatMessage(formMessages.preview)}</h2>
      <p className="muted">{intl.formatMessage(formMessages.previewHint)}</p>
      <h3>{localizedText(form.titles.add, locale)}</h3>
      <FormRenderer form={form} languages={languages} uiLocale={locale} values={values} onChange={onChange} mode="preview" />
    </section>
  );
}
