/**
 * The access matrix's world: one project of an owner with a speakers application (a file field, `photo`),
 * a record with two versions, a finished export, an import preview with an error row, an upload and an upload link;
 * and four more customers holding none, read, write and full, either on the project or on the application only.
 */
import { atLeast, strongest, type AccessLevel } from '../../../shared/projects';
import { localDb, signedInCustomer, uniqueEmail, writeGrant } from '../../helpers/local-aws';
import { until } from '../../helpers/until';

export type Mode = 'project' | 'application';
export type CallerLevel = AccessLevel | 'owner';

type Customer = Awaited<ReturnType<typeof signedInCustomer>>;
export type Api = Customer['api'];
export interface Caller extends Customer {
  readonly level: CallerLevel;
}

export interface Fixture {
  readonly mode: Mode;
  readonly owner: Caller;
  readonly callers: readonly Caller[];
  readonly projectId: string;
  readonly projectName: string;
  readonly applicationId: string;
  /** `/api/projects/{p}` */
  readonly project: string;
  /** `/api/projects/{p}/applications/{a}` */
  readonly app: string;
  /** `…/elements/speakers` */
  readonly element: string;
  /** `…/elements/speakers/records` */
  readonly records: string;
  readonly recordId: string;
  readonly exportJobId: string;
  /** The owner's import preview (imports belong to their author). */
  readonly importId: string;
  readonly uploadId: string;
  readonly linkId: string;
  /** Gives `who` the same grant as its matrix grant on another application of the project (application mode). */
  grantLike(who: Caller, applicationId: string): Promise<void>;
  /**
   * Gives `who` a grant of `level` on one application, in either mode (a web app's linked applications). None, the
   * owner and the caller of no level get nothing (the latter must keep seeing nothing of the project).
   */
  grantAt(who: Caller, applicationId: string, level: AccessLevel): Promise<void>;
}

let made = 0;
/** A speaker's values, with an address of its own (`___email` is unique in the element). */
export const speaker = (label: string) => ({
  firstname: 'Ada',
  lastname: label,
  ___email: `${label.toLowerCase().replace(/[^a-z0-9]/g, '')}.${Date.now().toString(36)}.${(made++).toString(36)}@example.com`,
});

/** A CSV paste whose only row lacks a mandatory first name: the preview writes an errors file, a commit creates nothing. */
export const ERROR_ROW_CSV = 'firstname;lastname;___email\n;Nameless;nameless.matrix@example.com';

export function expectStatus<T extends { status: number; body?: unknown }>(response: T, status: number, what: string): T {
  if (response.status !== status) throw new Error(`${what}: expected ${status}, got ${response.status} ${JSON.stringify(response.body)}`);
  return response;
}

/** Waits for a job to end (a route that starts one leaves nothing running behind it for the next route's probes). */
export async function jobEnded(api: Api, jobId: string): Promise<string> {
  return until(
    `job ${jobId}`,
    async () => {
      const read = await api.call('GET', `/api/jobs/${jobId}`);
      return read.body?.status === 'succeeded' || read.body?.status === 'failed' ? (read.body.status as string) : undefined;
    },
    60_000,
  );
}

