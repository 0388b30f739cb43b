/**
 * Step 1, main information: the template (and how many steps it has), the site's host, its theme, and the
 * applications it links, grouped by kind. Links the caller cannot read can only be removed.
 */
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { THEMES, type Theme } from '../../../../../shared/constants';
import type { ApplicationKind } from '../../../../../shared/kinds';
import { localizedText } from '../../../../../shared/localized-text';
import { unknownLinks } from '../../../../../shared/webapp-steps';
import { TEMPLATE_STEPS, WEBAPP_TEMPLATES, type WebappTemplate } from '../../../../../shared/webapp-templates';
import { CheckboxGroupField } from '../../../components/ui/checkbox-group-field';
import { RadioGroupField } from '../../../components/ui/radio-group-field';
import { TextField } from '../../../components/ui/text-field';
import { applicationKindsQuery } from '../../../lib/projects/queries';
import { useLocale } from '../../../lib/use-locale';
import { withoutUnknownLinks } from '../model';
import { formMessages, templateNames, templateTexts, themeNames } from '../messages';
import type { StepProps } from './step-form';

/** A kind's name in the interface language (the kinds registry, fetched by the loader). */
function useKindName() {
  const locale = useLocale();
  const { data } = useQuery(applicationKindsQuery());
  return (kind: ApplicationKind) => localizedText(data?.items.find((item) => item.kind === kind)?.name, locale) || kind;
}

export function MainStep({ config, context, edit, errorOf, errorUnder, canEdit }: StepProps) {
  const intl = useIntl();
  const kindName = useKindName();
  const main = config.main;
  const setMain = (part: Partial<typeof main>) => edit((current) => ({ ...current, main: { ...current.main, ...part } }));
  const kinds = [...new Set(context.applications.map((app) => app.kind))];
  return (
    <>
      <RadioGroupField<WebappTemplate>
        legend={intl.formatMessage(formMessages.template)}
        value={main.template}
        onChange={(template) => setMain({ template })}
        error={errorOf('main.template')}
        options={WEBAPP_TEMPLATES.map((template) => ({
          value: template,
          label: intl.formatMessage(formMessages.templateOption, {
            name: intl.formatMessage(templateNames[template]),
            count: TEMPLATE_STEPS[template].length,
          }),
          description: intl.formatMessage(templateTexts[template]),
        }))}
      />
      <TextField
        label={intl.formatMessage(formMessages.host)}
        description={intl.formatMessage(formMessages.hostHint)}
        name="main.host"
        value={main.host}
        inputMode="url"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={253}
        required
        onChange={(event) => setMain({ host: event.target.value })}
        error={errorOf('main.host')}
      />
      <RadioGroupField<Theme>
        legend={intl.formatMessage(formMessages.theme)}
        value={main.theme}
        onChange={(theme) => setMain({ theme })}
        options={THEMES.map((theme) => ({ value: theme, label: intl.formatMessage(themeNames[theme]) }))}
      />
      <fieldset className="webapp-group">
        <legend>{intl.formatMessage(formMessages.links)}</legend>
        <p className="field-description">{intl.formatMessage(formMessages.linksHint)}</p>
        {errorUnder('main.links') ? <p className="field-error">{errorUnder('main.links')}</p> : null}
        {/* Links the picker cannot show (the context lists only what the caller may read): they can only be removed. */}
        {canEdit && unknownLinks(config, context).length > 0 ? (
          <div className="notice">
            <p>{intl.formatMessage(formMessages.unknownLinks)}</p>
            <button type="button" className="button" onClick={() => edit((current) => withoutUnknownLinks(current, context))}>
              {intl.formatMessage(formMessages.removeUnknownLinks)}
            </button>
          </div>
        ) : null}
        {context.applications.length === 0 ? <p>{intl.formatMessage(formMessages.noApplications)}</p> : null}
        {kinds.map((kind) => (
          <CheckboxGroupField
            key={kind}
            legend={kindName(kind)}
            name={`main.links.${kind}`}
            options={context.applications.filter((app) => app.kind === kind).map((app) => ({ value: app.id, label: app.title }))}
            value={main.links.filter((id) => context.applications.some((app) => app.id === id && app.kind === kind))}
            onChange={(ids) =>
              edit((current) => {
                const others = current.main.links.filter((id) => !context.applications.some((app) => app.id === id && app.kind === kind));
                return { ...current, main: { ...current.main, links: [...others, ...ids] } };
              })
            }
          />
        ))}
      </fieldset>
    </>
  );
}
