/**
 * `…/{builderElement}/new` (docs/product.md, "Screens and routes": "add"): a new record in the one form renderer under
 * the form's add title. With `?from={recordId}` it is a copy: the form starts with that record's values, the unique
 * address (`___email`) and the files left empty (a file belongs to one record). Once saved, the new record's edit
 * screen opens (components/record-form.tsx).
 */
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import { localizedText } from '../../../../../shared/localized-text';
import { atLeast } from '../../../../../shared/projects';
import { Loading } from '../../../components/projects/loading';
import { recordQuery } from '../api/get-record';
import type { ElementRef } from '../../../lib/projects/element-queries';
import { RecordForm } from '../components/record-form';
import { RecordPageFrame } from '../components/record-page-frame';
import { formMessages } from '../messages';
import { recordName } from '../record-name';
import { elementRefOf } from '../../../lib/projects/element-screen';
import { newLoader } from '../route-helpers';
import { useElement } from '../use-element';
import '../records.css';

export { ProjectRouteError as ErrorBoundary } from '../../../components/shell/route-error';

export const loader = newLoader;

/** The de-duplication key of imports (docs/product.md, "Entities"): unique in its element, so a copy leaves it empty. */
const UNIQUE_EMAIL = '___email';

function RecordNewPage({ to, from }: { readonly to: ElementRef; readonly from: string | null }) {
  const intl = useIntl();
  const screen = useElement(to);
  const { data: source } = useQuery({ ...recordQuery(to, from ?? ''), enabled: from !== null, refetchOnMount: false });
  if (!screen || (from !== null && !source)) return <Loading />;
  const { locale, languages, form } = screen;
  const emailField = form.fields.find((field) => field.key === UNIQUE_EMAIL);
  // A file belongs to one record: a copy starts without the source's files (the server would refuse them).
  const fileFields = form.fields.filter(
    (field) =>
      (field.type === 'file' || field.type === 'gallery') &&
      Array.isArray(source?.values[field.key]) &&
      (source.values[field.key] as unknown[]).length > 0,
  );
  const initial = source
    ? {
        ...source.values,
        ...(emailField ? { [UNIQUE_EMAIL]: '' } : {}),
        ...Object.fromEntries(fileFields.map((field) => [field.key, []])),
      }
    : undefined;
  const context = { intl, locale, languages, categories: screen.categories };
  return (
    <RecordPageFrame
      screen={screen}
      to={to}
      heading={localizedText(form.titles.add, locale, languages)}
      intro={
        source ? (
          <p className="notice">
            {intl.formatMessage(formMessages.copyNotice, { name: recordName(screen, source, context) })}
            {emailField
              ? ` ${intl.formatMessage(formMessages.copyEmail, { field: localizedText(emailField.label, locale, languages) || UNIQUE_EMAIL })}`
              : null}
            {fileFields.length > 0 ? ` ${intl.formatMessage(formMessages.copyFiles)}` : null}
          </p>
        ) : null
      }
    >
      {atLeast(screen.application.level, 'write') ? (
        <RecordForm screen={screen} to={to} initial={initial} />
      ) : (
        <p className="notice card">{intl.formatMessage(formMessages.readOnly)}</p>
      )}
    </RecordPageFrame>
  );
}

export function Component() {
  const to = elementRefOf(useParams());
  const [search] = useSearchParams();
  const from = search.get('from');
  return <RecordNewPage key={`${to.projectId}/${to.ref}/${to.element}/${from ?? ''}`} to={to} from={from} />;
}
