import { Duration } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { contentSecurityPolicyFor, frameOptions, HSTS_MAX_AGE_SECONDS, type PageKind } from '../../shared/security-headers';

/**
 * The distribution's security headers (shared/security-headers.ts, also served locally): the app's, on every behaviour
 * but the published web apps', and those of the web apps at `/w/*`. `uploadsOrigin` joins the CSP (images are shown
 * from presigned URLs). Created in the web stack's scope (their ids are the stack's).
 */
export function securityHeadersPolicies(
  scope: Construct,
  uploadsOrigin: string,
): { app: ResponseHeadersPolicy; site: ResponseHeadersPolicy } {
  const policy = (id: string, page: PageKind, comment: string) =>
    new ResponseHeadersPolicy(scope, id, {
      comment,
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicyFor(page, [uploadsOrigin]), override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
          includeSubdomains: true,
          preload: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: {
          frameOption: frameOptions(page) === 'DENY' ? HeadersFrameOption.DENY : HeadersFrameOption.SAMEORIGIN,
          override: true,
        },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
      },
    });
  return {
    app: policy('SecurityHeaders', 'app', 'CSP, HSTS and friends (shared/security-headers.ts, also served locally)'),
    // The published web apps (shared/security-headers.ts siteContentSecurityPolicy).
    site: policy('SiteSecurityHeaders', 'site', 'Published web apps: their CSP, framed by their own origin only'),
  };
}
