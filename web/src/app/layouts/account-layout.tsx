import { lazy, Suspense, type ReactNode } from 'react';
import { lazyWithReload } from '../../lib/chunk-reload';
import { PageFrame } from './page-frame';
import { SiteHeader } from './site-header';

/** The accounts feature's menu, in its own small chunk: public pages never download it. */
const AccountMenu = lazy(lazyWithReload(() => import('../../features/accounts/components/account-menu')));

/**
 * Signed-in customer screens (`/{lang}/customer/...`): the header keeps an area for the account menu
 * (SPEC §2), beside the theme and language controls. By default it holds the accounts feature's menu;
 * `menu` replaces it.
 */
export function AccountLayout({ children, menu }: { children: ReactNode; menu?: ReactNode }) {
  return (
    <PageFrame
      header={
        <SiteHeader>
          <div className="account-area">
            {menu ?? (
              <Suspense fallback={null}>
                <AccountMenu />
              </Suspense>
            )}
          </div>
        </SiteHeader>
      }
    >
      {children}
    </PageFrame>
  );
}
