import { describe, expect, it } from 'vitest';
import { defaultWebappConfig } from '../../../../shared/schemas/webapps';
import { apiIssues, issuesOfStep, move, neighbours, shapeIssues, stepOfPath, stepToOpen } from './model';

const context = { languages: ['fr', 'en'] as const, applications: [] };

describe('web app wizard rules', () => {
  it('finds the step owning a configuration path, in the template only', () => {
    expect(stepOfPath('main.host', 'conference')).toBe('main');
    expect(stepOfPath('sections.speakers.fields.0', 'conference')).toBe('speakers');
    expect(stepOfPath('sections.catalogue.title', 'conference')).toBeUndefined();
    expect(stepOfPath('legal.notice', 'eventSite')).toBeUndefined();
  });

  it('a step has the schema problems of its part (https URLs, colour) and the shared rules', () => {
    const base = defaultWebappConfig(['fr', 'en']);
    const config = { ...base, identity: { name: {}, logoUrl: 'http://x.org/logo.png', accentColor: 'bleu' } };
    expect(issuesOfStep('identity', config, context)).toEqual([
      { field: 'identity.logoUrl', message: 'validation.httpsUrl' },
      { field: 'identity.accentColor', message: 'validation.color' },
      { field: 'identity.name', message: 'validation.required' },
    ]);
    // Another step's shape problem is not this one's.
    expect(issuesOfStep('home', config, context).map((issue) => issue.field)).toEqual(['home.heroTitle']);
    expect(shapeIssues(config).map((issue) => issue.field)).toEqual(['identity.logoUrl', 'identity.accentColor']);
    expect(issuesOfStep('preview', config, context)).toEqual([]);
  });

  it('reads the API field problems as configuration paths', () => {
    expect(apiIssues([{ field: 'config.home.heroImageUrl', message: 'validation.httpsUrl' }])).toEqual([
      { field: 'home.heroImageUrl', message: 'validation.httpsUrl' },
    ]);
  });

  it('moves between the template steps and opens the asked, saved or first step', () => {
    expect(neighbours('eventSite', 'main')).toEqual({ previous: undefined, next: 'identity' });
    expect(neighbours('eventSite', 'preview')).toEqual({ previous: 'practical', next: undefined });
    expect(stepToOpen('conference', undefined, 'seo')).toBe('seo');
    expect(stepToOpen('eventSite', undefined, 'seo')).toBe('main');
    expect(stepToOpen('conference', 'sponsor', 'seo')).toBe('sponsor');
    expect(stepToOpen('conference', 'nowhere', 'seo')).toBe('main');
  });

  it('moves an item one place, not past the ends', () => {
    expect(move(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(move(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(move(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
