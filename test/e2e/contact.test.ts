/**
 * Contact journey, in headless Chromium against the local stack serving `dist/web`: a customer writes to
 * support about one of their projects; the page confirms with the 24-hour promise; both mails arrive at the local
 * SES, read at `/_local/mail` (the request at the support address with the customer's details, the acknowledgement
 * to the customer). axe-core on the screen, and at 390 px it does not scroll sideways.
 */
import { expect, test } from 'vitest';
import { LOCAL_NAMES } from '../../local/stack';
import { activatedCustomer, latestMail, loginThroughUi } from './customers';
import { checkA11y, expectNoSidewaysScroll, newPage } from './harness';

test('send a contact request, then read both mails at /_local/mail', async () => {
  const customer = await activatedCustomer('e2e-contact');
  const page = await newPage();
  await page.setViewportSize({ width: 1280, height: 1000 });
  await loginThroughUi(page, customer.email);
  const created = await page.request.post('/api/projects', { data: { name: 'Salon contact', languages: ['fr'], type: 'conference' } });
  expect(created.status()).toBe(201);

  await page.goto('/fr/customer/contact');
  await page.getByRole('heading', { level: 1, name: 'Nous contacter' }).waitFor();
  const projects = page.getByRole('combobox', { name: 'Projet concerné' });
  await projects.getByRole('option', { name: 'Salon contact' }).waitFor({ state: 'attached' });
  await checkA11y(page);
  await page.setViewportSize({ width: 390, height: 900 });
  await expectNoSidewaysScroll(page, 'contact', 390);

  const subject = `Question e2e ${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: /Objet/ }).fill(subject);
  await page.getByRole('textbox', { name: /Message/ }).fill('Bonjour,\ncomment exporter mes intervenants ?');
  await page.getByRole('combobox', { name: 'Projet concerné' }).selectOption({ label: 'Salon contact' });
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await page
    .getByRole('status')
    .getByText(/Votre demande a bien été envoyée/)
    .waitFor();
  await checkA11y(page);
  await expectNoSidewaysScroll(page, 'contact sent', 390);

  const escaped = subject.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const toSupport = await latestMail(LOCAL_NAMES.supportEmail, new RegExp(escaped));
  expect(toSupport.text).toContain(customer.email);
  expect(toSupport.text).toContain('Salon contact');
  expect(toSupport.text).toContain('comment exporter mes intervenants ?');
  const ack = await latestMail(customer.email, new RegExp(escaped));
  expect(ack.text).toContain('24 heures');
  await page.close();
});
