/** Catch-all route: the 404 page. */
import { NotFound } from '../components/not-found';

export function Component() {
  return <NotFound />;
}
