import { describe, expect, it } from 'vitest';
import { formField } from '../../shared/test-builder-fixtures';
import { judgeFile, previewAcceptable } from './file-check';
import { PNG, EXE } from '../../test/fixtures/files';

const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffdb004300', 'hex');
const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n');
const TEXT = Buffer.from('firstname;lastname\nAna;Lopez\n');
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.domain)</script></body></html>');

const photo = formField('photo', { type: 'file', accept: ['image/*'], maxSizeMb: 1 });
const anything = formField('doc', { type: 'file' });
const gallery = formField('gallery', { type: 'gallery' });
const judge = (head: Buffer, declaredType: string, field = photo, size = head.length, name = 'file') =>
  judgeFile({ name, declaredType, size, head }, field);

describe('the check of an uploaded file', () => {
  it('accepts what the bytes prove: a PNG, a JPEG declared image/jpg, a PDF, a text the bytes cannot prove', async () => {
    expect(await judge(PNG, 'image/png')).toEqual({ ok: true, type: 'image/png' });
    expect(await judge(JPEG, 'image/jpg')).toEqual({ ok: true, type: 'image/jpeg' });
    expect(await judge(PDF, 'application/pdf', anything)).toEqual({ ok: true, type: 'application/pdf' });
    expect(await judge(TEXT, 'text/csv', anything, TEXT.length, 'people.csv')).toEqual({ ok: true, type: 'text/csv' });
    expect(await judge(PNG, 'image/png', gallery)).toEqual({ ok: true, type: 'image/png' });
    const svg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(await judge(svg, 'image/svg+xml', anything, svg.length, 'logo.svg')).toEqual({ ok: true, type: 'image/svg+xml' });
  });

  it('refuses an executable named photo.png and declared image/png, and an image that is no image', async () => {
    expect(await judge(EXE, 'image/png', photo, EXE.length, 'photo.png')).toEqual({ ok: false, reason: 'typeMismatch' });
    expect(await judge(EXE, 'text/plain', anything)).toEqual({ ok: false, reason: 'typeMismatch' });
    expect(await judge(TEXT, 'image/png')).toEqual({ ok: false, reason: 'typeMismatch' });
  });

  it('takes the type the bytes show when none was declared, and holds it to the field', async () => {
    expect(await judge(PNG, 'application/octet-stream')).toEqual({ ok: true, type: 'image/png' });
    expect(await judge(EXE, 'application/octet-stream')).toEqual({ ok: false, reason: 'typeNotAccepted' });
    expect(await judge(PDF, 'application/pdf', photo)).toEqual({ ok: false, reason: 'typeNotAccepted' });
    expect(await judge(PDF, 'application/pdf', gallery)).toEqual({ ok: false, reason: 'typeNotAccepted' });
  });

  it('measures the real size against the field: empty and too large are refused', async () => {
    expect(await judge(PNG, 'image/png', photo, 0)).toEqual({ ok: false, reason: 'empty' });
    expect(await judge(PNG, 'image/png', photo, 1024 * 1024 + 1)).toEqual({ ok: false, reason: 'tooLarge' });
    expect(await judge(PNG, 'image/png', photo, 1024 * 1024)).toEqual({ ok: true, type: 'image/png' });
  });

  it('accepts a preview only as a small raster image of the type declared for it', async () => {
    expect(await previewAcceptable(PNG, PNG.length, 'image/png')).toBe(true);
    expect(await previewAcceptable(JPEG, JPEG.length, 'image/jpeg')).toBe(true);
    expect(await previewAcceptable(PNG, 200 * 1024, 'image/png')).toBe(false);
    expect(await previewAcceptable(PDF, PDF.length, 'image/png')).toBe(false);
    expect(await previewAcceptable(TEXT, TEXT.length, 'image/png')).toBe(false);
  });

  it('refuses a preview whose bytes are another type than the one declared, even another preview type', async () => {
    expect(await previewAcceptable(PNG, PNG.length, 'image/webp')).toBe(false);
    expect(await previewAcceptable(JPEG, JPEG.length, 'image/png')).toBe(false);
    expect(await previewAcceptable(HTML, HTML.length, 'image/webp')).toBe(false);
    // Only a preview type can be declared for one: what the bytes are does not widen it.
    expect(await previewAcceptable(PDF, PDF.length, 'application/pdf')).toBe(false);
  });
});
