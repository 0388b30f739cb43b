import { beforeEach, describe, expect, it } from 'vitest';
import { mockedAwsWire } from '../../../test/helpers/mocked-aws-wire';
import { testEnv } from '../../../test/helpers/api-event';
import { resetConfigForTests } from '../config';
import { appErrorFromAws } from '../aws-errors';
import { sendMail } from './sender';
import { allTemplates, escapeHtml, htmlKey, MAILS, safeLink } from './templates';

const aws = mockedAwsWire();

describe('mail sender', () => {
  beforeEach(() => {
    Object.assign(process.env, testEnv());
    resetConfigForTests();
  });

  it('sends the templated mail of the locale, from the configured sender', async () => {
    await sendMail({
      to: 'ana@example.com',
      mail: 'activation',
      locale: 'en',
      data: { firstname: 'Ana', code: '123456', link: 'http://x/' },
    });
    const [call] = aws.mails();
    expect(call).toEqual({
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

  it('names a reply-to address when given (support answers the customer)', async () => {
    await sendMail({
      to: 'support@example.com',
      mail: 'contactReceived',
      locale: 'fr',
      data: { firstname: 'Ana', subject: 'Export', link: 'http://x/' },
      replyTo: 'ana@example.com',
    });
    expect(aws.mails()[0]).toMatchObject({ Destination: { ToAddresses: ['support@example.com'] }, ReplyToAddresses: ['ana@example.com'] });
  });

  it('sends what a user typed HTML-escaped for the HTML part, raw for the text part: the exact bytes', async () => {
    const firstname = `<img src=x onerror=alert(1)> & "Zoé" 'x'`;
    await sendMail({
      to: 'ana@example.com',
      mail: 'resetPassword',
      locale: 'fr',
      data: { firstname, link: 'https://app.example/fr/customer/resetPassword/01J/abc"><script>' },
    });
    const data = aws.mails()[0]!.Content!.Template!.TemplateData!;
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
    expect(aws.mails()).toHaveLength(0);
  });

  it('signs its call for SES, and names a refusal as the SDK would, so that a throttle answers 503', async () => {
    await sendMail({ to: 'a@example.com', mail: 'resetPassword', locale: 'fr', data: { firstname: 'A', link: 'https://x/' } });
    expect(aws.calls.map((call) => call.signed)).toEqual([true]);
    aws.failNext('ses', 429, 'TooManyRequestsException');
    const error = await sendMail({
      to: 'a@example.com',
      mail: 'resetPassword',
      locale: 'fr',
      data: { firstname: 'A', link: 'https://x/' },
    }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'TooManyRequestsException', status: 429 });
    expect(appErrorFromAws(error)).toMatchObject({ status: 503 });
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
