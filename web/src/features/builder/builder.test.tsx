/**
 * Builder screens through the real route table with the API answered through MSW (in French): the settings panel's rules
 * (per-type settings, technical value fixed once records exist, each problem next to its setting, nothing sent
 * while the shared schema refuses the form), the save with its version, a 409 that offers to reload, the API's
 * field problems, leaving with unsaved changes, and the list configuration.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultElements } from '../../../../shared/kinds';
import type { ApplicationDetail, ElementFormView, ElementTableView } from '../../../../shared/project-views';
import type { FormConfig, TableConfig } from '../../../../shared/schemas/builder';
import { answerApi, apiError } from '../../test/api-server';
import { PROJECT_ID, salonDetail, speakersApplication } from '../../test/project-fixtures';
import { renderApp, signedInForEachTest } from '../../test/render-app';

/** `« text »` (the catalogues keep plain spaces). */
const quoted = (text: string) => `« ${text} »`;

const [speakersElement] = defaultElements('speakers');
const [, categoriesElement] = defaultElements('catalogue');

const application = speakersApplication({ elements: [{ key: 'speakers', name: { fr: 'Intervenants', en: 'Speakers' }, count: 0 }] });

const project = salonDetail([application], { version: 1 });

const formView = (overrides: Partial<ElementFormView> = {}): ElementFormView => ({
  element: { key: 'speakers', name: { fr: 'Intervenants', en: 'Speakers' } },
  form: speakersElement!.form,
  version: 4,
  hasRecords: false,
  languages: ['fr', 'en'],
  categoryElements: [],
  ...overrides,
});

interface Call {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}
type Answer = { status: number; body?: unknown };

const BASE = `/api/projects/${PROJECT_ID}/applications/intervenants`;
const FORM_PATH = `${BASE}/elements/speakers/form`;
const TABLE_PATH = `${BASE}/elements/speakers/table`;

/** Answers the project, the application and what `more` knows (through the tests' MSW server); records every call. */
function mockApi(more: Record<string, (call: Call) => Answer>, app: ApplicationDetail = application) {
  const calls: Call[] = [];
  const routes: Record<string, (call: Call) => Answer> = {
    [`GET /api/projects/${PROJECT_ID}`]: () => ({ status: 200, body: project }),
    [`GET ${BASE}`]: () => ({ status: 200, body: app }),
    ...more,
  };
  answerApi(({ method, path, body }) => {
    const call = { method, path, body };
    calls.push(call);
    return routes[`${method} ${path}`]?.(call);
  });
  return calls;
}

const puts = (calls: Call[]) => calls.filter((call) => call.method === 'PUT');

const FORM_URL = `/fr/customer/projects/${PROJECT_ID}/configure/intervenants/speakers/forms`;
const TABLE_URL = `/fr/customer/projects/${PROJECT_ID}/configure/intervenants/speakers/table`;

async function openForm(view: ElementFormView = formView(), more: Record<string, (call: Call) => Answer> = {}) {
  const calls = mockApi({ [`GET ${FORM_PATH}`]: () => ({ status: 200, body: view }), ...more });
  const rendered = renderApp(FORM_URL);
  expect(await screen.findByRole('heading', { level: 1, name: `Formulaire : Intervenants` })).toBeTruthy();
  return { ...rendered, calls };
}

const builderForm = () => screen.getByRole('form', { name: 'Configuration du formulaire' });
const columnSection = (column: number) => screen.getByRole('region', { name: `Colonne ${column}` });
const settings = () => screen.getByRole('region', { name: /^Réglages de/ });
const fieldButton = (name: RegExp) => within(builderForm()).getByRole('button', { name, pressed: false });

signedInForEachTest();

