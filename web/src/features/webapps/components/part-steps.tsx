/**
 * The forms of the steps that edit one part of the configuration: main information (template, host, theme, linked
 * applications), identity, home, navigation, practical information, languages, SEO and sharing, legal pages.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { type Language, THEMES, type Theme } from '../../../../../shared/constants';
import type { ApplicationKind } from '../../../../../shared/kinds';
import { localizedText } from '../../../../../shared/localized-text';
import type { NavItem } from '../../../../../shared/schemas/webapps';
import { linkedWebapps, unknownLinks } from '../../../../../shared/webapp-steps';
import { TEMPLATE_STEPS, WEBAPP_TEMPLATES, type WebappTemplate, templateContentKinds } from '../../../../../shared/webapp-templates';
import { languageMessages } from '../../../components/projects/messages';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { CheckboxGroupField } from '../../../components/ui/checkbox-group-field';
import { RadioGroupField } from '../../../components/ui/radio-group-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { applicationKindsQuery } from '../../../lib/projects/queries';
import { useLocale } from '../../../lib/use-locale';
import { move, withoutUnknownLinks } from '../model';
import { formMessages, stepNames, templateNames, templateTexts, themeNames } from '../messages';
import { MoveButtons, SiteTextFields, type StepProps } from './step-form';

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

export function IdentityStep({ config, edit, errorOf }: StepProps) {
  const intl = useIntl();
  const identity = config.identity;
  const set = (part: Partial<typeof identity>) => edit((current) => ({ ...current, identity: { ...current.identity, ...part } }));
  return (
    <>
      <SiteTextFields
        path="identity.name"
        label={intl.formatMessage(formMessages.siteName)}
        value={identity.name}
        onChange={(name) => set({ name })}
        config={config}
        errorOf={errorOf}
        required
        maxLength={80}
      />
      <TextField
        label={intl.formatMessage(formMessages.logoUrl)}
        description={intl.formatMessage(formMessages.httpsHint)}
        name="identity.logoUrl"
        type="url"
        value={identity.logoUrl}
        onChange={(event) => set({ logoUrl: event.target.value })}
        error={errorOf('identity.logoUrl')}
      />
      <TextField
        label={intl.formatMessage(formMessages.accentColor)}
        description={intl.formatMessage(formMessages.accentHint)}
        name="identity.accentColor"
        value={identity.accentColor}
        maxLength={7}
        spellCheck={false}
        onChange={(event) => set({ accentColor: event.target.value })}
        error={errorOf('identity.accentColor')}
        addon={<span className="webapp-swatch" aria-hidden="true" style={{ background: identity.accentColor }} />}
        required
      />
    </>
  );
}

/** Where the call to action may lead: a shown section, the practical information, or an https URL. */
function ctaChoices(config: StepProps['config']): string[] {
  return [...templateContentKinds(config.main.template).map((kind) => `section:${kind}`), 'practical'];
}

