/** Pieces of the project screens: languages with flags, the caller's level, the kinds registry. */
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { Language } from '../../../../../shared/constants';
import type { ApplicationKind, KindSummary } from '../../../../../shared/kinds';
import type { ProjectSummary } from '../../../../../shared/project-views';
import { localizedText } from '../../../../../shared/localized-text';
import type { LocalizedText } from '../../../../../shared/schemas/builder';
import { languageMessages } from '../../../components/projects/messages';
import { Flag } from '../../../components/shell/flags';
import { applicationKindsQuery } from '../../../lib/projects/queries';
import { useLocale } from '../../../lib/use-locale';
import { commonMessages, levelMessages } from '../messages';

/** The kinds registry (`GET /api/application-kinds`, prefetched by the loaders) and a name lookup. */
export function useKinds() {
  const locale = useLocale();
  const { data } = useQuery(applicationKindsQuery());
  const items: readonly KindSummary[] = data?.items ?? [];
  const kindOf = (kind: ApplicationKind) => items.find((item) => item.kind === kind);
  return {
    items,
    kindOf,
    kindName: (kind: ApplicationKind) => localizedText(kindOf(kind)?.name, locale) || kind,
    text: (value: LocalizedText | undefined) => localizedText(value, locale),
  };
}

/** The project's languages, each with its flag (decorative) and its name. */
export function LanguageList({ languages }: { languages: readonly Language[] }) {
  const intl = useIntl();
  return (
    <ul className="language-list">
      {languages.map((language) => (
        <li key={language}>
          <Flag language={language} />
          <span>{intl.formatMessage(languageMessages[language])}</span>
        </li>
      ))}
    </ul>
  );
}

/** The caller's level, "Owner" for the owner. */
export function LevelText({ project }: { project: Pick<ProjectSummary, 'level' | 'isOwner'> }) {
  const intl = useIntl();
  return <>{intl.formatMessage(project.isOwner ? commonMessages.levelOwner : levelMessages[project.level])}</>;
}
