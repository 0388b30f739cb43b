import * as v from 'valibot';
import { LANGUAGES } from '../constants';
import { APPLICATION_KINDS } from '../kinds';
import { webAddress } from '../links';
import { ACCESS_LEVELS, PROJECT_TYPES } from '../projects';
import { Email } from './accounts';
import { optionalText, requiredText, Ulid } from './common';
import { ApplicationRef } from './refs';

export const ProjectLanguages = v.pipe(
  v.array(v.picklist(LANGUAGES, 'validation.invalid'), 'validation.languagesRequired'),
  v.minLength(1, 'validation.languagesRequired'),
  v.check((list) => new Set(list).size === list.length, 'validation.invalid'),
);
export const ProjectType = v.picklist(PROJECT_TYPES, 'validation.projectType');
/** Optimistic concurrency: every update carries the version the client saw; a stale one answers 409. */
const Version = v.pipe(v.number('validation.invalid'), v.integer('validation.invalid'), v.minValue(1, 'validation.invalid'));

export const CreateProjectInput = v.object({ name: requiredText(120), languages: ProjectLanguages, type: ProjectType });
export const ProjectIdInput = v.object({ projectId: Ulid });
export const UpdateProjectInput = v.object({
  projectId: Ulid,
  name: v.optional(requiredText(120)),
  languages: v.optional(ProjectLanguages),
  type: v.optional(ProjectType),
  version: Version,
});

/** A web address as a link field takes it (shared/links.ts: `https://` before a bare host name), or empty. */
export const OptionalUrl = v.optional(
  v.pipe(
    v.string('validation.url'),
    v.trim(),
    v.maxLength(2048, 'validation.tooLong'),
    v.check((value) => webAddress(value) !== undefined, 'validation.url'),
    v.transform((value) => webAddress(value) ?? value),
  ),
  '',
);

export const CatalogueOptionsInput = v.object({
  multipleCategories: v.boolean(),
  subcategories: v.boolean(),
  parentCategory: v.boolean(),
});

/** The kind of a new application: missing, empty or unknown, the same clear message. */
const ApplicationKindInput = v.pipe(
  v.optional(v.string('validation.applicationKind'), ''),
  v.picklist(APPLICATION_KINDS, 'validation.applicationKind'),
);

export const CreateApplicationInput = v.object({
  projectId: Ulid,
  kind: ApplicationKindInput,
  title: requiredText(120),
  description: optionalText(2000),
  url: OptionalUrl,
  catalogueOptions: v.optional(CatalogueOptionsInput),
});
export const UpdateApplicationInput = v.object({
  projectId: Ulid,
  applicationId: ApplicationRef,
  title: v.optional(requiredText(120)),
  description: v.optional(optionalText(2000)),
  url: v.optional(OptionalUrl),
  catalogueOptions: v.optional(CatalogueOptionsInput),
  version: Version,
});

// Delegation: the owner's list of rights on a project, by e-mail address.
export const ProjectGrantsInput = v.object({ projectId: Ulid });
/** One right to set: `level: 'none'` removes it; without `applicationId` it is on the whole project. */
export const PutGrantInput = v.object({
  projectId: Ulid,
  email: Email,
  level: v.picklist(ACCESS_LEVELS, 'validation.invalid'),
  applicationId: v.optional(Ulid),
});
export type PutGrantInput = v.InferOutput<typeof PutGrantInput>;
