import type { ComponentType, ReactNode } from 'react';
import { lazyWithReload } from '../../lib/chunk-reload';
import { PageFrame } from './page-frame';
import { SiteHeader } from './site-header';

/** The accounts feature's menu, in its own small chunk: public pages never download it. */
const loadAccountMenu = lazyWithReload(() => import('../../features/accounts/components/account-menu'));
let AccountMenu: ComponentType | undefined;

/**
 * Fetches the account menu's chunk. The root loader waits for it before any customer page shows (a failed
 * chunk reloads the page, as a route's would), so the header is signed in from its first paint, not once the
 * chunk arrives after the page.
 */
export async function preloadAccountMenu(): Promise<void> {
  AccountMenu ??= (await loadAccountMenu()).default;
}

/**
 * Signed-in customer screens (`/{lang}/customer/...`): the header keeps an area for the account menu
 * (docs/product.md, "Screens and routes"), beside the theme and language controls. By default it holds the accounts feature's menu;
 * `menu` replaces it.
 */
export function AccountLayout({ children, menu }: { children: ReactNode; menu?: ReactNode }) {
  return (
    <PageFrame
      header={
        <SiteHeader>
          <div className="account-area">{menu ?? (AccountMenu ? <AccountMenu /> : null)}</div>
        </SiteHeader>
      }
    >
      {children}
    </PageFrame>
  );
}