describe('form configuration screen', () => {
  it('shows the titles per project language, the layout, the palette of 16 types, the columns and the preview', async () => {
    await openForm();
    const titles = screen.getByRole('group', { name: "À l'ajout d'une fiche" });
    expect((within(titles).getByRole('textbox', { name: 'Français' }) as HTMLInputElement).value).toBe('Ajouter un intervenant');
    expect(within(titles).getByRole('textbox', { name: 'Anglais' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: '2 colonnes' }) as HTMLInputElement).checked).toBe(true);
    const palette = screen.getByRole('list', { name: 'Types de champs' });
    expect(within(palette).getAllByRole('button')).toHaveLength(16);
    // No category element in a speakers application: the category types cannot be added.
    expect(
      within(palette)
        .getByRole('button', { name: /Catégorie unique/ })
        .getAttribute('aria-disabled'),
    ).toBe('true');
    // The default form of speakers fills both columns of its layout.
    expect(within(columnSection(1)).getAllByRole('listitem')).toHaveLength(5);
    expect(within(columnSection(2)).getAllByRole('listitem')).toHaveLength(5);
    expect(within(columnSection(2)).queryByText('Déposez un champ ici.')).toBeNull();
    const preview = screen.getByRole('group', { name: 'Aperçu du formulaire' });
    expect(within(preview).getByRole('textbox', { name: /Prénom/ })).toBeTruthy();
  });

  it('adds a field without dragging, shows its settings, and the preview follows', async () => {
    const { user } = await openForm();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type de champ' }), 'select');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Colonne' }), '2');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(screen.getByText('Le champ « Liste déroulante » a été ajouté à la colonne 2.')).toBeTruthy();
    const panel = settings();
    expect((within(panel).getByRole('textbox', { name: 'Valeur technique' }) as HTMLInputElement).value).toBe('select1');
    const choices = within(panel).getByRole('group', { name: 'Choix' });
    expect((within(choices).getByRole('textbox', { name: 'Valeur' }) as HTMLInputElement).value).toBe('option1');
    // Settings of other types are not offered.
    expect(within(panel).queryByRole('spinbutton', { name: 'Minimum' })).toBeNull();
    expect(within(panel).queryByRole('group', { name: 'Saisie' })).toBeNull();
    // The field's label (the choice has its own, after it).
    const label = within(within(panel).getAllByRole('group', { name: 'Libellé' })[0]!).getByRole('textbox', { name: 'Français' });
    await user.clear(label);
    await user.type(label, 'Niveau');
    const preview = screen.getByRole('group', { name: 'Aperçu du formulaire' });
    expect(within(preview).getAllByText('Niveau').length).toBeGreaterThan(0);
    expect(within(columnSection(2)).getByRole('button', { name: /Niveau/, pressed: true })).toBeTruthy();
  });

  // Seven fields added one by one: room for a slow, shared machine.
  it('offers the settings of each type: number bounds, date mode, files, gallery count, characteristics, questions', async () => {
    const { user } = await openForm();
    const add = async (type: string) => {
      await user.selectOptions(screen.getByRole('combobox', { name: 'Type de champ' }), type);
      await user.click(screen.getByRole('button', { name: 'Ajouter' }));
      return settings();
    };
    let panel = await add('number');
    expect(within(panel).getByRole('spinbutton', { name: 'Minimum' })).toBeTruthy();
    expect(within(panel).getByRole('spinbutton', { name: 'Maximum' })).toBeTruthy();
    expect(within(panel).getByRole('spinbutton', { name: 'Pas' })).toBeTruthy();
    panel = await add('datetime');
    expect((within(panel).getByRole('radio', { name: 'Une date' }) as HTMLInputElement).checked).toBe(true);
    panel = await add('file');
    expect(within(panel).getByRole('textbox', { name: 'Types de fichiers acceptés' })).toBeTruthy();
    expect(within(panel).getByRole('spinbutton', { name: 'Taille maximale (Mo)' })).toBeTruthy();
    expect(within(panel).queryByRole('spinbutton', { name: "Nombre maximal d'images" })).toBeNull();
    panel = await add('gallery');
    expect(within(panel).getByRole('spinbutton', { name: "Nombre maximal d'images" })).toBeTruthy();
    panel = await add('textarea');
    expect((within(panel).getByRole('spinbutton', { name: 'Nombre de lignes' }) as HTMLInputElement).value).toBe('4');
    panel = await add('characteristics');
    await user.click(within(panel).getByRole('button', { name: 'Ajouter une caractéristique' }));
    expect(within(panel).getByRole('group', { name: 'Caractéristique 1' })).toBeTruthy();
    panel = await add('questions');
    await user.click(within(panel).getByRole('button', { name: 'Ajouter une question' }));
    const pair = within(panel).getByRole('group', { name: 'Question 1' });
    expect(within(pair).getByRole('group', { name: 'Réponse' })).toBeTruthy();
    // The category types need a category element: none here.
    expect(within(screen.getByRole('combobox', { name: 'Type de champ' })).queryByRole('option', { name: 'Catégorie unique' })).toBeNull();
  }, 15_000);

  it('a category field chooses its source among the category elements', async () => {
    const { user } = await openForm(formView({ form: categoriesElement!.form, categoryElements: ['categories'] }));
    const palette = screen.getByRole('list', { name: 'Types de champs' });
    expect(
      within(palette)
        .getByRole('button', { name: /Catégorie unique/ })
        .getAttribute('aria-disabled'),
    ).toBe('false');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type de champ' }), 'singleCategory');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    const source = within(settings()).getByRole('combobox', { name: 'Élément source des catégories' }) as HTMLSelectElement;
    expect(source.value).toBe('categories');
  });

  it('checks the form with the shared schema before saving: each problem next to its setting, nothing sent', async () => {
    const { user, calls } = await openForm();
    // A choice field without choices, and a number whose maximum is below its minimum.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type de champ' }), 'radios');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    await user.click(within(settings()).getByRole('button', { name: 'Supprimer le choix 1' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type de champ' }), 'number');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    await user.type(within(settings()).getByRole('spinbutton', { name: 'Minimum' }), '10');
    await user.type(within(settings()).getByRole('spinbutton', { name: 'Maximum' }), '2');
    // A title emptied in every language.
    const view = screen.getByRole('group', { name: "À la consultation d'une fiche" });
    await user.clear(within(view).getByRole('textbox', { name: 'Français' }));
    await user.clear(within(view).getByRole('textbox', { name: 'Anglais' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(within(builderForm()).getByRole('alert').textContent).toContain('Certaines informations saisies ne sont pas valides.');
    expect(within(view).getByText('Ce champ est obligatoire.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(view).getByRole('textbox', { name: 'Français' })));
    // The fields in error are flagged in their column; their settings show the problem.
    expect(within(columnSection(1)).getAllByText('Réglages à corriger.')).toHaveLength(2);
    await user.click(fieldButton(/Boutons radio/));
    expect(within(settings()).getByText('Ajoutez au moins un choix ; chaque valeur doit être unique.')).toBeTruthy();
    await user.click(fieldButton(/Nombre/));
    const max = within(settings()).getByRole('spinbutton', { name: 'Maximum' });
    expect(max.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(max.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe(
      'Le maximum doit être supérieur ou égal au minimum.',
    );
    expect(puts(calls)).toEqual([]);
  });

  it('"Ajouter" gives the focus to the new field\'s settings; a choice field without choices focuses "Ajouter un choix", described by the problem', async () => {
    const { user, calls } = await openForm();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type de champ' }), 'checkboxes');
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(within(settings()).getByRole('heading', { name: `Réglages de ${quoted('Cases à cocher')}` })),
    );
    await user.click(within(settings()).getByRole('button', { name: 'Supprimer le choix 1' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const addChoice = within(settings()).getByRole('button', { name: 'Ajouter un choix' });
    await waitFor(() => expect(document.activeElement).toBe(addChoice));
    expect(document.getElementById(addChoice.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Ajoutez au moins un choix ; chaque valeur doit être unique.',
    );
    expect(puts(calls)).toEqual([]);
  }, 15_000);

  it('technical values are unique; with records, those of existing fields are fixed, those of new fields are not', async () => {
    const { user } = await openForm(formView({ hasRecords: true }));
    await user.click(fieldButton(/^Prénom/));
    const key = within(settings()).getByRole('textbox', { name: 'Valeur technique' }) as HTMLInputElement;
    expect(key.readOnly).toBe(true);
    expect(within(settings()).getByText('Fixée : des fiches utilisent déjà ce champ.')).toBeTruthy();
    // Records are stored under it: it cannot be removed either.
    const remove = screen.getByRole('button', { name: `Supprimer ${quoted('Prénom')}` });
    expect(remove.getAttribute('aria-disabled')).toBe('true');
    expect(remove.getAttribute('aria-description') ?? document.getElementById(remove.getAttribute('aria-describedby')!)?.textContent).toBe(
      `Des fiches utilisent déjà ce champ : il ne peut plus être supprimé.`,
    );
    await user.click(remove);
    expect(screen.getByRole('button', { name: `Supprimer ${quoted('Prénom')}` })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ajouter' }));
    const newKey = within(settings()).getByRole('textbox', { name: 'Valeur technique' }) as HTMLInputElement;
    expect(newKey.readOnly).toBe(false);
    await user.clear(newKey);
    await user.type(newKey, 'company');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    // Both fields are flagged; the first one is selected, its technical value focused.
    expect(within(columnSection(1)).getAllByText('Réglages à corriger.')).toHaveLength(2);
    expect(within(settings()).getByText('Deux champs ont la même valeur technique.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(settings()).getByRole('textbox', { name: 'Valeur technique' })));
    await user.click(fieldButton(/^Texte/));
    expect(within(settings()).getByText('Deux champs ont la même valeur technique.')).toBeTruthy();
    await user.clear(within(settings()).getByRole('textbox', { name: 'Valeur technique' }));
    await user.type(within(settings()).getByRole('textbox', { name: 'Valeur technique' }), '1abc');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      within(settings()).getByText(
        'La valeur technique commence par une lettre minuscule et ne contient que des lettres, des chiffres et _.',
      ),
    ).toBeTruthy();
  });

  it('saves with the version read, then with the new one; the layout and columns are kept', async () => {
    let version = 4;
    const { user, calls } = await openForm(undefined, {
      [`PUT ${FORM_PATH}`]: (call) => {
        const body = call.body as { form: FormConfig; version: number };
        version += 1;
        return { status: 200, body: { form: body.form, version } };
      },
    });
    await user.click(screen.getByRole('radio', { name: '3 colonnes' }));
    await user.click(fieldButton(/^Société/));
    await user.selectOptions(within(settings()).getByRole('combobox', { name: 'Colonne' }), '3');
    await user.click(within(settings()).getByRole('checkbox', { name: /Obligatoire/ }));
    expect(within(columnSection(3)).getByRole('button', { name: /^Société/ })).toBeTruthy();
    expect(screen.getByText('Modifications non enregistrées.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Le formulaire a été enregistré.')).toBeTruthy();
    expect(screen.queryByText('Modifications non enregistrées.')).toBeNull();
    const [first] = puts(calls);
    const sent = first!.body as { form: FormConfig; version: number };
    expect(sent.version).toBe(4);
    expect(sent.form.columns).toBe(3);
    const company = sent.form.fields.find((field) => field.key === 'company')!;
    expect(company).toMatchObject({ column: 3, mandatory: true });
    expect(sent.form.fields.at(-1)?.key).toBe('company');
    await user.click(within(settings()).getByRole('checkbox', { name: /Obligatoire/ }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(2));
    expect((puts(calls)[1]!.body as { version: number }).version).toBe(5);
  });

  it('2 columns → 1 → 2 gives every field its column back; nothing is unsaved and Save keeps them', async () => {
    const { user, calls } = await openForm(undefined, {
      [`PUT ${FORM_PATH}`]: (call) => ({ status: 200, body: { form: (call.body as { form: FormConfig }).form, version: 5 } }),
    });
    const keysIn = (column: number) =>
      within(columnSection(column))
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-key'));
    const before = [keysIn(1), keysIn(2)];
    await user.click(screen.getByRole('radio', { name: '1 colonne' }));
    expect(screen.queryByRole('region', { name: 'Colonne 2' })).toBeNull();
    expect(keysIn(1)).toEqual([...before[0]!, ...before[1]!]);
    await user.click(screen.getByRole('radio', { name: '2 colonnes' }));
    expect([keysIn(1), keysIn(2)]).toEqual(before);
    expect(screen.queryByText('Modifications non enregistrées.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Le formulaire a été enregistré.')).toBeTruthy();
    const sent = puts(calls)[0]!.body as { form: FormConfig };
    expect(sent.form.columns).toBe(2);
    expect(sent.form.fields.map((field) => [field.key, field.column])).toEqual(
      speakersElement!.form.fields.map((field) => [field.key, field.column ?? 1]),
    );
  });

  it('a stale version (409) says so and offers to reload the latest form', async () => {
    const latest = formView({ version: 9, form: { ...speakersElement!.form, columns: 1 } });
    let reads = 0;
    const { user, calls } = await openForm(undefined, {
      [`GET ${FORM_PATH}`]: () => {
        reads += 1;
        return { status: 200, body: reads === 1 ? formView() : latest };
      },
      [`PUT ${FORM_PATH}`]: (call) =>
        (call.body as { version: number }).version === 9
          ? { status: 200, body: { form: (call.body as { form: FormConfig }).form, version: 10 } }
          : apiError(409, 'CONFLICT'),
    });
    await user.click(screen.getByRole('radio', { name: '3 colonnes' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const alert = await within(builderForm()).findByRole('alert');
    expect(alert.textContent).toContain('Ces données ont été modifiées entre-temps. Rechargez la page avant de réessayer.');
    await user.click(within(alert).getByRole('button', { name: 'Recharger la dernière version' }));
    await waitFor(() => expect((screen.getByRole('radio', { name: '1 colonne' }) as HTMLInputElement).checked).toBe(true));
    expect(within(builderForm()).queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('radio', { name: '2 colonnes' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Le formulaire a été enregistré.')).toBeTruthy();
    expect(puts(calls).map((call) => (call.body as { version: number }).version)).toEqual([4, 9]);
  });

  it("shows the API's field problems next to their settings", async () => {
    const { user } = await openForm(formView({ hasRecords: true }), {
      [`PUT ${FORM_PATH}`]: () => apiError(400, 'VALIDATION_FAILED', [{ field: 'form.fields.1.key', message: 'validation.keyLocked' }]),
    });
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const panel = await screen.findByRole('region', { name: `Réglages de ${quoted('Nom')}` });
    expect(within(panel).getByText("La valeur technique ne peut plus changer : des fiches l'utilisent déjà.")).toBeTruthy();
    expect(within(builderForm()).getByRole('alert').textContent).toContain('Certaines informations saisies ne sont pas valides.');
  });

  it("the API's problem of a field selects it and focuses its setting; editing the setting forgets it", async () => {
    const { user } = await openForm(undefined, {
      [`PUT ${FORM_PATH}`]: () =>
        apiError(400, 'VALIDATION_FAILED', [
          { field: 'form.fields.1.key', message: 'validation.fieldKey' },
          { field: 'form.fields', message: 'validation.duplicateKey' },
        ]),
    });
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const panel = await screen.findByRole('region', { name: `Réglages de ${quoted('Nom')}` });
    const key = within(panel).getByRole('textbox', { name: /Valeur technique/ });
    await waitFor(() => expect(document.activeElement).toBe(key));
    expect(key.getAttribute('aria-invalid')).toBe('true');
    expect(
      within(panel).getByText('La valeur technique commence par une lettre minuscule et ne contient que des lettres, des chiffres et _.'),
    ).toBeTruthy();
    expect(within(columnSection(1)).getAllByText('Réglages à corriger.')).toHaveLength(1);
    expect(within(builderForm()).getByText('Deux champs ont la même valeur technique.')).toBeTruthy();
    await user.type(key, 'x');
    expect(key.getAttribute('aria-invalid')).toBeNull();
    expect(within(columnSection(1)).queryByText('Réglages à corriger.')).toBeNull();
    // A change of a technical value also forgets the form-level problem of the fields.
    expect(within(builderForm()).queryByText('Deux champs ont la même valeur technique.')).toBeNull();
    // The API refused the save: the save bar still says so until the next attempt.
    expect(within(builderForm()).getByRole('alert').textContent).toContain('Certaines informations saisies ne sont pas valides.');
  });

  it('a failure that names no setting shows its message in the save bar, the focus staying on "Enregistrer"; saving again clears it', async () => {
    let answer = apiError(500, 'INTERNAL');
    const { user, calls } = await openForm(undefined, { [`PUT ${FORM_PATH}`]: () => answer });
    const save = screen.getByRole('button', { name: 'Enregistrer' });
    await user.click(save);
    const alert = await within(builderForm()).findByRole('alert');
    expect(alert.textContent).toContain('Une erreur interne est survenue.');
    expect(within(alert).queryByRole('button')).toBeNull();
    expect(document.activeElement).toBe(save);
    answer = { status: 200, body: { form: speakersElement!.form, version: 5 } };
    await user.click(save);
    expect(await screen.findByText('Le formulaire a été enregistré.')).toBeTruthy();
    expect(within(builderForm()).queryByRole('alert')).toBeNull();
    expect(puts(calls)).toHaveLength(2);
  });

  it('removes a field and gives the focus to its neighbour', async () => {
    const { user } = await openForm();
    const column = columnSection(1);
    const before = within(column).getAllByRole('listitem').length;
    await user.click(within(column).getByRole('button', { name: `Supprimer ${quoted('Prénom')}` }));
    expect(within(columnSection(1)).getAllByRole('listitem')).toHaveLength(before - 1);
    expect(screen.getByText('Le champ « Prénom » a été supprimé.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/^Nom/));
  });

  it('leaving with unsaved changes asks first; staying keeps the changes, leaving goes', async () => {
    // Only the navigation matters here: the list screen may answer that it has nothing.
    const { user, router } = await openForm(formView(), { [`GET ${TABLE_PATH}`]: () => apiError(404, 'NOT_FOUND') });
    await user.click(screen.getByRole('radio', { name: '1 colonne' }));
    await user.click(screen.getByRole('link', { name: 'Configurer la liste' }));
    const dialog = await screen.findByRole('dialog', { name: `Quitter sans enregistrer ?` });
    await user.click(within(dialog).getByRole('button', { name: 'Rester sur la page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe(FORM_URL);
    expect((screen.getByRole('radio', { name: '1 colonne' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Configurer la liste' }));
    const again = await screen.findByRole('dialog', { name: `Quitter sans enregistrer ?` });
    await user.click(within(again).getByRole('button', { name: 'Quitter sans enregistrer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(TABLE_URL));
  });

  it('speaks English under /en', async () => {
    mockApi({ [`GET ${FORM_PATH}`]: () => ({ status: 200, body: formView() }) });
    const { user } = renderApp(FORM_URL.replace('/fr/', '/en/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Form: Speakers' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Field types' })).getByRole('button', { name: /Long text/ })).toBeTruthy();
    expect((screen.getByRole('radio', { name: '2 columns' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: /^First name/ }));
    expect(screen.getByRole('region', { name: 'Settings of “First name”' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('below full access, only the preview is shown', async () => {
    mockApi({ [`GET ${FORM_PATH}`]: () => ({ status: 200, body: formView() }) }, { ...application, level: 'read' });
    renderApp(FORM_URL);
    expect(await screen.findByText(/Seul un accès complet/)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Configuration du formulaire' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Aperçu du formulaire' })).toBeTruthy();
  });
});

describe('list configuration screen', () => {
  const tableView = (table: Partial<TableConfig> = {}): ElementTableView => ({
    element: { key: 'speakers', name: { fr: 'Intervenants', en: 'Speakers' } },
    table: { ...speakersElement!.table, ...table },
    form: speakersElement!.form,
    version: 2,
    languages: ['fr', 'en'],
  });

  async function openTable(view: ElementTableView, put?: (call: Call) => Answer) {
    const calls = mockApi({
      [`GET ${TABLE_PATH}`]: () => ({ status: 200, body: view }),
      ...(put ? { [`PUT ${TABLE_PATH}`]: put } : {}),
    });
    const rendered = renderApp(TABLE_URL);
    expect(await screen.findByRole('heading', { level: 1, name: `Liste : Intervenants` })).toBeTruthy();
    return { ...rendered, calls };
  }
  const order = () =>
    within(screen.getByRole('list', { name: 'Ordre des colonnes' }))
      .getAllByRole('listitem')
      .map((item) => item.dataset.column);

  it('chooses columns among the fields and the record dates, orders them, sets 50 per page and saves with the version', async () => {
    const { user, calls } = await openTable(tableView(), (call) => ({
      status: 200,
      body: { table: (call.body as { table: TableConfig }).table, version: 3 },
    }));
    const columns = screen.getByRole('group', { name: /Colonnes affichées/ });
    expect(within(columns).getAllByRole('checkbox')).toHaveLength(12);
    expect(order()).toEqual(['lastname', 'firstname', 'company', 'jobTitle', '___email']);
    await user.click(within(columns).getByRole('checkbox', { name: 'Date de création' }));
    await user.click(within(columns).getByRole('checkbox', { name: 'Société' }));
    expect(order()).toEqual(['lastname', 'firstname', 'jobTitle', '___email', '__createdAt']);
    await user.click(screen.getByRole('button', { name: `Monter ${quoted('Date de création')}` }));
    await user.click(screen.getByRole('button', { name: `Descendre ${quoted('Nom')}` }));
    expect(order()).toEqual(['firstname', 'lastname', 'jobTitle', '__createdAt', '___email']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Fiches par page' }), '50');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('La liste a été enregistrée.')).toBeTruthy();
    expect(puts(calls)[0]?.body).toEqual({
      table: {
        title: speakersElement!.table.title,
        columns: ['firstname', 'lastname', 'jobTitle', '__createdAt', '___email'],
        perPage: 50,
      },
      version: 2,
    });
  });

  it('refuses a list without columns, or with a column the form lost; a 409 offers to reload', async () => {
    const { user, calls } = await openTable(tableView({ columns: ['lastname', 'gone'] }), () => apiError(409, 'CONFLICT'));
    const columns = screen.getByRole('group', { name: /Colonnes affichées/ });
    expect(within(columns).getByRole('checkbox', { name: 'gone (champ supprimé)' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(within(columns).getByText('Cette colonne ne correspond à aucun champ du formulaire.')).toBeTruthy();
    await user.click(within(columns).getByRole('checkbox', { name: 'gone (champ supprimé)' }));
    await user.click(within(columns).getByRole('checkbox', { name: 'Nom' }));
    expect(screen.getByText('Aucune colonne choisie.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(within(columns).getByText('Ce champ est obligatoire.')).toBeTruthy();
    expect(puts(calls)).toEqual([]);
    await user.click(within(columns).getByRole('checkbox', { name: 'Prénom' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const alert = await within(screen.getByRole('form', { name: 'Réglages de la liste' })).findByRole('alert');
    expect(alert.textContent).toContain('Ces données ont été modifiées entre-temps.');
    expect(within(alert).getByRole('button', { name: 'Recharger la dernière version' })).toBeTruthy();
  });

  it("shows the API's problems next to their settings and focuses the first", async () => {
    const { user } = await openTable(tableView(), () =>
      apiError(400, 'VALIDATION_FAILED', [{ field: 'table.perPage', message: 'validation.invalid' }]),
    );
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const perPage = await screen.findByRole('combobox', { name: /Fiches par page/ });
    await waitFor(() => expect(document.activeElement).toBe(perPage));
    expect(perPage.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText("Cette valeur n'est pas valide.")).toBeTruthy();
    const alert = within(screen.getByRole('form', { name: 'Réglages de la liste' })).getByRole('alert');
    expect(alert.textContent).toContain('Certaines informations saisies ne sont pas valides.');
  });
});
