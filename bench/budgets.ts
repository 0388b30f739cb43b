/** Budgets of the issues, checked by the bench scripts (not by timed tests). */
export const BUDGETS = {
  lambdaBundleBytes: 500 * 1024,
  lambdaColdImportMedianMs: 100,
  initialJsGzipBytes: 120 * 1024,
  builderChunkGzipBytes: 90 * 1024,
  healthP99Ms: 20,
  projectsListP99Ms: 30,
  loginP50Ms: 150,
  builderSaveP50Ms: 50,
} as const;

export function verdict(ok: boolean): string {
  return ok ? 'within budget' : 'OVER BUDGET';
}
