/** Catch-all route: the 404 page. */
import { NotFound } from '../../../components/shell/not-found';

export function Component() {
  return <NotFound />;
}
