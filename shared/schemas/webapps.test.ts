import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { defaultWebappConfig, HomePart, IdentityPart } from './webapps';

const home = defaultWebappConfig(['fr']).home;
const issuesOf = (result: v.SafeParseResult<v.GenericSchema>) =>
  result.success ? [] : result.issues.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`);

describe('web app addresses', () => {
  it('takes as the call to action a page of the site or an https address, nothing else', () => {
    for (const ctaTarget of [
      '',
      'section:speakers',
      'practical',
      'home',
      'legal',
      'https://tickets.example.org/forum',
      ' https://example.org ',
    ])
      expect(issuesOf(v.safeParse(HomePart, { ...home, ctaTarget })), ctaTarget).toEqual([]);
    for (const ctaTarget of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
      'http://example.org',
      'www.example.org',
      '//evil.example.org',
      'https://user:pw@example.org',
      'https://exa mple.org',
      'app:01J0000000000000000000000A',
      'section:',
    ])
      expect(issuesOf(v.safeParse(HomePart, { ...home, ctaTarget })), ctaTarget).toEqual(['ctaTarget: validation.httpsUrl']);
  });

  it('takes images and links as https addresses written so', () => {
    const identity = { name: { fr: 'Forum' }, logoUrl: '', accentColor: '#112233' };
    expect(issuesOf(v.safeParse(IdentityPart, { ...identity, logoUrl: 'https://cdn.example.org/logo.png' }))).toEqual([]);
    for (const logoUrl of [
      'javascript:alert(1)',
      'http://cdn.example.org/logo.png',
      'https://cdn.example.org/\tlogo.png',
      'https://u:p@cdn.example.org/',
    ])
      expect(issuesOf(v.safeParse(IdentityPart, { ...identity, logoUrl })), logoUrl).toEqual(['logoUrl: validation.httpsUrl']);
  });
});
