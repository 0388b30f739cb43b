/**
 * A read-only html field: its HTML shown as it reads (through components/ui/safe-html.tsx, which sanitises it), not as
 * code. The sanitiser loads on first use (DOMPurify stays out of screens without HTML); until it has, the field shows
 * nothing rather than raw markup. A translatable field shows each project language under its name.
 */
import { lazy, Suspense, useId } from 'react';
import { useIntl } from 'react-intl';
import { lazyWithReload } from '../../lib/chunk-reload';
import { RequiredMark } from '../ui/field-frame';
import { languageNames } from './messages';
import { isTranslated, type FieldProps } from './parts';

const SafeHtml = lazy(lazyWithReload(() => import('../ui/safe-html')));

export function HtmlView({ field, label, value, context }: Pick<FieldProps<'html'>, 'field' | 'label' | 'value' | 'context'>) {
  const intl = useIntl();
  const labelId = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a read-only value, not a group of controls: a fieldset would announce a form group.
    <div className="field renderer-html-view" role="group" aria-labelledby={labelId}>
      <div className="field-head">
        <span id={labelId} className="field-label">
          {label}
        </span>
        <RequiredMark required={field.mandatory} />
      </div>
      <Suspense fallback={null}>
        {isTranslated(value) ? (
          context.languages.map((language) => (
            <div key={language} className="renderer-language">
              <span className="renderer-language-label">{intl.formatMessage(languageNames[language])}</span>
              <SafeHtml html={value[language] ?? ''} lang={language} className="renderer-html" />
            </div>
          ))
        ) : (
          <SafeHtml html={value} className="renderer-html" />
        )}
      </Suspense>
    </div>
  );
}
