import type { ReactNode } from 'react';
import { PageFrame } from './page-frame';
import { MainNav, SiteHeader } from './site-header';

/** Public pages: brand, main navigation, display controls. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <PageFrame
      header={
        <SiteHeader>
          <MainNav />
        </SiteHeader>
      }
    >
      {children}
    </PageFrame>
  );
}

/**
 * A page for people without an account, who came for that page only (the upload page): the brand and the display
 * controls, no navigation to the site's other pages or to the customer area.
 */
export function BareLayout({ children }: { children: ReactNode }) {
  return <PageFrame header={<SiteHeader />}>{children}</PageFrame>;
}
