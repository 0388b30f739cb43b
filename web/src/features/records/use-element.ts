/**
 * What every records screen reads (fetched by its loader): the element's screen (web/src/lib/projects/element-screen.ts:
 * the project, the application, the element's form and list, the project's languages, the names the screens show),
 * and the categories its fields offer.
 */
import type { ElementRef } from '../../lib/projects/element-queries';
import { useElementScreen } from '../../lib/projects/element-screen';
import { useLocale } from '../../lib/use-locale';
import { shownFields, useCategoryLists } from './categories';

/** `shown`: the fields whose categories the screen needs (the whole form, or the list's columns). */
export function useElement(to: ElementRef, shown: 'form' | 'columns' = 'form') {
  const locale = useLocale();
  const screen = useElementScreen(to);
  const categories = useCategoryLists(
    to,
    screen ? shownFields(screen.view, shown) : [],
    screen?.application,
    locale,
    screen?.languages ?? [],
  );
  if (!screen) return null;
  return { ...screen, form: screen.view.form, table: screen.view.table, categories };
}

export type ElementScreen = NonNullable<ReturnType<typeof useElement>>;
