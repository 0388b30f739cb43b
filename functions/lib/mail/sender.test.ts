import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { testEnv } from '../../../test/helpers/api-event';
import { resetConfigForTests } from '../config';
import { sendMail } from './sender';
import { allTemplates, MAILS } from './templates';

const ses = mockClient(SESv2Client);

describe('mail sender', () => {
  beforeEach(() => {
    ses.reset();
    Object.assign(process.env, testEnv());
    resetConfigForTests();
  });

  it('sends the templated mail of the locale, from the configured sender', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm1' });
    await sendMail({ to: 'ana@example.com', mail: 'activation', locale: 'en', data: { firstname: 'Ana', code: '123456', link: 'http://x' } });
    const [call] = ses.commandCalls(SendEmailCommand);
    expect(call!.args[0].input).toEqual({
      FromEmailAddress: 'no-reply@example.com',
      Destination: { ToAddresses: ['ana@example.com'] },
      Content: { Template: { TemplateName: 'noco-test-activation-en', TemplateData: JSON.stringify({ firstname: 'Ana', code: '123456', link: 'http://x' }) } },
    });
  });

  it('has every mail in fr and en, each part naming only its declared placeholders', () => {
    const templates = allTemplates('p');
    expect(templates.map((t) => t.name).sort()).toEqual(
      Object.keys(MAILS).flatMap((mail) => [`p-${mail}-en`, `p-${mail}-fr`]).sort(),
    );
    for (const template of templates) {
      const mail = template.name.split('-')[1] as keyof typeof MAILS;
      for (const part of [template.subject, template.text, template.html]) {
        const used = [...part.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]);
        for (const name of used) expect(MAILS[mail]).toContain(name);
      }
    }
  });
});
