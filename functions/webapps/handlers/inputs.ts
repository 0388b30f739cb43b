import * as v from 'valibot';
import { PublicListQuery } from '../../../shared/schemas/webapps';

/**
 * Inputs of the public routes. Path parameters are read loosely: an ill-formed host, kind or record id is the same
 * 404 as an unknown one (no hint of what exists); `lang` outside the site's languages reads the default language.
 */
const Loose = (max: number) => v.pipe(v.string(), v.maxLength(max, 'validation.tooLong'));
const Lang = v.optional(Loose(10));

export const PublicSiteInput = v.object({ host: Loose(253), lang: Lang });
export const PublicRecordInput = v.object({ host: Loose(253), kind: Loose(40), recordId: Loose(40), lang: Lang });
export const PublicPageInput = v.object({ host: Loose(253), slug: Loose(200), lang: Lang });
export const PublicFileInput = v.object({
  host: Loose(253),
  kind: Loose(40),
  recordId: Loose(40),
  field: Loose(70),
  index: v.pipe(v.string(), v.regex(/^\d{1,3}$/, 'validation.invalid'), v.transform(Number)),
  preview: v.optional(v.picklist(['1', '0'], 'validation.invalid')),
});

/** `?lang=&q=&cursor=&f.<field>=<value>`: the `f.` parameters become `filters` (other parameters are ignored). */
export const PublicListInput = v.pipe(
  v.looseObject({ host: Loose(253), kind: Loose(40) }),
  v.transform((raw) => {
    const filters: Record<string, unknown> = {};
    const out: Record<string, unknown> = { host: raw.host, kind: raw.kind, filters };
    for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
      if (key.startsWith('f.')) filters[key.slice(2)] = value;
      else if (key === 'lang' || key === 'q' || key === 'cursor') out[key] = value;
    }
    return out;
  }),
  v.object({ host: Loose(253), kind: Loose(40), ...PublicListQuery.entries, lang: Lang }),
);
