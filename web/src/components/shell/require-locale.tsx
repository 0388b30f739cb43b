import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { isUiLocale } from '../../../../shared/constants';
import { NotFound } from './not-found';

/** `/{lang}/...` pages exist only for fr and en; any other language segment is the 404 page. */
export function RequireLocale({ children }: { children: ReactNode }) {
  const { lang } = useParams();
  return isUiLocale(lang) ? children : <NotFound />;
}
