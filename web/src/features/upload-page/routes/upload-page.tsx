/**
 * `/_upload?t=…` (docs/product.md, "Screens and routes"): the upload page of an upload link, for people without an
 * account. It shows the project's and the record's names and, per asked field, its rules, the files already there and
 * an uploader; each file, once checked, is attached to the record (a new version saved by "upload link").
 *
 * Its language is the link's: the loader reads the link and, when the address names no language (`lang`, see
 * lib/locale-path.ts), goes to the same address with the link's, so that the root loads that catalogue; the header's
 * language switch keeps `t` and changes `lang`. A missing or malformed token, a wrong, expired or revoked link, or too
 * many attempts show a page that says so, without the form.
 *
 * The token is the credential: the page sends no referrer (the footer's links, the storage's POSTs) so that it never
 * lands in another server's logs.
 */
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { useIntl } from 'react-intl';
import { type LoaderFunctionArgs, redirect, useSearchParams } from 'react-router';
import { type UploadLinkPage, UploadToken } from '../../../../../shared/schemas/uploads';
import { useDocumentTitle } from '../../../components/shell/use-document-title';
import { isApiError } from '../../../lib/api';
import { LANG_PARAM, localeOf } from '../../../lib/locale-path';
import { queryClient } from '../../../lib/query-client';
import { isLinkGone, uploadLinkPageQuery } from '../api';
import { LinkField } from '../components/link-field';
import { LinkProblem } from '../components/link-problem';
import { pageMessages as messages } from '../messages';
import '../upload-page.css';

const TOKEN_PARAM = 't';

const tokenOf = (params: URLSearchParams): string | null => {
  const token = params.get(TOKEN_PARAM);
  return v.is(UploadToken, token) ? token : null;
};

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const token = tokenOf(url.searchParams);
  if (token === null) return null;
  // A failure is not thrown: the page says what it means (a wrong or expired link…).
  await queryClient.prefetchQuery(uploadLinkPageQuery(token));
  const page = queryClient.getQueryData(uploadLinkPageQuery(token).queryKey);
  if (page && !url.searchParams.has(LANG_PARAM) && page.language !== localeOf(url)) {
    url.searchParams.set(LANG_PARAM, page.language);
    throw redirect(`${url.pathname}${url.search}${url.hash}`);
  }
  return null;
}

function UploadPage({ token }: { readonly token: string }) {
  const { data: page, error, refetch, isFetching } = useQuery(uploadLinkPageQuery(token));
  // A link that stopped working while the page was open is said so, even though its page was read before.
  if (page && !(isApiError(error) && isLinkGone(error.code))) return <LinkPage token={token} page={page} />;
  return error ? <LinkProblem error={error} onReload={() => void refetch()} reloading={isFetching} /> : null;
}

function LinkPage({ token, page }: { readonly token: string; readonly page: UploadLinkPage }) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(messages.documentTitle, { project: page.project.name }));
  return (
    <div className="page upload-page">
      <header className="page-header">
        <p className="eyebrow">{page.project.name}</p>
        <h1>{intl.formatMessage(messages.heading)}</h1>
        <p className="lead">
          {page.record.name
            ? intl.formatMessage(messages.intro, { project: page.project.name, record: page.record.name })
            : intl.formatMessage(messages.introUnnamed, { project: page.project.name })}
        </p>
        <p>{intl.formatMessage(messages.howTo)}</p>
        <p className="muted">
          {intl.formatMessage(messages.expires, { date: intl.formatDate(page.expiresAt, { dateStyle: 'long', timeStyle: 'short' }) })}
        </p>
      </header>
      {page.fields.map((field) => (
        <LinkField key={field.key} token={token} field={field} />
      ))}
    </div>
  );
}

export function Component() {
  const [params] = useSearchParams();
  const token = tokenOf(params);
  return (
    // The page is outside the customer area, which provides the query client to its screens.
    <QueryClientProvider client={queryClient}>
      {/* The token is in this page's address: no request from here names it to anyone (React puts this in <head>). */}
      <meta name="referrer" content="no-referrer" />
      {token === null ? <LinkProblem error={null} /> : <UploadPage key={token} token={token} />}
    </QueryClientProvider>
  );
}
