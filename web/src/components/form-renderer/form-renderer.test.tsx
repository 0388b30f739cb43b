import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { IntlProvider, type MessageDescriptor } from 'react-intl';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import fr from '../../../../locales/fr.json';
import type { Language } from '../../../../shared/constants';
import type { FormConfig, FormField } from '../../../../shared/schemas/builder';
import { emptyValues, validateValues, type RecordValues } from '../../../../shared/record-values';
import { formField, formOf } from '../../../../shared/test-builder-fixtures';
import { FormRenderer, preloadControls, type CategoryLists, type FormRendererProps } from './form-renderer';
import { valueErrors } from './messages';

const L = (fr: string, en?: string) => (en === undefined ? { fr } : { fr, en });
const field = (key: string, type: FormField['type'], label: string, extra: Partial<FormField> = {}): FormField =>
  formField(key, { type, label: L(label), ...extra });
const form = formOf;
const options = [
  { value: 's', label: L('Petit', 'Small') },
  { value: 'l', label: L('Grand', 'Large') },
];
const categories: CategoryLists = {
  themes: [
    { id: 'c1', label: 'Science' },
    { id: 'c2', label: 'Physique', parentId: 'c1' },
    { id: 'c3', label: 'Arts' },
  ],
};

/** Every one of the 16 types. */
const everyType = form([
  field('name', 'text', 'Nom'),
  field('bio', 'textarea', 'Biographie', { rows: 6 }),
  field('page', 'html', 'Contenu'),
  field('email', 'email', 'Courriel'),
  field('born', 'datetime', 'Date de naissance'),
  field('age', 'number', 'Âge', { min: 0, max: 120, step: 1 }),
  field('interests', 'checkboxes', "Centres d'intérêt", { options }),
  field('size', 'radios', 'Taille', { options }),
  field('country', 'select', 'Pays', { options }),
  field('photo', 'file', 'Photo', { accept: ['image/png', '.pdf'], maxSizeMb: 2 }),
  field('published', 'yesno', 'Publié'),
  field('topics', 'multipleCategories', 'Thèmes', { categoryElement: 'themes' }),
  field('topic', 'singleCategory', 'Thème principal', { categoryElement: 'themes' }),
  field('pictures', 'gallery', 'Galerie', { maxCount: 2 }),
  field('specs', 'characteristics', 'Caractéristiques', { characteristics: [L('Couleur'), L('Poids')] }),
  field('faq', 'questions', 'Questions fréquentes', { questions: [{ question: L('Vient-il de loin ?'), answer: L('Oui, de Lyon.') }] }),
]);

type Options = Partial<Omit<FormRendererProps, 'form' | 'values' | 'onChange'>> & {
  values?: RecordValues;
  onChange?: (values: RecordValues, key: string) => void;
};

/** The renderer with its values in state (as a screen holds them), in French with the real catalogue. */
function renderForm(config: FormConfig, { values, onChange, languages = ['fr'], ...props }: Options = {}) {
  const spy = vi.fn(onChange);
  function Harness() {
    const [state, setState] = useState<RecordValues>(values ?? emptyValues(config, languages));
    return (
      <FormRenderer
        form={config}
        languages={languages}
        uiLocale="fr"
        categories={categories}
        {...props}
        values={state}
        onChange={(next, key) => {
          setState(next);
          spy(next, key);
        }}
      />
    );
  }
  const user = userEvent.setup();
  const onError = (error: Error) => {
    throw error;
  };
  const result = render(
    <IntlProvider locale="fr" messages={fr} onError={onError}>
      <Harness />
    </IntlProvider>,
  );
  return { ...result, user, onChange: spy };
}

/** Text as read (spaces of any kind, including the French non-breaking ones, as one space). */
const text = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
/** The refusal messages of the file field whose button is named `name`. */
const refusals = (name: string) => within(screen.getByRole('button', { name }).closest<HTMLElement>('.field')!).getByRole('alert');

