/**
 * Which field gives which vCard property (docs/api.md, "Export and vCards"): the defaults come from the fields' technical values,
 * so that the export dialog (web) and the server (functions/records/exports/) propose and apply the same mapping.
 * Pure: no translation, no I/O.
 */
import type { FormConfig } from './schemas/builder';
import { VCARD_PROPERTIES, type VcardMapping, type VcardProperty } from './schemas/exports';

/** The technical values each property is taken from by default, first match wins. */
const DEFAULT_SOURCES: Readonly<Record<VcardProperty, readonly string[]>> = {
  given: ['firstname'],
  family: ['lastname'],
  fn: [],
  email: ['___email'],
  tel: ['phone'],
  org: ['company'],
  title: ['jobTitle'],
  url: ['website', 'url'],
  note: ['biography', 'description'],
};

/** The mapping proposed for a form: each property from the first of its usual fields the form has. */
export function defaultVcardMapping(form: Pick<FormConfig, 'fields'>): VcardMapping {
  const keys = new Set(form.fields.map((field) => field.key));
  const mapping: Partial<Record<VcardProperty, string>> = {};
  for (const property of VCARD_PROPERTIES) {
    const source = DEFAULT_SOURCES[property].find((key) => keys.has(key));
    if (source) mapping[property] = source;
  }
  return mapping as VcardMapping;
}

/**
 * Whether an element describes people, so that vCards make sense: its form has `___email`, `firstname` or `lastname`,
 * or the mapping names a field for an e-mail address or a name.
 */
export function hasPeople(form: Pick<FormConfig, 'fields'>, mapping: VcardMapping = {} as VcardMapping): boolean {
  const keys = new Set(form.fields.map((field) => field.key));
  if (keys.has('___email') || keys.has('firstname') || keys.has('lastname')) return true;
  return (['email', 'given', 'family', 'fn'] as const).some((property) => {
    const key = mapping[property];
    return key !== undefined && keys.has(key);
  });
}
