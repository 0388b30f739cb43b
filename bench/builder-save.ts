/**
 * Saving a form of 100 fields (`PUT …/elements/{element}/form`) through the local gateway: 50 sequential
 * round trips after 5 warm-up ones, each based on the version the previous save returned.
 */
import { BUDGETS, verdict } from './budgets';
import { signUp } from './customer';

export async function benchBuilderSave(baseUrl: string): Promise<boolean> {
  const cookie = await signUp(baseUrl, 'builder');
  const headers = { 'content-type': 'application/json', cookie };
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return JSON.parse(text);
  };
  const project = await call('POST', '/api/projects', { name: 'Bench', languages: ['fr', 'en'], type: 'conference' });
  const app = await call('POST', `/api/projects/${project.projectId}/applications`, { kind: 'speakers', title: 'Speakers' });
  const path = `/api/projects/${project.projectId}/applications/${app.applicationId}/elements/speakers/form`;
  const current = await call('GET', path);
  const fields = Array.from({ length: 100 }, (_, i) => ({
    key: i === 0 ? '___email' : `field${i}`,
    type: i === 0 ? 'email' : (['text', 'textarea', 'number', 'select', 'yesno'] as const)[i % 5],
    label: { fr: `Champ ${i}`, en: `Field ${i}` },
    visibility: 'public',
    translatable: i % 7 === 0,
    mandatory: i === 0,
    column: (i % 3) + 1,
    ...(i % 5 === 3
      ? {
          options: [
            { value: 'a', label: { fr: 'A' } },
            { value: 'b', label: { fr: 'B' } },
          ],
        }
      : {}),
    ...(i % 5 === 1 ? { rows: 4 } : {}),
  }));
  let version: number = current.version;
  const times: number[] = [];
  for (let round = 0; round < 55; round++) {
    const form = { ...current.form, columns: 3, fields, titles: { ...current.form.titles, add: { fr: `Ajout ${round}` } } };
    const started = performance.now();
    version = (await call('PUT', path, { form, version })).version;
    if (round >= 5) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const p50 = times[Math.floor(times.length / 2)]!;
  const p99 = times[times.length - 1]!;
  const bytes = JSON.stringify({ form: { ...current.form, fields }, version }).length;
  const within = p50 <= BUDGETS.builderSaveP50Ms;
  console.log(
    `api PUT …/form (100 fields, ${(bytes / 1024).toFixed(1)} KB) ${times.length} round trips: p50 ${p50.toFixed(1)} ms, max ${p99.toFixed(1)} ms ` +
      `(budget p50 ${BUDGETS.builderSaveP50Ms} ms, ${verdict(within)})`,
  );
  return within;
}
