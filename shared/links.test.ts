import { describe, expect, it } from 'vitest';
import { isEmailAddress, isLinkField, isLinkKey, isPhoneNumber, safeLink, telLink, webAddress } from './links';

/** Texts that must never become a link, whatever the schemes allowed. */
const HOSTILE = [
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'JavaScript:alert(document.cookie)',
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'java\u0000script:alert(1)',
  'java\u200bscript:alert(1)',
  '\u202ejavascript:alert(1)',
  '\ufeffjavascript:alert(1)',
  'javascript&colon;alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;avascript:alert(1)',
  '%6Aavascript:alert(1)',
  'javascript://example.com/%0Aalert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'file:///etc/passwd',
  'blob:https://example.com/uuid',
  'about:blank',
  '//evil.example.com/',
  '/relative/path',
  'https:javascript:alert(1)',
  'https://',
  'https:// example.com',
  'https://exa mple.com',
  'https://example.com/a b',
  'https://example.com/\u00a0x',
  'https://exa\u00admple.com/',
  'https://user:pass@example.com/',
  'https://example.com@evil.example.net/',
  'ftp://example.com/file',
  'mailto:ana@example.org',
  'tel:+33123456789',
  'ana@example.org',
  'example',
  'localhost:3000',
  '<a href="https://example.com">x</a>',
  '',
  '   ',
];

describe('safeLink', () => {
  it('refuses every hostile or non-web text', () => {
    for (const text of HOSTILE) expect(safeLink(text), JSON.stringify(text)).toBeUndefined();
    for (const text of HOSTILE.filter((entry) => !/^(mailto|tel):/.test(entry)))
      expect(safeLink(text, ['https:', 'http:', 'mailto:', 'tel:']), JSON.stringify(text)).toBeUndefined();
    expect(safeLink(undefined)).toBeUndefined();
    expect(safeLink(42)).toBeUndefined();
    expect(safeLink(`https://example.com/${'a'.repeat(2100)}`)).toBeUndefined();
  });

  it('normalises http(s) addresses as URL writes them, and reads a bare host name as https', () => {
    expect(safeLink('https://example.org/ana')).toBe('https://example.org/ana');
    expect(safeLink(' HTTPS://Example.ORG/Path?q=1#top ')).toBe('https://example.org/Path?q=1#top');
    expect(safeLink('https://example.org')).toBe('https://example.org');
    expect(safeLink('https://example.org/')).toBe('https://example.org/');
    expect(safeLink('http://example.org:8080/a')).toBe('http://example.org:8080/a');
    expect(safeLink('www.example.com')).toBe('https://www.example.com');
    expect(safeLink('example.com/talks?id=1')).toBe('https://example.com/talks?id=1');
    expect(safeLink('café.example.fr')).toBe('https://xn--caf-dma.example.fr');
    expect(safeLink('https://example.org/<script>')).toBe('https://example.org/%3Cscript%3E');
    // Only the schemes asked for.
    expect(safeLink('http://example.org', ['https:'])).toBeUndefined();
    expect(safeLink('www.example.com', ['mailto:'])).toBeUndefined();
  });

  it('takes mailto: a bare address and tel: phone characters, where allowed', () => {
    const all = ['https:', 'http:', 'mailto:', 'tel:'] as const;
    expect(safeLink('mailto:ana@example.org', all)).toBe('mailto:ana@example.org');
    expect(safeLink('MAILTO:ana@example.org', ['mailto:'])).toBe('mailto:ana@example.org');
    expect(safeLink('mailto:ana@example.org?bcc=all@example.org', all)).toBeUndefined();
    expect(safeLink('mailto:javascript:alert(1)', all)).toBeUndefined();
    expect(safeLink('tel:+33 4 00 00 00 00', all)).toBeUndefined(); // spaces never pass: the caller writes what it checked
    expect(safeLink('tel:+33(4)00.00-00/00', all)).toBe('tel:+33400000000');
    expect(safeLink('tel:javascript:alert(1)', all)).toBeUndefined();
  });
});

describe('webAddress (what a link field stores)', () => {
  it('keeps an address as typed, trimmed, adds https:// before a bare host, and refuses the rest', () => {
    expect(webAddress('')).toBe('');
    expect(webAddress('  ')).toBe('');
    expect(webAddress(' https://Example.org/Ana ')).toBe('https://Example.org/Ana');
    expect(webAddress('www.example.com')).toBe('https://www.example.com');
    expect(webAddress('example.com:8080/a')).toBe('https://example.com:8080/a');
    for (const text of HOSTILE.filter((entry) => entry.trim() !== '')) expect(webAddress(text), JSON.stringify(text)).toBeUndefined();
  });
});

describe('link fields, e-mail addresses, phone numbers', () => {
  it('names link fields by technical value: text fields only', () => {
    for (const key of ['website', 'url', 'link', 'linkedin', 'linkedIn', 'facebook', 'youtube', 'homepage'])
      expect(isLinkKey(key), key).toBe(true);
    for (const key of ['videoUrl', 'video_url', 'ticketLink', 'ticket_link', 'companyWebsite', 'siteWeb'])
      expect(isLinkKey(key), key).toBe(true);
    for (const key of ['firstname', 'company', 'permalink', 'curl', 'description', 'slug', 'phone', 'linked'])
      expect(isLinkKey(key), key).toBe(false);
    expect(isLinkField({ key: 'website', type: 'text' })).toBe(true);
    expect(isLinkField({ key: 'website', type: 'textarea' })).toBe(false);
    expect(isLinkField({ key: 'website', type: 'html' })).toBe(false);
  });

  it('checks addresses and numbers', () => {
    expect(isEmailAddress('ana@example.org')).toBe(true);
    expect(isEmailAddress('zoë@exemple.fr')).toBe(true);
    for (const text of [
      'ana@',
      '@example.org',
      'ana example@example.org',
      'ana@example',
      'a,b@example.org',
      'javascript:alert(1)@x.org',
      '',
    ])
      expect(isEmailAddress(text), text).toBe(false);
    expect(isPhoneNumber('+33 1 23 45 67 89')).toBe(true);
    expect(isPhoneNumber('(555) 010-0199')).toBe(true);
    for (const text of ['javascript:alert(1)', 'call me', '+', '1', '+33 1 23\n45', '']) expect(isPhoneNumber(text), text).toBe(false);
    expect(telLink(' +33 4 00 00 00 00 ')).toBe('tel:+33400000000');
    expect(telLink('javascript:alert(1)')).toBeUndefined();
  });
});
