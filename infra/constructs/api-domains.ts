import { Arn, ArnFormat, Stack, Token } from 'aws-cdk-lib';
import { DomainName, SecurityPolicy } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import type { Construct } from 'constructs';
import { InfraConfigError } from '../config';

/**
 * The HTTP API's custom domains: the distribution's own name, and the published web apps' own domains (CloudFront
 * forwards a web app domain's Host to the API's custom domain as it does the app's, so the API answers to those names
 * too; one certificate, in the API's region, covers them all). The API stack maps them to its stage. Created in the web
 * stack's scope (their ids are the stack's).
 */
export function apiDomains(
  scope: Construct,
  props: { readonly domainName: string; readonly apiCertificateArn: string; readonly siteDomains: readonly string[] },
): { apiDomain: DomainName; siteApiDomains: Map<string, DomainName> } {
  assertCertificateRegion(Stack.of(scope), props.apiCertificateArn);
  const certificate = Certificate.fromCertificateArn(scope, 'ApiCertificate', props.apiCertificateArn);
  const domain = (id: string, domainName: string) =>
    new DomainName(scope, id, { domainName, certificate, securityPolicy: SecurityPolicy.TLS_1_2 });
  return {
    apiDomain: domain('ApiDomain', props.domainName),
    siteApiDomains: new Map(props.siteDomains.map((host) => [host, domain(`SiteApiDomain-${host}`, host)])),
  };
}

/** The API's certificate must live in the API's region; checked whenever that region is known at synth time. */
function assertCertificateRegion(stack: Stack, certificateArn: string): void {
  const { region } = Arn.split(certificateArn, ArnFormat.SLASH_RESOURCE_NAME);
  if (!Token.isUnresolved(stack.region) && region !== stack.region) {
    throw new InfraConfigError(
      `context "apiCertificateArn" is in ${region}, but the stacks deploy to ${stack.region}: API Gateway only uses certificates of its own region.`,
    );
  }
}
