/**
 * The words sample data is written with, per language (fr.ts, en.ts): tables of believable values that texts.ts
 * draws from. Tables are written as text, values separated by commas or line breaks (no value holds a comma), so
 * that a table of a hundred names stays a few lines long. A value written twice is drawn twice as often. Each call
 * is marked `@__PURE__`: a bundle that imports the records jobs without the sample runners drops the tables.
 */

/** A town with one of its postcodes and its region: the city, postcode and region of one record agree. */
export interface Place {
  readonly city: string;
  readonly zip: string;
  readonly region: string;
}

export interface Vocabulary {
  readonly femaleFirstNames: readonly string[];
  readonly maleFirstNames: readonly string[];
  readonly lastNames: readonly string[];
  /** Company names; `{name}` stands for a last name, `{brand}`, `{trade}` and `{locality}` for a value of their tables. */
  readonly companies: readonly string[];
  /** Invented company names (`Atelier des Canuts`, `Harbour Lights Media`). */
  readonly brands: readonly string[];
  /** What a company does, as its name says it (`Boulangerie`, `Joinery`). */
  readonly trades: readonly string[];
  /** Where a company is, as its name says it (`du Centre`, `Riverside`). */
  readonly localities: readonly string[];
  readonly jobTitles: readonly string[];
  /** Streets without their number (`rue des Lilas`, `Station Road`). */
  readonly streets: readonly string[];
  readonly places: readonly Place[];
  readonly countries: readonly string[];
  /** Phone numbers as people write them, `#` for a digit. */
  readonly phones: readonly string[];
  /** The endings of web addresses (`fr`, `co.uk`). */
  readonly domains: readonly string[];
  readonly colors: readonly string[];
  /** Shop departments (a category of products). */
  readonly departments: readonly string[];
  /** Product names; `{noun}`, `{adjective}` and `{material}` stand for a value of the tables below. */
  readonly products: readonly string[];
  readonly productNouns: readonly string[];
  readonly productAdjectives: readonly string[];
  readonly materials: readonly string[];
  /** Single words: tags. */
  readonly keywords: readonly string[];
  /** Sentences and titles are made of these: `{subject} {verb} {object} {complement}`, clauses joined by a connector. */
  readonly subjects: readonly string[];
  readonly verbs: readonly string[];
  readonly objects: readonly string[];
  readonly complements: readonly string[];
  /** What joins two clauses, with its punctuation (`, et`, ` while`). */
  readonly connectors: readonly string[];
}

/** The values of a table written as text: separated by commas or line breaks, trimmed. */
export function table(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((value) => value.trim())
    .filter(Boolean);
}

/** Places written as a table of `city; postcode; region`. */
export function places(text: string): Place[] {
  return table(text).map((entry) => {
    const [city = '', zip = '', region = ''] = entry.split(';').map((part) => part.trim());
    return { city, zip, region };
  });
}
