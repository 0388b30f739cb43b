/**
 * The navigation step: the site's menu in order, each entry with its label per language and whether it shows, and
 * the entries not in it yet to add (home, the shown sections, practical, legal, the linked web apps).
 */
import { useIntl } from 'react-intl';
import type { NavItem } from '../../../../../shared/schemas/webapps';
import { linkedWebapps } from '../../../../../shared/webapp-steps';
import { templateContentKinds } from '../../../../../shared/webapp-templates';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { move } from '../model';
import { formMessages, stepNames } from '../messages';
import { MoveButtons, SiteTextFields, type StepProps } from './step-form';

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
