/** The `handle` of each route of the route tables (app/routes.tsx, app/customer-routes.tsx). */
import type { CatalogueSection, RouteHandle } from './layout-name';

export const defaultLayout: RouteHandle = { layout: 'default' };
export const accountLayout: RouteHandle = { layout: 'account' };
/** A page in the default layout that shows the texts of `sections` (test/web/i18n.test.ts checks they suffice). */
export const shows = (...sections: CatalogueSection[]): RouteHandle => ({ layout: 'default', sections });
/** A page of the customer area's own layout that shows the texts of `sections`. */
export const showsInAccount = (...sections: CatalogueSection[]): RouteHandle => ({ layout: 'account', sections });
/** A page alone in its layout (no navigation) that shows the texts of `sections`. */
export const showsAlone = (...sections: CatalogueSection[]): RouteHandle => ({ layout: 'bare', sections });
