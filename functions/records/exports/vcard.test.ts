import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { defaultElements } from '../../../shared/kinds';
import type { FormConfig } from '../../../shared/schemas/builder';
import { formField, formOf } from '../../../shared/test-builder-fixtures';
import { defaultVcardMapping } from '../../../shared/vcard-mapping';
import { escapeText, foldLine, htmlToText, personOf, type VcardPerson, vcard, vcardUid } from './vcard';

/** Every card of a .vcf text, parsed by ical.js. */
function parseCards(text: string): ICAL.Component[] {
  const parsed = ICAL.parse(text) as unknown[];
  const cards = Array.isArray(parsed[0]) ? (parsed as unknown[][]) : [parsed];
  return cards.map((jcard) => new ICAL.Component(jcard as never));
}
const value = (card: ICAL.Component, name: string) => card.getFirstPropertyValue(name);

const person = (extra: Partial<VcardPerson> = {}): VcardPerson => ({
  uid: vcardUid('P', 'A', 'R'),
  fn: 'Ana López',
  given: 'Ana',
  family: 'López',
  email: 'ana@example.org',
  tel: '+33 1 23 45 67 89',
  org: 'ACME',
  title: 'Chercheuse',
  url: 'https://example.org/ana',
  note: 'Bio',
  rev: '2026-11-25T14:30:00.000Z',
  ...extra,
});

