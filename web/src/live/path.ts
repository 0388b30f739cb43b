/** `/{lang}/live/{projectId}/{applicationId}` (a trailing slash allowed). */
export function parseLivePath(pathname: string): { lang: 'fr' | 'en'; projectId: string; applicationId: string } | undefined {
  const match = /^\/(fr|en)\/live\/([^/]+)\/([^/]+)\/?$/.exec(pathname);
  if (!match) return undefined;
  try {
    return {
      lang: match[1] as 'fr' | 'en',
      projectId: decodeURIComponent(match[2] ?? ''),
      applicationId: decodeURIComponent(match[3] ?? ''),
    };
  } catch {
    return undefined;
  }
}
