import { AwsCallFailed, awsRegion, signedFetch } from '../aws/signed-fetch';
import type { UiLocale } from '../../../shared/constants';
import { config } from '../config';
import { logger } from '../logger';
import { templateData, templateName, type MailData, type MailName } from './templates';

export interface MailRequest<M extends MailName> {
  readonly to: string;
  readonly mail: M;
  readonly locale: UiLocale;
  readonly data: MailData<M>;
  /** Where answers go (the support mail of a contact request answers the customer). A bare address. */
  readonly replyTo?: string;
}

/**
 * Sends a templated mail. The data may hold codes and links: it is never logged. What the user typed is
 * escaped here for the HTML part, whatever the template engine does (`templateData`, templates.ts).
 */
export async function sendMail<M extends MailName>(request: MailRequest<M>): Promise<void> {
  const { mailFrom, mailTemplatePrefix } = config();
  // SES v2 SendEmail (../aws/signed-fetch.ts: the SDK client would add about 60 KB); AWS_ENDPOINT_URL_SESV2 locally.
  const endpoint = new URL(process.env.AWS_ENDPOINT_URL_SESV2 ?? `https://email.${awsRegion()}.amazonaws.com`);
  const response = await signedFetch('ses', {
    method: 'POST',
    url: new URL('/v2/email/outbound-emails', endpoint),
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      FromEmailAddress: mailFrom,
      Destination: { ToAddresses: [request.to] },
      ...(request.replyTo ? { ReplyToAddresses: [request.replyTo] } : {}),
      Content: {
        Template: {
          TemplateName: templateName(mailTemplatePrefix, request.mail, request.locale),
          TemplateData: JSON.stringify(templateData(request.mail, request.data)),
        },
      },
    }),
  });
  if (!response.ok) {
    // `TooManyRequestsException:http://…` names the error as the SDK would (a throttle maps to 503 upstream).
    throw new AwsCallFailed('ses', response.status, response.headers.get('x-amzn-errortype')?.split(':')[0] ?? '');
  }
  logger.info('mail sent', { mail: request.mail, locale: request.locale });
}
