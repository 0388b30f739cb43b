import type { ReactNode } from 'react';
import { PageFrame } from './page-frame';
import { SiteHeader } from './site-header';

/**
 * Signed-in customer screens (`/{lang}/customer/...`): the header keeps an area for the account menu
 * (my details, password, delegate rights, duplicate applications, log out — SPEC §2), filled by the
 * accounts screens through `menu`, beside the theme and language controls.
 */
export function AccountLayout({ children, menu }: { children: ReactNode; menu?: ReactNode }) {
  return (
    <PageFrame
      header={
        <SiteHeader>
          <div className="account-area">{menu}</div>
        </SiteHeader>
      }
    >
      {children}
    </PageFrame>
  );
}
