/**
 * The step of one content kind: whether its section shows, which linked application (and element) it lists, its
 * title, its layout, the public fields on its cards in order, its sort, its filters (choice and category fields), its
 * grouping and its page size. Private fields are listed but never offered. A modules section only chooses its
 * application, title and layout.
 */
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { type ContentSection, type LinkableField, PER_SECTION_PAGE } from '../../../../../shared/schemas/webapps';
import type { SectionLayout } from '../../../../../shared/kinds';
import { isPublicField, linkedOfKind, sectionElement } from '../../../../../shared/webapp-steps';
import { type ContentKind, layoutsFor, sectionShows } from '../../../../../shared/webapp-templates';
import { localizedText } from '../../../../../shared/localized-text';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { RadioGroupField } from '../../../components/ui/radio-group-field';
import { SelectField } from '../../../components/ui/select-field';
import { useLocale } from '../../../lib/use-locale';
import { move } from '../model';
import { formMessages, layoutNames } from '../messages';
import { MoveButtons, SiteTextFields, type StepProps } from './step-form';

const FILTER_TYPES = new Set(['checkboxes', 'radios', 'select', 'multipleCategories', 'singleCategory']);
const GROUP_TYPES = new Set(['radios', 'select', 'singleCategory']);

/** What the listing parts share: the section, where its errors are, and how to change it. */
interface SectionProps {
  readonly section: ContentSection;
  /** The section's configuration path (`sections.speakers`). */
  readonly base: string;
  readonly set: (part: Partial<ContentSection>) => void;
  readonly errorOf: StepProps['errorOf'];
  readonly errorUnder: StepProps['errorUnder'];
  /** The public fields of the listed element, in the form's order. */
  readonly publicFields: readonly LinkableField[];
  readonly fieldName: (field: LinkableField) => string;
}

/** The public fields shown on the section's cards, chosen and put in order; the private ones listed, never offered. */
function CardFields({
  section,
  base,
  set,
  errorOf,
  errorUnder,
  publicFields,
  privateFields,
  fieldName,
  hasElement,
}: SectionProps & { readonly privateFields: readonly LinkableField[]; readonly hasElement: boolean }) {
  const intl = useIntl();
  // The chosen fields in their order, then the others in the form's.
  const ordered = [
    ...section.fields.map((key) => publicFields.find((field) => field.key === key)).filter((field) => field !== undefined),
    ...publicFields.filter((field) => !section.fields.includes(field.key)),
  ];
  const fieldsError = errorOf(`${base}.fields`) ?? errorUnder(`${base}.fields.`);
  return (
    <fieldset className={`field field-group webapp-group${fieldsError ? ' is-invalid' : ''}`}>
      <legend className="field-label">{intl.formatMessage(formMessages.fields)}</legend>
      <p className="field-description">{intl.formatMessage(hasElement ? formMessages.fieldsHint : formMessages.noElement)}</p>
      <ol className="webapp-ordered">
        {ordered.map((field) => {
          const chosen = section.fields.indexOf(field.key);
          return (
            <li key={field.key} className="webapp-field-row">
              <CheckboxField
                label={fieldName(field)}
                name={`${base}.fields`}
                checked={chosen >= 0}
                aria-invalid={fieldsError ? true : undefined}
                onChange={(event) =>
                  set({
                    fields: event.target.checked ? [...section.fields, field.key] : section.fields.filter((key) => key !== field.key),
                  })
                }
              />
              {chosen >= 0 ? (
                <MoveButtons
                  name={fieldName(field)}
                  index={chosen}
                  count={section.fields.length}
                  onMove={(by) => set({ fields: move(section.fields, chosen, by) })}
                />
              ) : null}
            </li>
          );
        })}
      </ol>
      {privateFields.length > 0 ? (
        <ul className="webapp-private">
          {privateFields.map((field) => (
            <li key={field.key}>{intl.formatMessage(formMessages.privateField, { name: fieldName(field) })}</li>
          ))}
        </ul>
      ) : null}
      {fieldsError ? <p className="field-error">{fieldsError}</p> : null}
    </fieldset>
  );
}

