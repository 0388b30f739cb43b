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
