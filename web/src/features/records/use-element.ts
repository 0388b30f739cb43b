/**
 * What every records screen reads (fetched by its loader): the project, the application, and the element's
 * configuration (its form, its list, the project's languages), with the names the screens show.
 */
import { useQuery } from '@tanstack/react-query';
import { localizedText } from '../../../../shared/localized-text';
import { tableQuery } from '../../lib/projects/element-queries';
import { useProjectApplication } from '../../lib/projects/use-project-application';
import { useLocale } from '../../lib/use-locale';
import type { ElementRef } from './api/keys';
import { shownFields, useCategoryLists } from './categories';

/** `shown`: the fields whose categories the screen needs (the whole form, or the list's columns). */
export function useElement(to: ElementRef, shown: 'form' | 'columns' = 'form') {
  const locale = useLocale();
  const { project, application } = useProjectApplication(to.projectId, to.ref);
  const { data: view } = useQuery({ ...tableQuery(to.projectId, to.ref, to.element), refetchOnMount: false });
  const languages = view?.languages ?? project?.languages ?? [];
  const categories = useCategoryLists(to, view ? shownFields(view, shown) : [], application, locale, languages);
  if (!project || !application || !view) return null;
  const elementName = localizedText(view.element.name, locale, languages) || view.element.key;
  return { project, application, view, form: view.form, table: view.table, languages, categories, locale, elementName };
}

export type ElementScreen = NonNullable<ReturnType<typeof useElement>>;
