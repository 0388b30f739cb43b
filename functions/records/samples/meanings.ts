import { isLinkField } from '../../../shared/links';
import type { FormConfig, FormField } from '../../../shared/schemas/builder';

/**
 * What a field of sample data holds, read from its technical value and its type (generators.ts writes a value for it):
 * tables of patterns, in French and English, the first that matches wins.
 */

/** A technical value reduced to what its meaning is read from: lower case, no `_`, `-` or digits. */
const normalized = (key: string) => key.toLowerCase().replace(/[^a-z]/g, '');

/** What a field holds, read from its technical value (the first rule that matches), whatever its type. */
export type Meaning =
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'fullName'
  | 'name'
  | 'title'
  | 'company'
  | 'jobTitle'
  | 'address'
  | 'city'
  | 'country'
  | 'zip'
  | 'region'
  | 'phone'
  | 'linkedin'
  | 'url'
  | 'slug'
  | 'reference'
  | 'color'
  | 'biography'
  | 'description'
  | 'tags'
  | 'price'
  | 'duration'
  | 'order'
  | 'age'
  | 'year'
  | 'quantity'
  | 'rating'
  | 'birth'
  | 'past'
  | 'text';

/** Meanings of text fields (text, textarea, html), by technical value; the first rule that matches wins. */
const TEXT_MEANINGS: readonly (readonly [RegExp, Meaning])[] = [
  [/^e?mail|email|courriel/, 'email'],
  [/^(first|given)name|^prenom/, 'firstName'],
  [/^(last|family|sur)name|^nomdefamille/, 'lastName'],
  [/^(full|contact|person|speaker|author|display)name$|^contact$|^author$|^auteur$/, 'fullName'],
  [/linkedin/, 'linkedin'],
  [/website|url$|^url|^site|homepage|^web|^link|^lien/, 'url'],
  [/slug|permalink/, 'slug'],
  [/company|organi[sz]ation|employer|societe|entreprise|^firm|brand|marque/, 'company'],
  [/^job|position|^poste|^fonction|occupation/, 'jobTitle'],
  [/phone|^tel|mobile|portable|^fax/, 'phone'],
  [/address|adresse|street|^rue/, 'address'],
  [/^city|^ville|^town/, 'city'],
  [/country|^pays/, 'country'],
  [/zip|postcode|postalcode|codepostal/, 'zip'],
  [/^region|^state$|province/, 'region'],
  [/^ref|sku|^code/, 'reference'],
  [/colou?r|couleur/, 'color'],
  [/^bio|about|apropos/, 'biography'],
  [/descr|summary|resume|content|contenu|^body|^text|^intro|abstract|^notes?$|details/, 'description'],
  [/^tags?$|keywords?|motscles/, 'tags'],
  [/^name$|^nom$|^label$|^libelle$/, 'name'],
  [/title|titre|heading|headline/, 'title'],
];
/** Meanings of number fields: their usual range when the field sets no bounds. */
const NUMBER_MEANINGS: readonly (readonly [RegExp, Meaning])[] = [
  [/price|^prix|amount|^montant|cost|^cout|tarif/, 'price'],
  [/duration|^duree|length|minutes/, 'duration'],
  [/^order|^ordre|position|^rank|^rang|priority|^sort/, 'order'],
  [/^age$/, 'age'],
  [/^year|^annee/, 'year'],
  [/quantity|^qty|stock|capacity|capacite|seats|places/, 'quantity'],
  [/rating|^note$|^score|stars/, 'rating'],
];
/** Meanings of date fields: a birth date is decades ago, a publication in the past year; others around now. */
const DATE_MEANINGS: readonly (readonly [RegExp, Meaning])[] = [
  [/birth|naissance|^dob$/, 'birth'],
  [/published|publie|recorded|enregistre|created|cree|updated|modifie/, 'past'],
];

export function meaningOf(field: FormField): Meaning {
  if (field.type === 'email') return 'email';
  // A link field holds web addresses only (shared/links.ts): `facebook` or `ticketLink` get one too.
  if (isLinkField(field)) return /linkedin/i.test(field.key) ? 'linkedin' : 'url';
  const rules = field.type === 'number' ? NUMBER_MEANINGS : field.type === 'datetime' ? DATE_MEANINGS : TEXT_MEANINGS;
  const key = normalized(field.key);
  return rules.find(([pattern]) => pattern.test(key))?.[1] ?? 'text';
}

/** What a bare `name` names in this element: a person, a company, a category, a product, or a title. */
export function nameKind(elementKey: string, form: FormConfig): 'person' | 'company' | 'category' | 'product' | 'title' {
  const key = normalized(elementKey);
  const hasPersonFields = form.fields.some((field) => {
    const meaning = meaningOf(field);
    return meaning === 'firstName' || meaning === 'lastName';
  });
  if (/categor|tag|topic|theme|rubrique|section/.test(key)) return 'category';
  if (/sponsor|compan|partner|partenaire|exhibitor|exposant|organi|supplier|fournisseur|brand|client/.test(key)) return 'company';
  if (hasPersonFields || /user|speaker|intervenant|people|person|member|membre|contact|attendee|participant|author|staff/.test(key)) {
    return 'person';
  }
  if (/item|product|produit|article|catalog|shop|boutique/.test(key)) return 'product';
  return 'title';
}
