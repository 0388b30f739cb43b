/**
 * The forms of the steps that edit one simple part of the configuration: identity, practical information, languages,
 * SEO and sharing, legal pages. Step 1 (main-step.tsx), home (home-step.tsx), navigation (navigation-step.tsx) and the
 * content sections (content-step.tsx) have modules of their own.
 */
import { useIntl } from 'react-intl';
import type { Language } from '../../../../../shared/constants';
import { languageMessages } from '../../../components/projects/messages';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { CheckboxGroupField } from '../../../components/ui/checkbox-group-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { formMessages } from '../messages';
import { SiteTextFields, type StepProps } from './step-form';

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
