/**
 * The page of one account step reached by a link (lost password, new password from the mail, account
 * activated): one narrow card whose title names the page, the card and the document.
 */
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../components/shell/use-document-title';

export function StepPage({ title, titleId, children }: { readonly title: string; readonly titleId: string; readonly children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="page auth-page narrow">
      <section className="card auth-card" aria-labelledby={titleId}>
        <h1 id={titleId}>{title}</h1>
        {children}
      </section>
    </div>
  );
}
