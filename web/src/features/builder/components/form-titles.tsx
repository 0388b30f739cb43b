/** The form's own settings in the form builder: its titles (add, edit, view) in each project language, and its layout of 1 to 3 columns. */
import { useIntl } from 'react-intl';
import type { Language } from '../../../../../shared/constants';
import type { LocalizedText } from '../../../../../shared/schemas/builder';
import { RadioGroupField } from '../../../components/ui/radio-group-field';
import { formMessages } from '../messages';
import type { BuilderState } from '../model';
import { LocalizedField } from './localized-field';

const TITLES = ['add', 'edit', 'view'] as const;
type Title = (typeof TITLES)[number];

export function FormTitles({
  state,
  languages,
  error,
  onTitle,
  onColumns,
}: {
  readonly state: BuilderState;
  readonly languages: readonly Language[];
  /** The problem at a path (`titles.add`, `columns`), translated. */
  readonly error: (path: string) => string | undefined;
  readonly onTitle: (which: Title, text: LocalizedText) => void;
  readonly onColumns: (columns: number) => void;
}) {
  const intl = useIntl();
  return (
    <section className="card" aria-labelledby="builder-titles-title">
      <h2 id="builder-titles-title">{intl.formatMessage(formMessages.titles)}</h2>
      <div className="builder-titles">
        {TITLES.map((which) => (
          <LocalizedField
            key={which}
            legend={intl.formatMessage(
              which === 'add' ? formMessages.titleAdd : which === 'edit' ? formMessages.titleEdit : formMessages.titleView,
            )}
            languages={languages}
            value={state.titles[which]}
            required
            error={error(`titles.${which}`)}
            onChange={(text) => onTitle(which, text)}
          />
        ))}
      </div>
      <RadioGroupField
        legend={intl.formatMessage(formMessages.layout)}
        className="builder-layout"
        value={String(state.columns) as '1' | '2' | '3'}
        error={error('columns')}
        options={(['1', '2', '3'] as const).map((count) => ({
          value: count,
          label: intl.formatMessage(formMessages.columns, { count: Number(count) }),
        }))}
        onChange={(count) => onColumns(Number(count))}
      />
    </section>
  );
}
