/**
 * What the uploads bucket's configuration shares between AWS (infra/) and the local runtime (local/): its CORS
 * rule, set by `PutBucketCors` in both (the web stack's custom resource, local/provision.ts on s3rver), and the
 * object tag its lifecycle rule reads. A leaf: no SDK, no CDK.
 */

/**
 * The tag a presigned POST puts on every uploaded object (`state=unattached`, in the POST's `tagging` field), and
 * that attaching the file to a record changes to `state=attached` (PutObjectTagging). The data stack's lifecycle
 * rule expires objects still tagged unattached after a day (docs/deploy.md, "The uploads bucket").
 */
export const UPLOAD_STATE_TAG = { key: 'state', unattached: 'unattached', attached: 'attached' } as const;

/**
 * The uploads bucket's only CORS rule (S3 API shape), for the app's own origins and nothing else: one on AWS
 * (`appUrl`, or the distribution's), both loopback names locally (local/gateway/host.ts `localOrigins`).
 *
 * - POST: the browser posts each file straight to S3 with a presigned POST (the form's fields, then the file). An
 *   XMLHttpRequest watching upload progress is preflighted, so the preflight must pass too; the page reads the
 *   answer's status only.
 * - GET, HEAD: reading a presigned download with fetch() (an `<img>` or a link needs no CORS).
 * - No wildcard origin, ever: it would let any site's pages read the bucket's answers to their requests.
 */
export function uploadsCorsRules(origins: readonly string[]) {
  if (origins.length === 0 || origins.some((origin) => origin.includes('*') || !/^https?:\/\/[^/]+$/.test(origin))) {
    throw new Error(`uploadsCorsRules: exact origins only (scheme://host[:port]), got ${JSON.stringify(origins)}`);
  }
  return [
    {
      ID: 'browser-uploads',
      AllowedOrigins: [...origins],
      AllowedMethods: ['POST', 'GET', 'HEAD'],
      AllowedHeaders: ['*'],
      ExposeHeaders: ['ETag', 'Location'],
      MaxAgeSeconds: 3000,
    },
  ];
}
