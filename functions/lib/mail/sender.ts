import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import type { UiLocale } from '../../../shared/constants';
import { config } from '../config';
import { logger } from '../logger';
import { templateData, templateName, type MailData, type MailName } from './templates';

/** One SES client per process; the local runtime points it at the SES engine (`AWS_ENDPOINT_URL_SESV2`). */
let client: SESv2Client | undefined;
export function sesClient(): SESv2Client {
  client ??= new SESv2Client({ maxAttempts: 3 });
  return client;
}

export interface MailRequest<M extends MailName> {
  readonly to: string;
  readonly mail: M;
  readonly locale: UiLocale;
  readonly data: MailData<M>;
}

/**
 * Sends a templated mail. The data may hold codes and links: it is never logged. What the user typed is
 * escaped here for the HTML part, whatever the template engine does (`templateData`, templates.ts).
 */
export async function sendMail<M extends MailName>(request: MailRequest<M>): Promise<void> {
  const { mailFrom, mailTemplatePrefix } = config();
  await sesClient().send(
    new SendEmailCommand({
      FromEmailAddress: mailFrom,
      Destination: { ToAddresses: [request.to] },
      Content: {
        Template: {
          TemplateName: templateName(mailTemplatePrefix, request.mail, request.locale),
          TemplateData: JSON.stringify(templateData(request.mail, request.data)),
        },
      },
    }),
  );
  logger.info('mail sent', { mail: request.mail, locale: request.locale });
}