const lastValues = (spy: ReturnType<typeof vi.fn>) => spy.mock.lastCall?.[0] as RecordValues;

describe('number field on demand', () => {
  // First in this file: the number field's chunk is not loaded yet.
  it('loads the number field the first time a form shows one, then draws it at once', async () => {
    const config = form([field('age', 'number', 'Âge')]);
    const { unmount } = renderForm(config);
    expect(screen.queryByRole('textbox', { name: 'Âge' })).toBeNull();
    expect(await screen.findByRole('textbox', { name: 'Âge' })).toBeTruthy();
    unmount();
    await preloadControls(config);
    renderForm(config);
    expect(screen.getByRole('textbox', { name: 'Âge' })).toBeTruthy();
  });
});

describe('FormRenderer', () => {
  // Screens load the controls that come on demand before they show a form (preloadControls in their loaders).
  beforeAll(() => preloadControls(form([field('age', 'number', 'Âge')])));

  it('renders every one of the 16 types with its label and role', () => {
    const { container } = renderForm(everyType);

    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveProperty('tagName', 'INPUT');
    const bio = screen.getByRole('textbox', { name: 'Biographie' });
    expect(bio.tagName).toBe('TEXTAREA');
    expect(bio.getAttribute('rows')).toBe('6');
    const page = screen.getByRole('textbox', { name: 'Contenu' });
    expect(page.tagName).toBe('TEXTAREA');
    expect(page.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(page.getAttribute('aria-describedby')!)?.textContent).toMatch(/^Code HTML/);
    expect(screen.getByRole('textbox', { name: 'Courriel' }).getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Date de naissance').getAttribute('type')).toBe('date');

    const age = screen.getByRole('textbox', { name: 'Âge' });
    expect(age.getAttribute('aria-roledescription')).toBe('Champ de nombre');
    expect(screen.getByRole('button', { name: 'Augmenter Âge' })).toBeTruthy();
    expect(screen.getByText('Entre 0 et 120. Par pas de 1.')).toBeTruthy();

    const interests = screen.getByRole('group', { name: "Centres d'intérêt" });
    expect(
      within(interests)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Petit', 'Grand']);
    const size = screen.getByRole('radiogroup', { name: 'Taille' });
    expect(within(size).getAllByRole('radio')).toHaveLength(2);
    const country = screen.getByRole('combobox', { name: 'Pays' });
    expect(
      within(country)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choisissez une valeur', 'Petit', 'Grand']);

    expect(screen.getByRole('button', { name: 'Photo Choisir un fichier' })).toBeTruthy();
    const photoInput = container.querySelector<HTMLInputElement>('input[type="file"]:not([multiple])')!;
    expect(photoInput.accept).toBe('image/png,.pdf');
    expect(screen.getByText('Types acceptés : image/png, .pdf. 2 Mo au plus par fichier.')).toBeTruthy();

    expect(screen.getByRole('switch', { name: 'Publié' })).toBeTruthy();

    const topics = screen.getByRole('group', { name: 'Thèmes' });
    expect(within(topics).getAllByRole('checkbox')).toHaveLength(3);
    const sub = within(topics).getByRole('group', { name: 'Science' });
    expect(within(sub).getByRole('checkbox', { name: 'Physique' })).toBeTruthy();
    const topic = screen.getByRole('radiogroup', { name: 'Thème principal' });
    expect(
      within(topic)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Aucune catégorie', 'Science', 'Physique', 'Arts']);
    expect(within(topic).getByRole('radio', { name: 'Aucune catégorie' })).toHaveProperty('checked', true);

    expect(screen.getByRole('button', { name: 'Galerie Ajouter des fichiers' })).toBeTruthy();
    expect(container.querySelector<HTMLInputElement>('input[type="file"][multiple]')?.accept).toBe('image/*');
    expect(screen.getByText('Types acceptés : image/*. 2 fichiers au plus.')).toBeTruthy();

    const specs = screen.getByRole('group', { name: 'Caractéristiques' });
    expect(
      within(specs)
        .getAllByRole('textbox')
        .map((input) => input.id && document.querySelector(`label[for="${input.id}"]`)?.textContent),
    ).toEqual(['Couleur', 'Poids']);
    const faq = screen.getByRole('group', { name: 'Questions fréquentes' });
    expect(within(faq).getByRole('textbox', { name: 'Vient-il de loin ?' })).toHaveProperty('value', 'Oui, de Lyon.');
  });

  it('uses the date-time input when the field asks for a date and a time', () => {
    renderForm(form([field('at', 'datetime', 'Début', { dateMode: 'datetime' })]));
    expect(screen.getByLabelText('Début').getAttribute('type')).toBe('datetime-local');
  });

  it('labels fields in the UI language, else in the first language that has one', () => {
    renderForm(
      form([
        { ...field('a', 'text', ''), label: { en: 'Name', fr: 'Nom' } },
        { ...field('b', 'text', ''), label: { en: 'Only English' } },
        { ...field('c', 'text', ''), label: { de: 'Nur Deutsch', en: 'English' } },
      ]),
      { languages: ['de', 'fr'] },
    );
    expect(screen.getByRole('textbox', { name: 'Nom' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Only English' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Nur Deutsch' })).toBeTruthy();
  });

  it('flags mandatory fields: a visible star and aria-required', () => {
    const mandatory = { mandatory: true };
    const { container } = renderForm(
      form([
        field('name', 'text', 'Nom', mandatory),
        field('country', 'select', 'Pays', { ...mandatory, options }),
        field('age', 'number', 'Âge', mandatory),
        field('size', 'radios', 'Taille', { ...mandatory, options }),
        field('interests', 'checkboxes', 'Intérêts', { ...mandatory, options }),
        field('consent', 'yesno', "J'accepte", mandatory),
        field('photo', 'file', 'Photo', mandatory),
        field('note', 'textarea', 'Note'),
      ]),
    );
    const stars = container.querySelectorAll('.field-required');
    expect(stars).toHaveLength(7);
    for (const star of stars) {
      expect(star.textContent).toBe('*');
      expect(star.getAttribute('aria-hidden')).toBe('true');
    }
    expect(screen.getByRole('textbox', { name: 'Nom' }).getAttribute('aria-required')).toBe('true');
    expect(screen.getByRole('combobox', { name: 'Pays' }).getAttribute('aria-required')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Âge' }).getAttribute('aria-required')).toBe('true');
    expect(screen.getByRole('radiogroup', { name: 'Taille' }).getAttribute('aria-required')).toBe('true');
    for (const box of within(screen.getByRole('group', { name: 'Intérêts' })).getAllByRole('checkbox')) {
      expect(box.getAttribute('aria-required')).toBe('true');
      expect(box.hasAttribute('required')).toBe(false);
    }
    expect(screen.getByRole('switch', { name: "J'accepte" }).getAttribute('aria-required')).toBe('true');
    const photo = screen.getByRole('button', { name: 'Photo Choisir un fichier' });
    expect(
      photo
        .getAttribute('aria-describedby')
        ?.split(' ')
        .map((id) => document.getElementById(id)?.textContent),
    ).toContain('Champ obligatoire.');
    expect(screen.getByRole('textbox', { name: 'Note' }).hasAttribute('aria-required')).toBe(false);
  });

  it('shows one input per project language for a translatable field, labelled with the language', async () => {
    const config = form([
      field('title', 'text', 'Titre', { translatable: true, mandatory: true }),
      field('email', 'email', 'Courriel', { translatable: true }),
      field('specs', 'characteristics', 'Caractéristiques', { translatable: true, characteristics: [L('Couleur')] }),
    ]);
    const { user, onChange } = renderForm(config, { languages: ['fr', 'en'] });
    const title = screen.getByRole('group', { name: 'Titre' });
    const french = within(title).getByRole('textbox', { name: 'Titre Français' });
    const english = within(title).getByRole('textbox', { name: 'Titre Anglais' });
    expect(french.getAttribute('lang')).toBe('fr');
    expect(english.getAttribute('aria-required')).toBe('true');
    expect(screen.getAllByRole('textbox', { name: 'Courriel' })).toHaveLength(1);
    const specs = screen.getByRole('group', { name: 'Caractéristiques' });
    expect(within(specs).getByRole('textbox', { name: 'Couleur Anglais' })).toBeTruthy();

    await user.type(english, 'Hello');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ title: { fr: '', en: 'Hello' } }), 'title');
    await user.type(within(specs).getByRole('textbox', { name: 'Couleur Français' }), 'Rouge');
    expect(lastValues(onChange).specs).toEqual([{ fr: 'Rouge', en: '' }]);
  });

  it('places each field in its column, keeping the form order', () => {
    const { container } = renderForm(
      form(
        [
          field('a', 'text', 'A'),
          field('b', 'text', 'B', { column: 2 }),
          field('c', 'text', 'C', { column: 3 }),
          field('d', 'text', 'D', { column: 1 }),
          field('e', 'text', 'E', { column: 2 }),
        ],
        3,
      ),
    );
    const grid = container.querySelector('.form-renderer')!;
    expect(grid.getAttribute('data-columns')).toBe('3');
    const names = (column: number) =>
      within(grid.querySelector<HTMLElement>(`[data-column="${column}"]`)!)
        .getAllByRole('textbox')
        .map((input) => input.id && document.querySelector(`label[for="${input.id}"]`)?.textContent);
    expect(names(1)).toEqual(['A', 'D']);
    expect(names(2)).toEqual(['B', 'E']);
    expect(names(3)).toEqual(['C']);
  });

  it('puts a field whose column no longer exists in the last column', () => {
    const { container } = renderForm(form([field('a', 'text', 'A', { column: 3 })], 2));
    expect(within(container.querySelector<HTMLElement>('[data-column="2"]')!).getByRole('textbox', { name: 'A' })).toBeTruthy();
  });

  it('reports changes of each kind of control', async () => {
    const { user, onChange } = renderForm(everyType);
    await user.type(screen.getByRole('textbox', { name: 'Nom' }), 'Ada');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'Ada' }), 'name');

    await user.type(screen.getByRole('textbox', { name: 'Âge' }), '42');
    await user.tab();
    expect(lastValues(onChange).age).toBe(42);

    await user.click(screen.getByRole('checkbox', { name: 'Grand' }));
    await user.click(screen.getByRole('checkbox', { name: 'Petit' }));
    expect(lastValues(onChange).interests).toEqual(['s', 'l']);

    await user.click(within(screen.getByRole('radiogroup', { name: 'Taille' })).getByRole('radio', { name: 'Grand' }));
    expect(lastValues(onChange).size).toBe('l');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Pays' }), 'Petit');
    expect(lastValues(onChange).country).toBe('s');

    await user.click(screen.getByRole('switch', { name: 'Publié' }));
    expect(lastValues(onChange).published).toBe(true);
    expect(screen.getByText('Oui')).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: 'Arts' }));
    await user.click(screen.getByRole('checkbox', { name: 'Science' }));
    expect(lastValues(onChange).topics).toEqual(['c1', 'c3']);

    await user.click(within(screen.getByRole('radiogroup', { name: 'Thème principal' })).getByRole('radio', { name: 'Physique' }));
    expect(lastValues(onChange).topic).toBe('c2');
    await user.click(screen.getByRole('radio', { name: 'Aucune catégorie' }));
    expect(lastValues(onChange).topic).toBe('');

    await user.type(screen.getByLabelText('Date de naissance'), '1990-05-17');
    expect(lastValues(onChange).born).toBe('1990-05-17');

    const answer = screen.getByRole('textbox', { name: 'Vient-il de loin ?' });
    await user.clear(answer);
    await user.type(answer, 'Non.');
    expect(lastValues(onChange).faq).toEqual(['Non.']);
  });

  it('takes chosen files, refuses those too large or of another type with a message, and removes them', async () => {
    const { user, onChange, container } = renderForm(everyType);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]:not([multiple])')!;
    const big = new File(['x'], 'grande.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 3 * 1024 * 1024 });
    await user.upload(input, big);
    const alert = refusals('Photo Choisir un fichier');
    expect(text(alert)).toBe("« grande.png » n'a pas été ajouté : il dépasse 2 Mo.");
    expect(onChange).not.toHaveBeenCalled();
    const button = screen.getByRole('button', { name: 'Photo Choisir un fichier' });
    expect(button.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);

    await user.upload(input, new File(['abc'], 'cv.pdf', { type: 'application/pdf' }));
    expect(lastValues(onChange).photo).toEqual([expect.objectContaining({ name: 'cv.pdf', size: 3, type: 'application/pdf' })]);
    expect(text(screen.getByRole('list', { name: 'Fichiers choisis' }))).toContain('cv.pdf (0,1 ko)');
    expect(text(alert)).toBe('');

    await user.click(screen.getByRole('button', { name: 'Retirer cv.pdf' }));
    expect(lastValues(onChange).photo).toEqual([]);
  });

  it('keeps a gallery to its maximum count', async () => {
    const { user, onChange, container } = renderForm(everyType);
    const input = container.querySelector<HTMLInputElement>('input[type="file"][multiple]')!;
    const images = ['a.png', 'b.png', 'c.png'].map((name) => new File(['x'], name, { type: 'image/png' }));
    await user.upload(input, images);
    expect(lastValues(onChange).pictures).toHaveLength(2);
    expect(text(refusals('Galerie Ajouter des fichiers'))).toBe("« c.png » n'a pas été ajouté : 2 fichiers au plus.");
  });

  it('ties errors to their controls (aria-invalid, aria-describedby)', () => {
    const config = form([
      field('name', 'text', 'Nom', { mandatory: true }),
      field('title', 'text', 'Titre', { mandatory: true, translatable: true }),
      field('age', 'number', 'Âge', { min: 18 }),
      field('size', 'radios', 'Taille', { mandatory: true, options }),
      field('interests', 'checkboxes', 'Intérêts', { mandatory: true, options }),
      field('consent', 'yesno', "J'accepte", { mandatory: true }),
      field('photo', 'file', 'Photo', { mandatory: true }),
      field('topic', 'singleCategory', 'Thème', { mandatory: true, categoryElement: 'themes' }),
    ]);
    const languages: Language[] = ['fr', 'en'];
    // A mandatory translatable field needs the project's first language (the others may follow).
    const values = { ...emptyValues(config, languages), title: { fr: '', en: 'Title' }, age: 12 };
    const problems = validateValues(config, languages, values);
    expect(problems).toEqual({
      name: 'validation.required',
      title: 'validation.required',
      age: 'applications.renderer.error.tooSmall',
      size: 'validation.required',
      interests: 'validation.required',
      consent: 'validation.required',
      photo: 'validation.required',
      topic: 'validation.required',
    });
    renderForm(config, { languages, values, errors: valueErrors(problems) });

    const describedText = (element: HTMLElement) =>
      (element.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' | ');
    const required = 'Ce champ est obligatoire.';

    const name = screen.getByRole('textbox', { name: 'Nom' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(name)).toBe(required);

    const title = screen.getByRole('group', { name: 'Titre' });
    expect(describedText(title)).toBe(required);
    expect(within(title).getByRole('textbox', { name: 'Titre Anglais' }).hasAttribute('aria-invalid')).toBe(false);
    const french = within(title).getByRole('textbox', { name: 'Titre Français' });
    expect(french.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(french)).toBe(required);

    const age = screen.getByRole('textbox', { name: 'Âge' });
    expect(age.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(age)).toBe('18 au minimum. | La valeur est inférieure au minimum.');

    const size = screen.getByRole('radiogroup', { name: 'Taille' });
    expect(size.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(size)).toContain(required);

    for (const box of within(screen.getByRole('group', { name: 'Intérêts' })).getAllByRole('checkbox')) {
      expect(box.getAttribute('aria-invalid')).toBe('true');
      expect(describedText(box)).toContain(required);
    }

    const consent = screen.getByRole('switch', { name: "J'accepte" });
    expect(consent.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(consent)).toBe(required);

    const photo = screen.getByRole('button', { name: 'Photo Choisir un fichier' });
    expect(photo.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(photo)).toBe(`${required} | Champ obligatoire.`);

    const topic = screen.getByRole('radiogroup', { name: 'Thème' });
    expect(topic.getAttribute('aria-invalid')).toBe('true');
    expect(within(topic).queryByRole('radio', { name: 'Aucune catégorie' })).toBeNull();
  });

  it('shows an error passed as any catalogue descriptor', () => {
    const errors: Record<string, MessageDescriptor> = { email: { id: 'validation.email' } };
    renderForm(form([field('email', 'email', 'Courriel')]), { errors });
    expect(screen.getByText('Saisissez une adresse e-mail valide.')).toBeTruthy();
  });

  it('shows values without letting them change when read-only', () => {
    const config = form([
      field('name', 'text', 'Nom'),
      field('country', 'select', 'Pays', { options }),
      field('size', 'radios', 'Taille', { options }),
      field('photo', 'file', 'Photo'),
      field('published', 'yesno', 'Publié'),
    ]);
    renderForm(config, {
      readOnly: true,
      values: { name: 'Ada', country: 'l', size: 's', photo: [{ name: 'cv.pdf', size: 2048, type: 'application/pdf' }], published: true },
    });
    const name = screen.getByRole('textbox', { name: 'Nom' });
    expect(name).toHaveProperty('readOnly', true);
    expect(name).toHaveProperty('value', 'Ada');
    expect(screen.getByRole('textbox', { name: 'Pays' })).toHaveProperty('value', 'Grand');
    expect(screen.getByRole('radiogroup', { name: 'Taille' }).getAttribute('aria-readonly')).toBe('true');
    expect(screen.queryByRole('button', { name: /Choisir un fichier/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Retirer/ })).toBeNull();
    expect(text(within(screen.getByRole('list', { name: 'Photo' })).getByRole('listitem'))).toBe('cv.pdf 2 ko');
    expect(screen.getByRole('switch', { name: 'Publié' })).toHaveProperty('checked', true);
  });

  it('names the preview, and says when a category element has no categories yet', () => {
    renderForm(form([field('topic', 'singleCategory', 'Thème', { categoryElement: 'missing' })]), { mode: 'preview' });
    const preview = screen.getByRole('group', { name: 'Aperçu du formulaire' });
    expect(within(preview).getByRole('radiogroup', { name: 'Thème' })).toBeTruthy();
    expect(screen.getByText("Aucune catégorie n'est encore disponible.")).toBeTruthy();
  });

  it('says when a characteristics or questions field has nothing configured', () => {
    renderForm(form([field('specs', 'characteristics', 'Caractéristiques'), field('faq', 'questions', 'FAQ')]));
    expect(screen.getByText("Aucune caractéristique n'est définie.")).toBeTruthy();
    expect(screen.getByText("Aucune question n'est définie.")).toBeTruthy();
  });

  it('keeps working while the form changes under it (values of another shape)', () => {
    renderForm(form([field('title', 'text', 'Titre', { translatable: true }), field('age', 'number', 'Âge')]), {
      languages: ['fr', 'en'],
      values: { title: 'Bonjour', age: 'beaucoup' as unknown as number },
    });
    expect(screen.getByRole('textbox', { name: 'Titre Français' })).toHaveProperty('value', 'Bonjour');
    expect(screen.getByRole('textbox', { name: 'Âge' })).toHaveProperty('value', '');
  });
});
