import { describe, expect, it, vi } from 'vitest';
import { defaultWebappConfig } from '../../../shared/schemas/webapps';
import { parseRoute } from './path';
import { listenToWizard, previewSource, publicSource, SiteError, withFirstRead } from './source';

const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('public source', () => {
  it('reads the public routes of the host, with the language, search, cursor and filters', async () => {
    const fetcher = vi.fn(async () => ok({ items: [] }));
    const source = publicSource('forum.example.com', fetcher);
    await source.site('en');
    await source.site(undefined);
    await source.records('speakers', 'fr', { q: 'éva', cursor: 'abc', filters: { track: 'tech', level: '' } });
    await source.record('sponsor', '01J/x', 'fr');
    await source.page('à propos', 'de');
    expect(fetcher.mock.calls.map((call) => (call as unknown[])[0])).toEqual([
      '/api/public/sites/forum.example.com?lang=en',
      '/api/public/sites/forum.example.com',
      '/api/public/sites/forum.example.com/sections/speakers/records?lang=fr&q=%C3%A9va&cursor=abc&f.track=tech',
      '/api/public/sites/forum.example.com/sections/sponsor/records/01J%2Fx?lang=fr',
      '/api/public/sites/forum.example.com/pages/%C3%A0%20propos?lang=de',
    ]);
  });

  it('fails with the status (0 for the network)', async () => {
    const notFound = publicSource('x.example.com', async () => new Response('{}', { status: 404 }));
    await expect(notFound.site('fr')).rejects.toEqual(new SiteError(404));
    const offline = publicSource('x.example.com', async () => {
      throw new TypeError('network');
    });
    await expect(offline.site('fr')).rejects.toMatchObject({ status: 0 });
  });
});

describe('preview source', () => {
  it('posts the current configuration, the language and the request to the preview route', async () => {
    const fetcher = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => ok({}));
    let config = defaultWebappConfig(['fr', 'en']);
    const source = previewSource('P1', 'A1', () => config, fetcher);
    await source.site('en');
    config = { ...config, languages: { enabled: ['en'], default: 'en' } };
    await source.records('speakers', 'fr', { q: 'a', filters: { track: 'x' } });
    await source.record('cms', 'R1', undefined as never);
    const [url, init] = fetcher.mock.calls[0]!;
    expect(url).toBe('/api/projects/P1/applications/A1/webapp/preview');
    expect(init?.method).toBe('POST');
    expect(init?.cache).toBe('no-store');
    expect(JSON.parse(String(init?.body))).toEqual({ config: defaultWebappConfig(['fr', 'en']), lang: 'en', request: { type: 'site' } });
    expect(JSON.parse(String(fetcher.mock.calls[1]![1]?.body))).toMatchObject({
      config: { languages: { default: 'en' } },
      lang: 'fr',
      request: { type: 'records', kind: 'speakers', q: 'a', filters: { track: 'x' } },
    });
    expect(JSON.parse(String(fetcher.mock.calls[2]![1]?.body))).toMatchObject({
      lang: 'en',
      request: { type: 'record', kind: 'cms', recordId: 'R1' },
    });
  });

  it('announces itself to the wizard and takes configurations from its own origin only', () => {
    const posted: unknown[] = [];
    const listeners: ((event: MessageEvent) => void)[] = [];
    const parent = { postMessage: (message: unknown, origin: string) => posted.push([message, origin]) };
    const win = {
      parent,
      location: { origin: 'https://app.example.com' },
      addEventListener: (_: string, listener: (event: MessageEvent) => void) => listeners.push(listener),
      removeEventListener: vi.fn(),
    } as unknown as Window;
    const onConfig = vi.fn();
    const stop = listenToWizard(onConfig, win);
    expect(posted).toEqual([[{ type: 'webapp-preview-ready' }, 'https://app.example.com']]);
    const config = defaultWebappConfig(['fr']);
    const send = (origin: string, data: unknown) => {
      for (const listener of listeners) listener({ origin, data } as MessageEvent);
    };
    send('https://evil.example.com', { type: 'webapp-preview-config', config, lang: 'fr' });
    send('https://app.example.com', { type: 'other' });
    expect(onConfig).not.toHaveBeenCalled();
    send('https://app.example.com', { type: 'webapp-preview-config', config, lang: 'en' });
    expect(onConfig).toHaveBeenCalledWith(config, 'en');
    stop();
    expect(win.removeEventListener).toHaveBeenCalled();
  });
});

describe('first read', () => {
  it('reads the first page together with the site, once, and answers the first matching call with it', async () => {
    const fetcher = vi.fn(async () => ok({ items: [] }));
    const source = withFirstRead(publicSource('f.example.com', fetcher), parseRoute('/fr/speakers/'));
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher.mock.calls[0]).toEqual(['/api/public/sites/f.example.com/sections/speakers/records?lang=fr', expect.anything()]);
    await source.site('fr');
    await source.records('speakers', 'fr', { q: '', filters: {} });
    expect(fetcher).toHaveBeenCalledTimes(2);
    await source.records('speakers', 'fr', { q: '', filters: {} });
    expect(fetcher).toHaveBeenCalledTimes(3);
  });

  it('starts nothing for the home, and forgets a failed early read it was not asked for', async () => {
    const fetcher = vi.fn(async () => new Response('{}', { status: 404 }));
    withFirstRead(publicSource('f.example.com', fetcher), parseRoute('/fr/'));
    expect(fetcher).not.toHaveBeenCalled();
    const source = withFirstRead(publicSource('f.example.com', fetcher), parseRoute('/fr/pages/a'));
    await expect(source.page('b', 'fr')).rejects.toMatchObject({ status: 404 });
    await expect(source.page('a', 'fr')).rejects.toMatchObject({ status: 404 });
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});
