import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { testEnv } from '../../../test/helpers/api-event';
import { resetConfigForTests } from '../config';
import { sendMail } from './sender';
import { allTemplates, escapeHtml, htmlKey, MAILS, safeLink } from './templates';

const ses = mockClient(SESv2Client);

describe('mail sender', () => {
  beforeEach(() => {
    ses.reset();
    Object.assign(process.env, testEnv());
    resetConfigForTests();
  });

  it('sends the templated mail of the locale, from the configured sender', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm1' });
    await sendMail({
      to: 'ana@example.com',
      mail: 'activation',
      locale: 'en',
      data: { firstname: 'Ana', code: '123456', link: 'http://x/' },
    });
    const [call] = ses.commandCalls(SendEmailCommand);
    expect(call!.args[0].input).toEqual({
      FromEmailAddress: 'no-reply@example.com',
      Destination: { ToAddresses: ['ana@example.com'] },
      Content: {
        Template: {
          TemplateName: 'noco-test-activation-en',
          TemplateData: JSON.stringify({
            firstname: 'Ana',
            code: '123456',
            link: 'http://x/',
            firstnameHtml: 'Ana',
            codeHtml: '123456',
            linkHtml: 'http://x/',
          }),
        },
      },
    });
  });

  it('sends what a user typed HTML-escaped for the HTML part, raw for the text part: the exact bytes', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm1' });
    const firstname = `<img src=x onerror=alert(1)> & "Zoé" 'x'`;
    await sendMail({
      to: 'ana@example.com',
      mail: 'resetPassword',
      locale: 'fr',
      data: { firstname, link: 'https://app.example/fr/customer/resetPassword/01J/abc"><script>' },
    });
    const data = ses.commandCalls(SendEmailCommand)[0]!.args[0].input.Content!.Template!.TemplateData!;
    expect(data).toBe(
      JSON.stringify({
        firstname,
        link: 'https://app.example/fr/customer/resetPassword/01J/abc%22%3E%3Cscript%3E',
        firstnameHtml: '&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Zoé&quot; &#39;x&#39;',
        linkHtml: 'https://app.example/fr/customer/resetPassword/01J/abc%22%3E%3Cscript%3E',
      }),
    );
    expect(JSON.parse(data).firstnameHtml).not.toContain('<');
  });

  it('refuses a link that is not an absolute http(s) URL (no javascript: href can be mailed)', async () => {
    for (const link of ['javascript:alert(1)', 'data:text/html,<b>x</b>', '/fr/login', '']) {
      expect(() => safeLink(link), link).toThrow();
      await expect(
        sendMail({ to: 'a@example.com', mail: 'resetPassword', locale: 'fr', data: { firstname: 'A', link } }),
      ).rejects.toThrow();
    }
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });

  it('escapes for element text and quoted attributes alike', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&amp;`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;amp;');
  });

  it('has every mail in fr and en; HTML parts name only escaped twins, other parts only raw values, all triple-stash', () => {
    const templates = allTemplates('p');
    expect(templates.map((t) => t.name).sort()).toEqual(
      Object.keys(MAILS)
        .flatMap((mail) => [`p-${mail}-en`, `p-${mail}-fr`])
        .sort(),
    );
    for (const template of templates) {
      const mail = template.name.split('-')[1] as keyof typeof MAILS;
      const declared: string[] = [...MAILS[mail].values, ...MAILS[mail].links];
      const placeholders = (part: string) => [...part.matchAll(/\{\{\{?\s*([^}\s]+)\s*\}?\}\}/g)].map((m) => m[0]);
      for (const part of [template.subject, template.text, template.html]) {
        // Only `{{{name}}}`: a double-stash would leave escaping to the engine.
        for (const placeholder of placeholders(part)) expect(placeholder, template.name).toMatch(/^\{\{\{\w+\}\}\}$/);
      }
      const names = (part: string) => [...part.matchAll(/\{\{\{(\w+)\}\}\}/g)].map((m) => m[1]!);
      for (const name of [...names(template.subject), ...names(template.text)]) expect(declared, template.name).toContain(name);
      for (const name of names(template.html)) expect(declared.map(htmlKey), template.name).toContain(name);
      if (declared.includes('firstname')) expect(names(template.html), template.name).toContain('firstnameHtml');
      // Values go in element text or double-quoted attributes only, where the escaping above is enough.
      expect(template.html, template.name).not.toMatch(/=\s*\{\{\{/);
      for (const link of MAILS[mail].links) expect(template.html, template.name).toContain(`href="{{{${htmlKey(link)}}}}"`);
    }
  });
});
