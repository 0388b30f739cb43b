/**
 * The home step: the hero (title, text, image), the dates and place, and the call to action, which leads to a shown
 * section, the practical information or an https URL.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { templateContentKinds } from '../../../../../shared/webapp-templates';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { formMessages, stepNames } from '../messages';
import { SiteTextFields, type StepProps } from './step-form';

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
