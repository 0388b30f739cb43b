import type { ComponentType, ReactNode } from 'react';
import { AccountLayout } from './account-layout';
import { BareLayout, DefaultLayout } from './default-layout';
import type { LayoutName } from './layout-name';

export const layouts: Record<LayoutName, ComponentType<{ children: ReactNode }>> = {
  default: DefaultLayout,
  account: AccountLayout,
  bare: BareLayout,
};