describe('vCard 4.0 serializer (RFC 6350)', () => {
  it('writes the properties in order, CRLF-terminated, and ical.js reads them back', () => {
    const text = vcard(person());
    expect(text.startsWith('BEGIN:VCARD\r\nVERSION:4.0\r\nUID:urn:uuid:')).toBe(true);
    expect(text.endsWith('END:VCARD\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const [card] = parseCards(text);
    expect(card!.name).toBe('vcard');
    expect(value(card!, 'version')).toBe('4.0');
    expect(value(card!, 'fn')).toBe('Ana López');
    expect(value(card!, 'n')).toEqual(['López', 'Ana', '', '', '']);
    expect(value(card!, 'email')).toBe('ana@example.org');
    expect(value(card!, 'tel')).toBe('+33 1 23 45 67 89');
    expect(value(card!, 'org')).toBe('ACME');
    expect(value(card!, 'title')).toBe('Chercheuse');
    expect(value(card!, 'url')).toBe('https://example.org/ana');
    expect(value(card!, 'note')).toBe('Bio');
    expect(String(value(card!, 'rev'))).toBe('2026-11-25T14:30:00Z');
    expect(value(card!, 'uid')).toBe(vcardUid('P', 'A', 'R'));
  });

  it('escapes commas, semicolons, backslashes and line breaks; accents and emoji survive', () => {
    const tricky = person({
      fn: 'Zoë, Ana; "la Reine" \\ 🎤',
      given: 'Zoë, Ana',
      family: 'de la Tour; Dupin',
      org: 'ACME; Inc, Ltd',
      title: 'Cheffe\r\nde projet',
      note: 'Ligne 1\nLigne 2; suite, fin \\ 👩🏽‍🚀',
    });
    const [card] = parseCards(vcard(tricky));
    expect(value(card!, 'fn')).toBe('Zoë, Ana; "la Reine" \\ 🎤');
    expect(value(card!, 'n')).toEqual(['de la Tour; Dupin', 'Zoë, Ana', '', '', '']);
    expect(value(card!, 'org')).toBe('ACME; Inc, Ltd');
    expect(value(card!, 'title')).toBe('Cheffe\nde projet');
    expect(value(card!, 'note')).toBe('Ligne 1\nLigne 2; suite, fin \\ 👩🏽‍🚀');
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b;c\\\\d\\ne');
    expect(escapeText('a;b', true)).toBe('a\\;b');
  });

  it('folds lines at 75 octets without splitting a UTF-8 sequence, and long notes read back whole', () => {
    const note = `${'é'.repeat(100)} ${'🎤'.repeat(50)} ${'x'.repeat(200)}\n${'Ünïcödé, ; '.repeat(40)}`;
    const text = vcard(person({ note }));
    const lines = text.split('\r\n').slice(0, -1);
    for (const line of lines) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      // A line cut inside a sequence would hold a replacement character once decoded on its own.
      expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
      expect(line).not.toContain('\uFFFD');
    }
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(10);
    const [card] = parseCards(text);
    expect(value(card!, 'note')).toBe(note);
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
    // 37 two-octet characters are 74 octets: the 38th (two more) starts the next line.
    expect(
      foldLine(`N${'é'.repeat(38)}`)
        .split('\r\n')
        .map((line) => Buffer.byteLength(line)),
    ).toEqual([75, 3]);
  });

  it('leaves empty properties out but always writes FN', () => {
    const text = vcard(person({ fn: '', given: '', family: '', tel: '', org: '', title: '', url: '', note: '', email: '' }));
    expect(text).toContain('\r\nFN:\r\n');
    expect(text).not.toMatch(/\r\n(N|TEL|ORG|TITLE|URL|NOTE|EMAIL)[:;]/);
    expect(parseCards(text)).toHaveLength(1);
  });

  it('writes URL only for a web address, EMAIL only for an address, TEL only for a phone number (else left out)', () => {
    for (const hostile of [
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'mailto:a@b.org',
    ]) {
      const text = vcard(person({ url: hostile, email: `${hostile}@`, tel: hostile }));
      expect(text, hostile).not.toMatch(/\r\n(URL|EMAIL|TEL)[:;]/);
      expect(text.toLowerCase(), hostile).not.toMatch(/script|data:/);
      expect(parseCards(text)).toHaveLength(1);
    }
    const [card] = parseCards(vcard(person({ url: 'https://example.org/ana' })));
    expect(value(card!, 'url')).toBe('https://example.org/ana');
    // A bare host name (an older record) links with https; http stays http.
    expect(vcard(person({ url: 'www.example.org' }))).toContain('\r\nURL:https://www.example.org\r\n');
    expect(vcard(person({ url: 'http://example.org/a' }))).toContain('\r\nURL:http://example.org/a\r\n');
    expect(vcard(person({ email: 'ana@example.org, eve@example.org' }))).not.toContain('EMAIL');
    expect(vcard(person({ tel: '+33 1 23 45 67 89 ; call' }))).not.toContain('TEL');
  });

  it('gives each record a stable UUID URN: same ids, same UID; other ids, another one', () => {
    const uid = vcardUid('01JPROJECT0000000000000000', '01JAPP00000000000000000000', '01JREC00000000000000000000');
    expect(uid).toMatch(/^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(vcardUid('01JPROJECT0000000000000000', '01JAPP00000000000000000000', '01JREC00000000000000000000')).toBe(uid);
    expect(vcardUid('01JPROJECT0000000000000000', '01JAPP00000000000000000000', '01JREC00000000000000000001')).not.toBe(uid);
  });

  it('turns HTML into plain text', () => {
    expect(htmlToText('<p>Un &amp; deux<br>trois</p><ul><li>a</li><li>b</li></ul><p>&lt;fin&gt; &#233;&#x1F3A4;</p>')).toBe(
      'Un & deux\ntrois\n- a\n- b\n<fin> é🎤',
    );
  });
});

describe('personOf: a record under a mapping', () => {
  const [speakers] = defaultElements('speakers');
  const form = speakers!.form as FormConfig;

  it('maps a speaker with the default mapping, translatable values in the chosen language, HTML as text', () => {
    const record = {
      recordId: '01JREC00000000000000000000',
      updatedAt: '2026-11-25T14:30:00.000Z',
      values: {
        firstname: 'Ana',
        lastname: 'López',
        ___email: 'ana@example.org',
        company: 'ACME',
        jobTitle: { fr: 'Chercheuse', en: 'Researcher' },
        biography: { fr: '<p>Bio <em>fr</em></p>', en: '<p>Bio <em>en</em></p><p>Second</p>' },
        website: 'https://example.org',
        phone: '+33 1',
      },
    };
    const scope = { projectId: 'P', applicationId: 'A', form, mapping: defaultVcardMapping(form), languages: ['fr', 'en'] as const };
    const english = personOf(record, { ...scope, language: 'en' });
    expect(english).toMatchObject({
      fn: 'Ana López',
      given: 'Ana',
      family: 'López',
      email: 'ana@example.org',
      tel: '+33 1',
      org: 'ACME',
      title: 'Researcher',
      url: 'https://example.org',
      note: 'Bio en\nSecond',
      rev: record.updatedAt,
    });
    expect(personOf(record, { ...scope, language: 'fr' }).title).toBe('Chercheuse');
    const [card] = parseCards(vcard(english));
    expect(value(card!, 'title')).toBe('Researcher');
    // A record saved before link fields were checked: its website is no link, the card has no URL.
    const legacy = vcard(
      personOf({ ...record, values: { ...record.values, website: 'javascript:alert(1)' } }, { ...scope, language: 'en' }),
    );
    expect(legacy).not.toContain('javascript');
    expect(legacy).not.toMatch(/\r\nURL:/);
  });

  it('builds FN from the name, else the organisation, else the address; uses a mapped FN field first', () => {
    const small = formOf([formField('who'), formField('mail', { type: 'email' }), formField('company')]);
    const base = { projectId: 'P', applicationId: 'A', form: small, language: 'fr' as const, languages: ['fr'] as const };
    const record = { recordId: 'R', updatedAt: '', values: { who: 'Dr Ana', mail: 'a@b.org', company: 'ACME' } };
    expect(personOf(record, { ...base, mapping: { fn: 'who', email: 'mail' } }).fn).toBe('Dr Ana');
    expect(personOf(record, { ...base, mapping: { email: 'mail', org: 'company' } }).fn).toBe('ACME');
    expect(personOf(record, { ...base, mapping: { email: 'mail' } }).fn).toBe('a@b.org');
  });
});

describe('defaultVcardMapping', () => {
  it('maps the usual technical values that the form has', () => {
    const [speakers] = defaultElements('speakers');
    expect(defaultVcardMapping(speakers!.form)).toEqual({
      given: 'firstname',
      family: 'lastname',
      email: '___email',
      tel: 'phone',
      org: 'company',
      title: 'jobTitle',
      url: 'website',
      note: 'biography',
    });
    expect(defaultVcardMapping(formOf([formField('url'), formField('description', { type: 'html' })]))).toEqual({
      url: 'url',
      note: 'description',
    });
  });
});