export async function buildFixture(mode: Mode): Promise<Fixture> {
  const [ownerCustomer, ...others] = await Promise.all(
    ['owner', 'none', 'read', 'write', 'full'].map((level) => signedInCustomer(`matrix-${mode}-${level}`)),
  );
  const owner: Caller = { ...ownerCustomer!, level: 'owner' };
  const callers: Caller[] = (['none', 'read', 'write', 'full'] as const).map((level, index) => ({ ...others[index]!, level }));
  const api = owner.api;
  const projectName = `Matrice ${mode}`;
  const created = expectStatus(
    await api.call('POST', '/api/projects', { name: projectName, languages: ['fr', 'en'], type: 'conference' }),
    201,
    'project',
  );
  const projectId = created.body.projectId as string;
  const application = expectStatus(
    await api.call('POST', `/api/projects/${projectId}/applications`, { kind: 'speakers', title: 'Intervenants' }),
    201,
    'application',
  );
  const applicationId = application.body.applicationId as string;
  const project = `/api/projects/${projectId}`;
  const app = `${project}/applications/${applicationId}`;
  const element = `${app}/elements/speakers`;
  const records = `${element}/records`;

  const db = localDb();
  const grant = (who: Caller, onApplication?: string) =>
    who.level === 'none' || who.level === 'owner'
      ? Promise.resolve()
      : writeGrant(db, {
          projectId,
          customerId: who.customerId,
          ...(onApplication ? { applicationId: onApplication } : {}),
          level: who.level,
          projectName,
        });
  await Promise.all(callers.map((who) => grant(who, mode === 'application' ? applicationId : undefined)));

  const values = speaker('Lovelace');
  const record = expectStatus(await api.call('POST', records, { values }), 201, 'record');
  const recordId = record.body.recordId as string;
  expectStatus(
    await api.call('PUT', `${records}/${recordId}`, { values: { ...values, lastname: 'Byron' }, version: 1 }),
    200,
    'record update',
  );
  const exported = expectStatus(await api.call('POST', `${records}/exports`, { format: 'csv', records: { kind: 'all' } }), 202, 'export');
  const exportJobId = exported.body.jobId as string;
  if ((await jobEnded(api, exportJobId)) !== 'succeeded') throw new Error('the fixture export failed');
  const preview = expectStatus(await api.call('POST', `${records}/imports`, { csv: ERROR_ROW_CSV, lang: 'en' }), 200, 'import preview');
  const upload = expectStatus(
    await api.call('POST', `${app}/uploads`, { element: 'speakers', field: 'photo', name: 'a.png', type: 'image/png', size: 100 }),
    201,
    'upload',
  );
  const link = expectStatus(
    await api.call('POST', `${records}/${recordId}/upload-links`, { fields: ['photo'], days: 7, language: 'fr', email: '', message: '' }),
    201,
    'upload link',
  );

  return {
    mode,
    owner,
    callers: [...callers, owner],
    projectId,
    projectName,
    applicationId,
    project,
    app,
    element,
    records,
    recordId,
    exportJobId,
    importId: preview.body.importId as string,
    uploadId: upload.body.uploadId as string,
    linkId: link.body.link.linkId as string,
    grantLike: (who, onApplication) => (mode === 'application' ? grant(who, onApplication) : Promise.resolve()),
    grantAt: (who, onApplication, level) =>
      who.level === 'none' || who.level === 'owner' ? Promise.resolve() : grant({ ...who, level }, onApplication),
  };
}

/**
 * What a caller must get (docs/architecture.md, "Access"): the owner always succeeds; no level at all → 404; a level too low → 403. In the
 * application mode a grant opens its application only: a route about the project itself (create an application,
 * rename, delegate, copy into it) is refused with 403 to whoever sees the project through an application, except
 * what needs only to see it (read).
 */
export function expected(need: AccessLevel | 'owner', scope: 'project' | 'application', mode: Mode, level: CallerLevel): 'ok' | 403 | 404 {
  if (level === 'owner') return 'ok';
  if (level === 'none') return 404;
  if (need === 'owner') return 403;
  if (mode === 'application' && scope === 'project' && need !== 'read') return 403;
  return atLeast(level, need) ? 'ok' : 403;
}

export const inviteeEmail = () => uniqueEmail('matrix-invitee');

/**
 * What a caller must get from a web app route whose request links an application on which it holds `link` (its grant
 * there; in the project mode its project level opens that application too): what `expected` says, and when that is a
 * success but the caller cannot read the linked application, 400 (validation.unknownApplication, as an unknown id).
 */
export function expectedLinking(
  need: AccessLevel | 'owner',
  scope: 'project' | 'application',
  mode: Mode,
  level: CallerLevel,
  link: AccessLevel,
): 'ok' | 400 | 403 | 404 {
  const want = expected(need, scope, mode, level);
  if (want !== 'ok' || level === 'owner') return want;
  const onLinked = mode === 'project' ? strongest(level, link) : link;
  return atLeast(onLinked, 'read') ? 'ok' : 400;
}
