import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { UPLOAD_LINK_AUTHOR } from '../../shared/schemas/uploads';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../../local/provision';
import { LOCAL_NAMES } from '../../local/stack';
import { apiClient, localDb, mailTo, signedInCustomer, uniqueEmail } from '../helpers/local-aws';
import { until } from '../helpers/until';
import { PNG, EXE } from '../fixtures/files';

type Customer = Awaited<ReturnType<typeof signedInCustomer>>;
type Api = Customer['api'];

const s3 = () =>
  new S3Client({
    endpoint: inject('stack').engines.s3,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
async function objectExists(key: string): Promise<boolean> {
  try {
    await s3().send(new HeadObjectCommand({ Bucket: LOCAL_NAMES.uploadsBucket, Key: key }));
    return true;
  } catch {
    return false;
  }
}

interface Presigned {
  uploadId: string;
  url: string;
  fields: Record<string, string>;
}
/**
 * Posts a file to a presigned POST as a browser form does: the fields first, the file last. `contentType` replaces
 * the policy's `Content-Type` field, as a hostile client may: S3 would refuse the POST, s3rver stores it.
 */
async function postFile(presigned: { url: string; fields: Record<string, string> }, bytes: Buffer, type: string, contentType?: string) {
  const form = new FormData();
  const fields = contentType ? { ...presigned.fields, 'Content-Type': contentType } : presigned.fields;
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'file');
  const response = await fetch(presigned.url, { method: 'POST', body: form });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
}

describe('uploads: presigned POSTs to s3rver, the check, records and upload links', () => {
  let owner: Customer;
  let stranger: Customer;
  let projectId: string;
  let appId: string;
  let appBase: string;
  let records: string;

  /** Signs, posts and waits for the check; answers the upload's final status. */
  async function upload(
    api: Api,
    base: string,
    file: { name: string; type: string; bytes: Buffer; declaredSize?: number; field?: string },
  ) {
    const signed = await api.call('POST', `${base}/uploads`, {
      element: 'speakers',
      field: file.field ?? 'photo',
      name: file.name,
      type: file.type,
      size: file.declaredSize ?? file.bytes.length,
    });
    expect(signed.status, JSON.stringify(signed.body)).toBe(201);
    const presigned = signed.body as Presigned;
    await postFile(presigned, file.bytes, file.type);
    return until('the check', async () => {
      const status = await api.call('GET', `${base}/uploads/${presigned.uploadId}`);
      return status.body.status === 'pending'
        ? undefined
        : (status.body as { uploadId: string; status: string; reason?: string; size: number });
    });
  }

  beforeAll(async () => {
    [owner, stranger] = await Promise.all([signedInCustomer('uploads'), signedInCustomer('uploads-stranger')]);
    projectId = (await owner.api.call('POST', '/api/projects', { name: 'Forum', languages: ['fr', 'en'], type: 'conference' })).body
      .projectId;
    appId = (await owner.api.call('POST', `/api/projects/${projectId}/applications`, { kind: 'speakers', title: 'Intervenants' })).body
      .applicationId;
    appBase = `/api/projects/${projectId}/applications/${appId}`;
    records = `${appBase}/elements/speakers/records`;
  });

  it('accepts a PNG, serves it through signed URLs under its name, and deletes its objects with its record', async () => {
    const checked = await upload(owner.api, appBase, { name: 'portrait été.png', type: 'image/png', bytes: PNG });
    expect(checked).toMatchObject({ status: 'ready', size: PNG.length, type: 'image/png', name: 'portrait été.png' });
    const key = `files/${projectId}/${appId}/${checked.uploadId}/original`;
    expect(await objectExists(key)).toBe(true);

    const created = await owner.api.call('POST', records, {
      values: {
        firstname: 'Ana',
        lastname: 'Photo',
        ___email: 'ana.photo@example.com',
        photo: [{ uploadId: checked.uploadId, name: 'x.exe' }],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const [file] = created.body.values.photo as Array<{ name: string; url: string; downloadUrl: string; size: number }>;
    expect(file).toMatchObject({ name: 'portrait été.png', size: PNG.length });
    const opened = await fetch(file!.url);
    expect(opened.status).toBe(200);
    expect(Buffer.from(await opened.arrayBuffer())).toEqual(PNG);
    const downloaded = await fetch(file!.downloadUrl);
    expect(downloaded.headers.get('content-disposition')).toContain("filename*=UTF-8''portrait%20%C3%A9t%C3%A9.png");

    // Another record cannot take it.
    const thief = await owner.api.call('POST', records, {
      values: { firstname: 'Bo', lastname: 'Thief', ___email: 'bo.thief@example.com', photo: [{ uploadId: checked.uploadId }] },
    });
    expect(thief.status).toBe(400);
    expect(thief.body.error.details).toEqual([{ field: 'values.photo', message: 'validation.fileUnknown' }]);

    const deleted = await owner.api.call('DELETE', `${records}/${created.body.recordId}`);
    expect(deleted.status).toBe(204);
    await until('the objects deleted', async () => ((await objectExists(key)) ? undefined : true));
  });

  it('rejects and deletes an executable named photo.png sent as image/png', async () => {
    const checked = await upload(owner.api, appBase, { name: 'photo.png', type: 'image/png', bytes: EXE });
    expect(checked).toMatchObject({ status: 'rejected', reason: 'typeMismatch' });
    expect(await objectExists(`files/${projectId}/${appId}/${checked.uploadId}/original`)).toBe(false);
    const record = await owner.api.call('POST', records, {
      values: { firstname: 'Cy', lastname: 'Rejected', ___email: 'cy@example.com', photo: [{ uploadId: checked.uploadId }] },
    });
    expect(record.status).toBe(400);
    expect(record.body.error.details).toEqual([{ field: 'values.photo', message: 'validation.fileUnknown' }]);
  });

  it('refuses an oversized file before signing, and rejects one bigger than it said once posted', async () => {
    const form = await owner.api.call('GET', `${appBase}/elements/speakers/form`);
    const fields = form.body.form.fields.map((field: { key: string }) => (field.key === 'photo' ? { ...field, maxSizeMb: 0.01 } : field));
    const saved = await owner.api.call('PUT', `${appBase}/elements/speakers/form`, {
      form: { ...form.body.form, fields },
      version: form.body.version,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const big = Buffer.concat([PNG, Buffer.alloc(20_000)]);
    const refused = await owner.api.call('POST', `${appBase}/uploads`, {
      element: 'speakers',
      field: 'photo',
      name: 'big.png',
      type: 'image/png',
      size: big.length,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details).toEqual([{ field: 'size', message: 'applications.renderer.error.fileTooLarge' }]);
    const wrongType = await owner.api.call('POST', `${appBase}/uploads`, {
      element: 'speakers',
      field: 'nope',
      name: 'a.png',
      type: 'image/png',
      size: 10,
    });
    expect(wrongType.status).toBe(400);

    // s3rver enforces no POST policy: the check is the guard.
    const lied = await upload(owner.api, appBase, { name: 'big.png', type: 'image/png', bytes: big, declaredSize: 100 });
    expect(lied).toMatchObject({ status: 'rejected', reason: 'tooLarge', size: big.length });
    expect(await objectExists(`files/${projectId}/${appId}/${lied.uploadId}/original`)).toBe(false);

    const restored = await owner.api.call('GET', `${appBase}/elements/speakers/form`);
    const back = restored.body.form.fields.map((field: { key: string; maxSizeMb?: number }) => {
      const { maxSizeMb: _drop, ...rest } = field;
      return field.key === 'photo' ? rest : field;
    });
    await owner.api.call('PUT', `${appBase}/elements/speakers/form`, {
      form: { ...restored.body.form, fields: back },
      version: restored.body.version,
    });
  });

  it("refuses another tenant's upload in a record, and another tenant reading an upload's status", async () => {
    const theirProject = (await stranger.api.call('POST', '/api/projects', { name: 'Autre', languages: ['fr'], type: 'conference' })).body
      .projectId;
    const theirApp = (await stranger.api.call('POST', `/api/projects/${theirProject}/applications`, { kind: 'speakers', title: 'Eux' }))
      .body.applicationId;
    const theirs = await upload(stranger.api, `/api/projects/${theirProject}/applications/${theirApp}`, {
      name: 'theirs.png',
      type: 'image/png',
      bytes: PNG,
    });
    expect(theirs.status).toBe('ready');
    const record = await owner.api.call('POST', records, {
      values: { firstname: 'Di', lastname: 'Other', ___email: 'di@example.com', photo: [{ uploadId: theirs.uploadId }] },
    });
    expect(record.status).toBe(400);
    expect(record.body.error.details).toEqual([{ field: 'values.photo', message: 'validation.fileUnknown' }]);
    expect((await stranger.api.call('GET', `${appBase}/uploads/${theirs.uploadId}`)).status).toBe(404);
    const mine = await upload(owner.api, appBase, { name: 'mine.png', type: 'image/png', bytes: PNG });
    expect((await stranger.api.call('GET', `${appBase}/uploads/${mine.uploadId}`)).status).toBe(404);
    expect(
      (
        await apiClient().call('POST', `${appBase}/uploads`, {
          element: 'speakers',
          field: 'photo',
          name: 'a.png',
          type: 'image/png',
          size: 1,
        })
      ).status,
    ).toBe(401);
  });

  it('lets an outsider upload through a link: a new version saved by "upload link"; wrong, expired and revoked links refused', async () => {
    const created = await owner.api.call('POST', records, {
      values: { firstname: 'Eva', lastname: 'Linked', ___email: 'eva.linked@example.com' },
    });
    const recordId = created.body.recordId as string;
    const address = uniqueEmail('speaker');
    const made = await owner.api.call('POST', `${records}/${recordId}/upload-links`, {
      fields: ['photo'],
      days: 7,
      language: 'en',
      email: address,
      message: 'Your photo please <b>now</b>',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ mailed: true, link: { fields: ['photo'], state: 'active', uploads: 0, email: address } });
    const token = new URL(made.body.url).searchParams.get('t')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [mail] = await until('the mail', async () => ((await mailTo(address))[0] ? mailTo(address) : undefined));
    expect(mail!.text).toContain(made.body.url);
    expect(mail!.html).toContain('Your photo please &lt;b&gt;now&lt;/b&gt;');

    const outsider = apiClient();
    const page = await outsider.call('GET', `/api/upload-link?t=${token}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      project: { name: 'Forum' },
      record: { name: 'Linked' },
      language: 'en',
      fields: [{ key: 'photo', type: 'file', maxCount: 1, files: [] }],
    });
    const signed = await outsider.call('POST', '/api/upload-link/uploads', {
      t: token,
      field: 'photo',
      name: 'me.png',
      type: 'image/png',
      size: PNG.length,
    });
    expect(signed.status).toBe(201);
    await postFile(signed.body, PNG, 'image/png');
    await until('the check', async () => {
      const status = await outsider.call('GET', `/api/upload-link/uploads/${signed.body.uploadId}?t=${token}`);
      return status.body.status === 'ready' ? true : undefined;
    });
    const attached = await outsider.call('POST', `/api/upload-link/uploads/${signed.body.uploadId}/attach`, { t: token });
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);
    expect(attached.body).toMatchObject({ version: 2, field: 'photo', files: [{ uploadId: signed.body.uploadId, name: 'me.png' }] });
    const versions = await owner.api.call('GET', `${records}/${recordId}/versions`);
    expect(versions.body.items[0]).toMatchObject({ version: 2, savedBy: UPLOAD_LINK_AUTHOR, changed: ['photo'] });
    const listed = await owner.api.call('GET', `${records}/${recordId}/upload-links`);
    expect(listed.body.items).toEqual([expect.objectContaining({ linkId: made.body.link.linkId, uploads: 1, state: 'active' })]);
    // The link reaches only its own uploads, and nothing works without its token.
    const owners = await upload(owner.api, appBase, { name: 'owner.png', type: 'image/png', bytes: PNG });
    expect((await outsider.call('GET', `/api/upload-link/uploads/${owners.uploadId}?t=${token}`)).status).toBe(404);
    expect((await outsider.call('POST', `/api/upload-link/uploads/${owners.uploadId}/attach`, { t: token })).status).toBe(404);
    expect((await outsider.call('GET', `/api/upload-link?t=${'A'.repeat(43)}`)).body.error.code).toBe('UPLOAD_LINK_INVALID');
    expect((await outsider.call('GET', '/api/upload-link')).status).toBe(400);

    // Expired: the link's end moved into the past.
    const db = localDb();
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    const linkKey = { PK: `APP#${appId}`, SK: `UPLOADLINK#speakers#${recordId}#${made.body.link.linkId}` };
    await db.client.send(
      new UpdateCommand({
        TableName: db.TableName,
        Key: linkKey,
        UpdateExpression: 'SET validUntil = :v',
        ExpressionAttributeValues: { ':v': '2020-01-01T00:00:00.000Z' },
      }),
    );
    const expired = await outsider.call('GET', `/api/upload-link?t=${token}`);
    expect(expired.status).toBe(410);
    expect(expired.body.error.code).toBe('UPLOAD_LINK_EXPIRED');

    // Revoked.
    const second = await owner.api.call('POST', `${records}/${recordId}/upload-links`, { fields: ['photo'], days: 1, language: 'fr' });
    const secondToken = new URL(second.body.url).searchParams.get('t')!;
    expect((await outsider.call('GET', `/api/upload-link?t=${secondToken}`)).status).toBe(200);
    expect((await owner.api.call('DELETE', `${records}/${recordId}/upload-links/${second.body.link.linkId}`)).status).toBe(204);
    const revoked = await outsider.call('POST', '/api/upload-link/uploads', {
      t: secondToken,
      field: 'photo',
      name: 'x.png',
      type: 'image/png',
      size: 10,
    });
    expect(revoked.status).toBe(410);
    expect(revoked.body.error.code).toBe('UPLOAD_LINK_REVOKED');
    // A stranger cannot list or revoke the owner's links.
    expect((await stranger.api.call('GET', `${records}/${recordId}/upload-links`)).status).toBe(404);
  });

  it('serves files as the check proved them, never as posted: pinned type and disposition, nosniff, from s3rver only', async () => {
    const { engines, url: productUrl } = inject('stack');
    const html = '<!doctype html><html><body><script>document.title = "ran"</script></body></html>';
    // Bytes that read as a WebP (RIFF….WEBP) and carry a page after: a preview the check takes for what was declared.
    const header = Buffer.alloc(8);
    header.write('RIFF');
    header.writeUInt32LE(4 + html.length, 4);
    const webpWithPage = Buffer.concat([header, Buffer.from(`WEBPVP8 ${html}`)]);
    const signImage = async (name: string, preview: Buffer) => {
      const signed = await owner.api.call('POST', `${appBase}/uploads`, {
        element: 'speakers',
        field: 'photo',
        name,
        type: 'image/png',
        size: PNG.length,
        preview: { type: 'image/webp', size: preview.length },
      });
      expect(signed.status, JSON.stringify(signed.body)).toBe(201);
      return signed.body as Presigned & { preview: Presigned };
    };
    const uploadItem = async (uploadId: string) => {
      const db = localDb();
      return (await db.client.send(new GetCommand({ TableName: db.TableName, Key: { PK: `APP#${appId}`, SK: `UPLOAD#${uploadId}` } })))
        .Item;
    };
    const objectKey = (uploadId: string, part: 'original' | 'preview') => `files/${projectId}/${appId}/${uploadId}/${part}`;
    const storedType = async (key: string) =>
      (await s3().send(new HeadObjectCommand({ Bucket: LOCAL_NAMES.uploadsBucket, Key: key }))).ContentType;

    // 1. An image and its WebP preview, both posted as text/html.
    const image = await signImage('portrait.png', webpWithPage);
    await postFile(image, PNG, 'image/png', 'text/html');
    await postFile(image.preview, webpWithPage, 'image/webp', 'text/html');
    await until('the checks', async () => {
      const item = await uploadItem(image.uploadId);
      return item?.status === 'ready' && item.preview === true ? true : undefined;
    });
    expect(await storedType(objectKey(image.uploadId, 'original'))).toBe('text/html');
    expect(await storedType(objectKey(image.uploadId, 'preview'))).toBe('text/html');

    // 2. A preview declared image/webp whose bytes are a page: refused and deleted.
    const lying = await signImage('other.png', Buffer.from(html));
    await postFile(lying, PNG, 'image/png');
    await postFile(lying.preview, Buffer.from(html), 'image/webp', 'text/html');
    await until('the refused preview deleted', async () => {
      const item = await uploadItem(lying.uploadId);
      return item?.status === 'ready' && !(await objectExists(objectKey(lying.uploadId, 'preview'))) ? true : undefined;
    });
    expect((await uploadItem(lying.uploadId))?.preview).toBeUndefined();

    // 3. A file declared text/html (the field takes any type; bytes cannot prove a page).
    const page = await upload(owner.api, appBase, { name: 'page.html', type: 'text/html', bytes: Buffer.from(html) });
    expect(page).toMatchObject({ status: 'ready', type: 'text/html' });

    const saved = await Promise.all(
      [image, lying, page].map(async (file, index) => {
        const created = await owner.api.call('POST', records, {
          values: {
            firstname: 'Served',
            lastname: `As${index}`,
            ___email: `served${index}@example.com`,
            photo: [{ uploadId: file.uploadId }],
          },
        });
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        const record = await owner.api.call('GET', `${records}/${created.body.recordId}`);
        return (record.body.values.photo as { url: string; downloadUrl: string; previewUrl?: string; previewType?: string }[])[0]!;
      }),
    );
    const [photo, withoutPreview, pageFile] = saved as [(typeof saved)[0], (typeof saved)[0], (typeof saved)[0]];
    const answer = async (url: string | undefined) => {
      expect(new URL(url!).origin).toBe(engines.s3); // straight from the bucket, never the product's origin
      const response = await fetch(url!);
      expect(response.status, url).toBe(200);
      const body = Buffer.from(await response.arrayBuffer());
      return {
        type: response.headers.get('content-type'),
        disposition: response.headers.get('content-disposition')?.split(';')[0],
        nosniff: response.headers.get('x-content-type-options'),
        body,
      };
    };
    expect(photo.previewType).toBe('image/webp');
    const opened = await answer(photo.url);
    expect(opened).toMatchObject({ type: 'image/png', disposition: 'inline', nosniff: 'nosniff' });
    expect(opened.body).toEqual(PNG);
    expect(await answer(photo.downloadUrl)).toMatchObject({ type: 'image/png', disposition: 'attachment', nosniff: 'nosniff' });
    const preview = await answer(photo.previewUrl);
    expect(preview).toMatchObject({ type: 'image/webp', disposition: 'inline', nosniff: 'nosniff' });
    expect(preview.body).toEqual(webpWithPage);
    expect(withoutPreview.previewUrl).toBeUndefined();
    expect(pageFile.url).toBe(pageFile.downloadUrl);
    expect(await answer(pageFile.url)).toMatchObject({ type: 'text/html', disposition: 'attachment', nosniff: 'nosniff' });
    for (const url of [photo.url, photo.downloadUrl, photo.previewUrl]) expect((await answer(url)).type).not.toMatch(/html/);

    // The product's origin has no path to the bucket's objects: the gateway serves the web build and the API only.
    for (const path of [
      `/${LOCAL_NAMES.uploadsBucket}/${objectKey(image.uploadId, 'preview')}`,
      `/${objectKey(image.uploadId, 'preview')}`,
    ]) {
      const response = await fetch(`${productUrl}${path}`);
      expect(Buffer.from(await response.arrayBuffer()).includes(Buffer.from('WEBPVP8'))).toBe(false);
    }
    // The bucket is private, as on AWS: the object's URL without its signature is refused.
    for (const url of [photo.url!, photo.previewUrl!]) {
      const unsigned = await fetch(url.split('?')[0]!);
      expect(unsigned.status).toBe(403);
      expect(await unsigned.text()).toContain('AccessDenied');
      expect(unsigned.headers.get('x-content-type-options')).toBe('nosniff');
    }
    // The objects themselves are still there as posted (the answers above owe their types to the signed URLs).
    const raw = await s3().send(new GetObjectCommand({ Bucket: LOCAL_NAMES.uploadsBucket, Key: objectKey(image.uploadId, 'preview') }));
    expect(raw.ContentType).toBe('text/html');
  });
});
