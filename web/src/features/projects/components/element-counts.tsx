/** The builder elements of an application with their record counts. */
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { ElementSummary } from '../../../../../shared/project-views';
import { ElementLinks } from './element-links';
import { useKinds } from './project-parts';

const messages = {
  ...defineMessages({
    none: { id: 'applications.elements.none', defaultMessage: "Cette application n'a pas d'élément à configurer." },
  }),
  count: defineMessage<{ count: number }>({
    id: 'applications.elements.count',
    defaultMessage: '{count, plural, one {# fiche} other {# fiches}}',
  }),
};

export function ElementCounts({
  elements,
  label,
  configure,
}: {
  elements: readonly ElementSummary[];
  label: string;
  /** The application whose builder screens each element links to (for callers with full access). */
  configure?: { projectId: string; slug: string };
}) {
  const intl = useIntl();
  const { text } = useKinds();
  if (elements.length === 0) return <p className="muted">{intl.formatMessage(messages.none)}</p>;
  return (
    <ul className="element-list" aria-label={label}>
      {elements.map((element) => (
        <li key={element.key}>
          <span className="element-name">{text(element.name)}</span>
          <span className="element-count">{intl.formatMessage(messages.count, { count: element.count })}</span>
          {configure ? <ElementLinks {...configure} element={element.key} name={text(element.name)} /> : null}
        </li>
      ))}
    </ul>
  );
}