export function HomeStep({ config, edit, errorOf }: StepProps) {
  const intl = useIntl();
  const home = config.home;
  const set = (part: Partial<typeof home>) => edit((current) => ({ ...current, home: { ...current.home, ...part } }));
  const choices = ctaChoices(config);
  const [urlChosen, setUrlChosen] = useState(home.ctaTarget !== '' && !choices.includes(home.ctaTarget));
  const choice = urlChosen ? 'url' : home.ctaTarget;
  const targetName = (target: string) =>
    target === 'practical'
      ? intl.formatMessage(formMessages.targetPractical)
      : intl.formatMessage(formMessages.targetSection, { name: intl.formatMessage(stepNames[target.slice(8) as keyof typeof stepNames]) });
  return (
    <>
      <SiteTextFields
        path="home.heroTitle"
        label={intl.formatMessage(formMessages.heroTitle)}
        value={home.heroTitle}
        onChange={(heroTitle) => set({ heroTitle })}
        config={config}
        errorOf={errorOf}
        required
        maxLength={120}
      />
      <SiteTextFields
        path="home.heroText"
        label={intl.formatMessage(formMessages.heroText)}
        value={home.heroText}
        onChange={(heroText) => set({ heroText })}
        config={config}
        errorOf={errorOf}
        multiline
        maxLength={600}
      />
      <TextField
        label={intl.formatMessage(formMessages.heroImageUrl)}
        description={intl.formatMessage(formMessages.httpsHint)}
        name="home.heroImageUrl"
        type="url"
        value={home.heroImageUrl}
        onChange={(event) => set({ heroImageUrl: event.target.value })}
        error={errorOf('home.heroImageUrl')}
      />
      <div className="webapp-row">
        <TextField
          label={intl.formatMessage(formMessages.startDate)}
          name="home.startDate"
          type="date"
          value={home.startDate}
          onChange={(event) => set({ startDate: event.target.value })}
          error={errorOf('home.startDate')}
        />
        <TextField
          label={intl.formatMessage(formMessages.endDate)}
          name="home.endDate"
          type="date"
          value={home.endDate}
          onChange={(event) => set({ endDate: event.target.value })}
          error={errorOf('home.endDate')}
        />
      </div>
      <SiteTextFields
        path="home.place"
        label={intl.formatMessage(formMessages.place)}
        value={home.place}
        onChange={(place) => set({ place })}
        config={config}
        errorOf={errorOf}
        maxLength={160}
      />
      <SiteTextFields
        path="home.ctaLabel"
        label={intl.formatMessage(formMessages.ctaLabel)}
        value={home.ctaLabel}
        onChange={(ctaLabel) => set({ ctaLabel })}
        config={config}
        errorOf={errorOf}
        maxLength={40}
      />
      <SelectField
        label={intl.formatMessage(formMessages.ctaTarget)}
        name="home.ctaTarget"
        value={choice}
        error={urlChosen ? undefined : errorOf('home.ctaTarget')}
        options={[
          { value: '', label: intl.formatMessage(formMessages.ctaNone) },
          ...choices.map((target) => ({ value: target, label: targetName(target) })),
          { value: 'url', label: intl.formatMessage(formMessages.ctaUrlChoice) },
        ]}
        onChange={(event) => {
          const value = event.target.value;
          setUrlChosen(value === 'url');
          set({ ctaTarget: value === 'url' ? '' : value });
        }}
      />
      {urlChosen ? (
        <TextField
          label={intl.formatMessage(formMessages.ctaUrl)}
          description={intl.formatMessage(formMessages.httpsHint)}
          name="home.ctaUrl"
          type="url"
          value={home.ctaTarget}
          onChange={(event) => set({ ctaTarget: event.target.value })}
          error={errorOf('home.ctaTarget')}
        />
      ) : null}
    </>
  );
}

/** The menu entries a site may have: home, its shown sections, practical, legal, the linked web apps. */
function menuTargets(config: StepProps['config'], context: StepProps['context']): string[] {
  return [
    'home',
    ...templateContentKinds(config.main.template).map((kind) => `section:${kind}`),
    'practical',
    'legal',
    ...linkedWebapps(config, context).map((app) => `app:${app.id}`),
  ];
}

