import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { loadCatalogue, sectionsOf } from './i18n';
import { customerRoutes } from './customer-routes';
import { routes, withCustomerPages } from './routes';

describe('catalogue sections', () => {
  it('gives each page the sections its routes declare, parents included', () => {
    const sectionsFor = (path: string) => sectionsOf(matchRoutes(withCustomerPages(routes, customerRoutes), path) ?? []);
    expect(sectionsFor('/')).toEqual(['index']);
    expect(sectionsFor('/fr')).toEqual(['home']);
    expect(sectionsFor('/en/')).toEqual(['home']);
    expect(sectionsFor('/fr/policy')).toEqual(['policy']);
    expect(sectionsFor('/en/terms')).toEqual(['terms']);
    expect(sectionsFor('/fr/login')).toEqual(['accounts']);
    expect(sectionsFor('/fr/lostPassword')).toEqual(['accounts', 'lostPassword']);
    expect(sectionsFor('/fr/customer/projects/x/dashboard')).toEqual(['customer', 'accounts', 'projects', 'applications']);
    expect(sectionsFor('/fr/customer/welcome')).toEqual(['customer', 'accounts', 'projects']);
    expect(sectionsFor('/fr/customer/validated/c1')).toEqual(['customer', 'accounts']);
    expect(sectionsFor('/fr/nope')).toEqual([]);
  });

  it('loads core and the path’s sections, and keeps earlier sections when the language changes', async () => {
    const home = await loadCatalogue('fr', ['home']);
    expect(home['home.title']).toBeTruthy();
    expect(home['errors.INTERNAL']).toBeTruthy();
    expect(home['projects.welcome.title']).toBeUndefined();
    const english = await loadCatalogue('en', ['policy']);
    expect(english['home.title']).toBe('Your projects, your applications, your content');
    expect(english['policy.title']).toBe('Privacy policy');
  });
});
