/** The performance budgets, checked by the bench scripts (not by timed tests). */
export const BUDGETS = {
  lambdaBundleBytes: 450 * 1024,
  lambdaColdImportMedianMs: 100,
  initialJsGzipBytes: 110 * 1024,
  builderChunkGzipBytes: 90 * 1024,
  healthP99Ms: 20,
  projectsListP99Ms: 30,
  loginP50Ms: 150,
  /**
   * Login with a wrong password, known vs unknown address: the median paired gap, in % of the median, that an
   * enumerating client could see. Both paths do the same work (functions/accounts/api.test.ts; before they did, the gap
   * was 5.7 %: 33.4 vs 35.3 ms); what is left is the noise of the machine.
   */
  loginEnumerationGapPercent: 3,
  builderSaveP50Ms: 50,
  /** A page of 50 of 10,000 speakers, 20 connections (Directus 11 on SQLite: 462 req/s, p99 62 ms here). */
  recordsPageRps: 462,
  recordsPageP99Ms: 62,
  recordsSearchP50Ms: 150,
  recordsSaveP50Ms: 30,
  /** The records screens beyond the application dashboard. */
  recordsChunkGzipBytes: 60 * 1024,
  /** A 5 MB image presigned, posted to s3rver and checked, locally; and the check alone. */
  uploadP50Ms: 1000,
  uploadCheckP50Ms: 100,
  /** Uploads add at most this to the edit screen (measured on the records screens as a whole, and printed alone). */
  recordsEditUploadsGzipBytes: 15 * 1024,
  /** The records screens (list, view, edit, history) before uploads, measured by bench/records-chunk.ts at 4410081. */
  recordsChunkBeforeUploadsGzipBytes: Math.round(51.3 * 1024),
  /** A page opened straight at a record's edit screen, all its JavaScript, before uploads (at 4410081). */
  recordsEditBeforeUploadsGzipBytes: Math.round(182.8 * 1024),
  /** The records screens once uploads were done (f95233e): they had added +14.6 KB of their +15 KB. A measurement, not a budget. */
  recordsChunkAfterUploadsGzipBytes: Math.round(65.9 * 1024),
  /** 10,000 rows to CSV, job start to succeeded, locally; the exporting process from 10,000 to 100,000 rows. */
  exportCsv10kSeconds: 2,
  exportMemoryGrowthMb: 50,
  /** A paste of 10,000 rows × 12 columns, half of them updates: its preview, and its commit until the job succeeded. */
  importPreviewP50Ms: 2_000,
  importCommitMs: 15_000,
  /** 1,000 sample speakers, from the POST that starts the job to the job succeeded, locally. */
  samplesThousandMs: 5_000,
  /** The participant page of interactive modules (web/live.html), all its JavaScript. */
  liveParticipantJsGzipBytes: 60 * 1024,
  /** The organiser's console (…/applications/<a>/live) beyond the project dashboard. */
  liveConsoleChunkGzipBytes: 80 * 1024,
  /**
   * bench/live.ts, 1,000 participants on one channel of the local stack: the console's count right
   * within this of the last join or leave; a notification's delay from the send, p99; the stack's memory growth.
   */
  realtimeCountMs: 2_000,
  realtimeNotificationP99Ms: 1_000,
  realtimeMemoryGrowthMb: 200,
  /** A public list page of a published web app (50 speakers), 20 connections through the local gateway. */
  publicListP99Ms: 30,
  /** The published site: web/site.html's initial JavaScript; Lighthouse mobile on its home and a list page. */
  siteInitialJsGzipBytes: 50 * 1024,
  siteLighthousePerformance: 95,
  siteLighthouseAccessibility: 100,
  /** The web app wizard (…/applications/<a>/webapp) beyond the application dashboard (bench/wizard-chunk.ts). */
  wizardChunkGzipBytes: 90 * 1024,
} as const;

export function verdict(ok: boolean): string {
  return ok ? 'within budget' : 'OVER BUDGET';
}