export function NavigationStep({ config, context, edit, errorOf }: StepProps) {
  const intl = useIntl();
  const items = config.navigation.items;
  const setItems = (next: (items: readonly NavItem[]) => NavItem[]) =>
    edit((current) => ({ ...current, navigation: { items: next(current.navigation.items) } }));
  const nameOf = (target: string) => {
    if (target === 'home') return intl.formatMessage(formMessages.targetHome);
    if (target === 'practical') return intl.formatMessage(formMessages.targetPractical);
    if (target === 'legal') return intl.formatMessage(formMessages.targetLegal);
    if (target.startsWith('app:')) {
      const app = context.applications.find((candidate) => candidate.id === target.slice(4));
      return intl.formatMessage(formMessages.targetApp, { name: app?.title ?? target.slice(4) });
    }
    const kind = target.slice(8);
    return intl.formatMessage(formMessages.targetSection, {
      name: kind in stepNames ? intl.formatMessage(stepNames[kind as keyof typeof stepNames]) : kind,
    });
  };
  const missing = menuTargets(config, context).filter((target) => !items.some((item) => item.target === target));
  return (
    <>
      <section className="webapp-group" aria-labelledby="webapp-menu-title">
        <h3 id="webapp-menu-title">{intl.formatMessage(formMessages.menu)}</h3>
        {items.length === 0 ? <p>{intl.formatMessage(formMessages.menuEmpty)}</p> : null}
        <ol className="webapp-ordered">
          {items.map((item, index) => {
            const name = nameOf(item.target);
            return (
              <li key={item.target}>
                <fieldset className="webapp-item">
                  <legend>{name}</legend>
                  <SiteTextFields
                    path={`navigation.items.${index}.label`}
                    label={intl.formatMessage(formMessages.label)}
                    value={item.label}
                    onChange={(label) => setItems((current) => current.map((other, at) => (at === index ? { ...other, label } : other)))}
                    config={config}
                    errorOf={errorOf}
                    required
                    maxLength={40}
                  />
                  <CheckboxField
                    label={intl.formatMessage(formMessages.visible)}
                    name={`navigation.items.${index}.visible`}
                    checked={item.visible}
                    onChange={(event) => {
                      const visible = event.target.checked;
                      setItems((current) => current.map((other, at) => (at === index ? { ...other, visible } : other)));
                    }}
                  />
                  <MoveButtons
                    name={name}
                    index={index}
                    count={items.length}
                    onMove={(by) => setItems((current) => move(current, index, by))}
                    onRemove={() => setItems((current) => current.filter((_, at) => at !== index))}
                  />
                </fieldset>
              </li>
            );
          })}
        </ol>
      </section>
      {missing.length > 0 ? (
        <section className="webapp-group" aria-labelledby="webapp-add-title">
          <h3 id="webapp-add-title">{intl.formatMessage(formMessages.addEntries)}</h3>
          <ul className="webapp-add">
            {missing.map((target) => (
              <li key={target}>
                <button
                  type="button"
                  className="button small"
                  onClick={() =>
                    setItems((current) => [
                      ...current,
                      { target, label: { [config.languages.default]: nameOf(target).slice(0, 40) }, visible: true },
                    ])
                  }
                >
                  {intl.formatMessage(formMessages.addEntry, { name: nameOf(target) })}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

export function PracticalStep({ config, edit, errorOf }: StepProps) {
  const intl = useIntl();
  const practical = config.practical;
  const set = (part: Partial<typeof practical>) => edit((current) => ({ ...current, practical: { ...current.practical, ...part } }));
  const texts = [
    ['address', formMessages.address, 300, true],
    ['access', formMessages.access, 1000, false],
    ['hours', formMessages.hours, 500, false],
  ] as const;
  return (
    <>
      {texts.map(([key, label, max, required]) => (
        <SiteTextFields
          key={key}
          path={`practical.${key}`}
          label={intl.formatMessage(label)}
          value={practical[key]}
          onChange={(value) => set({ [key]: value })}
          config={config}
          errorOf={errorOf}
          required={required}
          multiline
          maxLength={max}
        />
      ))}
      <TextField
        label={intl.formatMessage(formMessages.contactEmail)}
        name="practical.contactEmail"
        type="email"
        value={practical.contactEmail}
        onChange={(event) => set({ contactEmail: event.target.value })}
        error={errorOf('practical.contactEmail')}
      />
      <TextField
        label={intl.formatMessage(formMessages.contactPhone)}
        name="practical.contactPhone"
        type="tel"
        value={practical.contactPhone}
        onChange={(event) => set({ contactPhone: event.target.value })}
        error={errorOf('practical.contactPhone')}
      />
      <TextField
        label={intl.formatMessage(formMessages.mapUrl)}
        description={intl.formatMessage(formMessages.httpsHint)}
        name="practical.mapUrl"
        type="url"
        value={practical.mapUrl}
        onChange={(event) => set({ mapUrl: event.target.value })}
        error={errorOf('practical.mapUrl')}
      />
    </>
  );
}

export function LanguagesStep({ config, context, edit, errorOf, errorUnder }: StepProps) {
  const intl = useIntl();
  const { enabled } = config.languages;
  const name = (language: Language) => intl.formatMessage(languageMessages[language]);
  return (
    <>
      <CheckboxGroupField<Language>
        legend={intl.formatMessage(formMessages.siteLanguages)}
        name="languages.enabled"
        options={context.languages.map((language) => ({ value: language, label: name(language) }))}
        value={enabled}
        required
        error={errorOf('languages.enabled') ?? errorUnder('languages.enabled')}
        onChange={(languages) => edit((current) => ({ ...current, languages: { ...current.languages, enabled: languages } }))}
      />
      <SelectField
        label={intl.formatMessage(formMessages.defaultLanguage)}
        name="languages.default"
        value={config.languages.default}
        required
        error={errorOf('languages.default')}
        options={enabled.map((language) => ({ value: language, label: name(language) }))}
        placeholder={enabled.includes(config.languages.default) ? undefined : ''}
        onChange={(event) =>
          edit((current) => ({ ...current, languages: { ...current.languages, default: event.target.value as Language } }))
        }
      />
    </>
  );
}

export function SeoStep({ config, edit, errorOf }: StepProps) {
  const intl = useIntl();
  const seo = config.seo;
  const set = (part: Partial<typeof seo>) => edit((current) => ({ ...current, seo: { ...current.seo, ...part } }));
  return (
    <>
      <SiteTextFields
        path="seo.title"
        label={intl.formatMessage(formMessages.seoTitle)}
        value={seo.title}
        onChange={(title) => set({ title })}
        config={config}
        errorOf={errorOf}
        required
        maxLength={70}
      />
      <SiteTextFields
        path="seo.description"
        label={intl.formatMessage(formMessages.seoDescription)}
        value={seo.description}
        onChange={(description) => set({ description })}
        config={config}
        errorOf={errorOf}
        required
        multiline
        maxLength={160}
      />
      <TextField
        label={intl.formatMessage(formMessages.shareImageUrl)}
        description={intl.formatMessage(formMessages.httpsHint)}
        name="seo.shareImageUrl"
        type="url"
        value={seo.shareImageUrl}
        onChange={(event) => set({ shareImageUrl: event.target.value })}
        error={errorOf('seo.shareImageUrl')}
      />
      <CheckboxField
        label={intl.formatMessage(formMessages.indexable)}
        name="seo.indexable"
        checked={seo.indexable}
        onChange={(event) => set({ indexable: event.target.checked })}
      />
    </>
  );
}

export function LegalStep({ config, edit, errorOf }: StepProps) {
  const intl = useIntl();
  const pages = [
    ['notice', formMessages.notice, true],
    ['privacy', formMessages.privacy, true],
    ['terms', formMessages.terms, false],
  ] as const;
  return (
    <>
      {pages.map(([key, label, required]) => (
        <SiteTextFields
          key={key}
          path={`legal.${key}`}
          label={intl.formatMessage(label)}
          description={intl.formatMessage(formMessages.legalHint)}
          value={config.legal[key]}
          onChange={(value) => edit((current) => ({ ...current, legal: { ...current.legal, [key]: value } }))}
          config={config}
          errorOf={errorOf}
          required={required}
          multiline
          maxLength={20_000}
        />
      ))}
    </>
  );
}