/** How the section lists its items: sort field and direction, filters (up to four), grouping, page size. */
function ListingOptions({ section, base, set, errorOf, errorUnder, publicFields, fieldName }: SectionProps) {
  const intl = useIntl();
  const filterable = publicFields.filter((field) => FILTER_TYPES.has(field.type));
  const groupable = publicFields.filter((field) => GROUP_TYPES.has(field.type));
  const filtersError = errorUnder(`${base}.filters.`);
  return (
    <>
      <div className="webapp-row">
        <SelectField
          label={intl.formatMessage(formMessages.sortField)}
          name={`${base}.sort.field`}
          value={section.sort.field}
          placeholder={intl.formatMessage(formMessages.sortDefault)}
          options={publicFields.map((field) => ({ value: field.key, label: fieldName(field) }))}
          error={errorOf(`${base}.sort.field`)}
          onChange={(event) => set({ sort: { ...section.sort, field: event.target.value } })}
        />
        <RadioGroupField<'asc' | 'desc'>
          legend={intl.formatMessage(formMessages.direction)}
          value={section.sort.direction}
          onChange={(direction) => set({ sort: { ...section.sort, direction } })}
          options={[
            { value: 'asc', label: intl.formatMessage(formMessages.asc) },
            { value: 'desc', label: intl.formatMessage(formMessages.desc) },
          ]}
        />
      </div>
      <fieldset className={`field field-group webapp-group${filtersError ? ' is-invalid' : ''}`}>
        <legend className="field-label">{intl.formatMessage(formMessages.filters)}</legend>
        <p className="field-description">{intl.formatMessage(filterable.length > 0 ? formMessages.filtersHint : formMessages.noFilter)}</p>
        {filterable.map((field) => (
          <CheckboxField
            key={field.key}
            label={fieldName(field)}
            name={`${base}.filters`}
            checked={section.filters.includes(field.key)}
            aria-disabled={(!section.filters.includes(field.key) && section.filters.length >= 4) || undefined}
            onChange={(event) => {
              if (event.target.checked && section.filters.length >= 4) return;
              set({
                filters: event.target.checked ? [...section.filters, field.key] : section.filters.filter((key) => key !== field.key),
              });
            }}
          />
        ))}
        {filtersError ? <p className="field-error">{filtersError}</p> : null}
      </fieldset>
      <div className="webapp-row">
        <SelectField
          label={intl.formatMessage(formMessages.groupBy)}
          name={`${base}.groupBy`}
          value={section.groupBy}
          placeholder={intl.formatMessage(formMessages.noGroup)}
          options={groupable.map((field) => ({ value: field.key, label: fieldName(field) }))}
          error={errorOf(`${base}.groupBy`)}
          onChange={(event) => set({ groupBy: event.target.value })}
        />
        <SelectField
          label={intl.formatMessage(formMessages.perPage)}
          name={`${base}.perPage`}
          value={String(section.perPage)}
          options={PER_SECTION_PAGE.map((count) => ({ value: String(count), label: String(count) }))}
          onChange={(event) => set({ perPage: Number(event.target.value) as ContentSection['perPage'] })}
        />
      </div>
    </>
  );
}

export function ContentStep({ kind, config, context, edit, errorOf, errorUnder }: StepProps & { readonly kind: ContentKind }) {
  const intl = useIntl();
  const locale = useLocale();
  const { lang = 'fr', projectId = '', applicationId = '' } = useParams();
  const section = config.sections[kind];
  const base = `sections.${kind}`;
  // A live section (interactive modules) shows the participant page: no element, no fields.
  const listsRecords = sectionShows(kind) !== 'live';
  const set = (part: Partial<ContentSection>) =>
    edit((current) => ({ ...current, sections: { ...current.sections, [kind]: { ...current.sections[kind], ...part } } }));
  const linked = linkedOfKind(config, context, kind);
  const app = linked.find((candidate) => candidate.id === section.applicationId);
  const element = sectionElement(section, app);
  const fieldName = (field: LinkableField) => localizedText(field.label, locale) || field.key;
  const publicFields = element?.fields.filter(isPublicField) ?? [];
  const privateFields = element?.fields.filter((field) => !isPublicField(field)) ?? [];
  const listing: SectionProps = { section, base, set, errorOf, errorUnder, publicFields, fieldName };
  return (
    <>
      <CheckboxField
        label={intl.formatMessage(formMessages.enabled)}
        name={`${base}.enabled`}
        checked={section.enabled}
        onChange={(event) => set({ enabled: event.target.checked })}
      />
      {section.enabled ? (
        <>
          {linked.length === 0 ? (
            <p className="notice">
              {intl.formatMessage(formMessages.noLinked)}{' '}
              <Link to={`/${lang}/customer/projects/${projectId}/applications/${applicationId}/webapp/main`}>
                {intl.formatMessage(formMessages.toLinks)}
              </Link>
            </p>
          ) : null}
          <SelectField
            label={intl.formatMessage(formMessages.application)}
            name={`${base}.applicationId`}
            value={section.applicationId}
            placeholder={intl.formatMessage(formMessages.chooseApplication)}
            options={linked.map((candidate) => ({ value: candidate.id, label: candidate.title }))}
            required
            error={errorOf(`${base}.applicationId`)}
            onChange={(event) =>
              set({
                applicationId: event.target.value,
                element: '',
                fields: [],
                filters: [],
                groupBy: '',
                sort: { field: '', direction: 'asc' },
              })
            }
          />
          {app && app.elements.length > 1 && listsRecords ? (
            <SelectField
              label={intl.formatMessage(formMessages.element)}
              name={`${base}.element`}
              value={section.element || (app.elements[0]?.key ?? '')}
              options={app.elements.map((candidate) => ({
                value: candidate.key,
                label: localizedText(candidate.name, locale) || candidate.key,
              }))}
              error={errorOf(`${base}.element`)}
              onChange={(event) =>
                set({ element: event.target.value, fields: [], filters: [], groupBy: '', sort: { field: '', direction: 'asc' } })
              }
            />
          ) : null}
          <SiteTextFields
            path={`${base}.title`}
            label={intl.formatMessage(formMessages.sectionTitle)}
            value={section.title}
            onChange={(title) => set({ title })}
            config={config}
            errorOf={errorOf}
            required
            maxLength={80}
          />
          <RadioGroupField<SectionLayout>
            legend={intl.formatMessage(formMessages.layout)}
            value={section.layout}
            onChange={(layout) => set({ layout })}
            error={errorOf(`${base}.layout`)}
            options={layoutsFor(kind).map((layout) => ({ value: layout, label: intl.formatMessage(layoutNames[layout]) }))}
          />
          {listsRecords ? (
            <>
              <CardFields {...listing} privateFields={privateFields} hasElement={element !== undefined} />
              <ListingOptions {...listing} />
            </>
          ) : null}
        </>
      ) : null}
    </>
  );
}
