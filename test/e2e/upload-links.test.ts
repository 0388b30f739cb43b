import { expect, test } from 'vitest';
import { activatedCustomer, latestMail, loginThroughUi } from './customers';
import { checkA11y, newPage, expectNoSidewaysScroll } from './harness';
import { PNG } from '../fixtures/files';

test('an upload link: created on the record, used without an account, the file lands in a new version, then revoked', async () => {
  const owner = await activatedCustomer('upload-link');
  const page = await newPage();
  await page.setViewportSize({ width: 1280, height: 1400 });
  await loginThroughUi(page, owner.email);
  const project = await page.request.post('/api/projects', {
    data: { name: 'Salon du livre', languages: ['fr', 'en'], type: 'conference' },
  });
  const { projectId } = (await project.json()) as { projectId: string };
  const application = await page.request.post(`/api/projects/${projectId}/applications`, {
    data: { kind: 'speakers', title: 'Intervenants', description: '', url: '' },
  });
  const { slug } = (await application.json()) as { slug: string };
  const record = await page.request.post(`/api/projects/${projectId}/applications/${slug}/elements/speakers/records`, {
    data: { values: { firstname: 'Ada', lastname: 'Lovelace', ___email: 'ada@example.com' } },
  });
  expect(record.status()).toBe(201);
  const { recordId } = (await record.json()) as { recordId: string };
  const recordPath = `/fr/customer/projects/${projectId}/applications/${slug}/speakers/${recordId}`;

  // The customer makes the link from the record's view, mailed to the speaker with a message.
  await page.goto(`${recordPath}/view`);
  const section = page.getByRole('region', { name: 'Liens de dépôt' });
  await section.getByText("Aucun lien de dépôt n'a été créé pour cette fiche.").waitFor();
  await checkA11y(page);
  await section.getByRole('button', { name: 'Lien de dépôt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Créer un lien de dépôt' });
  await expect.poll(() => dialog.getByRole('checkbox', { name: 'Photo' }).isChecked()).toBe(true);
  await dialog.getByRole('textbox', { name: /Envoyer le lien à/ }).fill('ada@example.com');
  await dialog.getByRole('textbox', { name: /Message personnel/ }).fill('Bonjour Ada, votre photo pour le programme ?');
  await checkA11y(page);
  await dialog.getByRole('button', { name: 'Créer le lien' }).click();
  await dialog.getByText('Le lien a été envoyé à ada@example.com.').waitFor();
  const url = await dialog.getByRole('textbox', { name: 'Adresse du lien' }).inputValue();
  expect(url).toMatch(/\/_upload\?t=[A-Za-z0-9_-]{43}$/);
  await checkA11y(page);
  const mail = await latestMail('ada@example.com', /fichiers/);
  expect(mail.text).toContain(url);
  expect(mail.text).toContain('Bonjour Ada, votre photo pour le programme ?');
  await dialog.getByRole('button', { name: 'Terminé' }).click();
  const row = section.getByRole('row', { name: /Photo/ });
  await row.getByText('Actif').waitFor();

  // The speaker, without an account, in another browser context and at phone width, with the keyboard only.
  const outsider = await newPage();
  await outsider.setViewportSize({ width: 390, height: 900 });
  await outsider.goto(new URL(url).pathname + new URL(url).search);
  await outsider.getByRole('heading', { level: 1, name: 'Envoyer vos fichiers' }).waitFor();
  await outsider.getByText(/^Salon du livre vous demande des fichiers pour «\s*Lovelace\s*»\.$/).waitFor();
  const photo = outsider.getByRole('region', { name: 'Photo' });
  await photo.getByText("Rien pour l'instant.").waitFor();
  await expect.poll(() => outsider.getByRole('link', { name: 'Espace client' }).count()).toBe(0);
  await expectNoSidewaysScroll(outsider, 'upload page');
  await checkA11y(outsider);

  // Tab to the field's button; Enter opens the file chooser.
  const chooser = outsider.waitForEvent('filechooser');
  const button = photo.getByRole('button', { name: 'Choisir un fichier Photo' });
  for (let presses = 0; presses < 40 && !(await button.evaluate((element) => element === document.activeElement)); presses += 1) {
    await outsider.keyboard.press('Tab');
  }
  await expect.poll(() => button.evaluate((element) => element === document.activeElement)).toBe(true);
  await outsider.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: PNG });
  await photo.getByText(/^«\s*portrait\.png\s*» est ajouté à la fiche\.$/).waitFor({ timeout: 20_000 });
  await photo.getByRole('list', { name: 'Déjà envoyés pour « Photo »' }).getByText('portrait.png').waitFor();
  await expectNoSidewaysScroll(outsider, 'upload page with a file');
  await checkA11y(outsider);

  // In English, the same link.
  await outsider.getByRole('navigation', { name: "Langue de l'interface" }).getByRole('link', { name: 'English' }).click();
  await outsider.getByRole('heading', { level: 1, name: 'Send your files' }).waitFor();
  expect(new URL(outsider.url()).searchParams.get('t')).toBe(new URL(url).searchParams.get('t'));

  // The record has a new version saved by the link, and the link counts the file.
  await page.goto(`${recordPath}/history`);
  await page
    .getByText(/Enregistrée le .* par lien de dépôt/)
    .first()
    .waitFor();
  await checkA11y(page);
  await page.goto(`${recordPath}/view`);
  await section.getByRole('row', { name: /Photo/ }).getByText('1 fichier').waitFor();

  // Revoked: the link's page says so, without the form.
  await section.getByRole('button', { name: 'Désactiver le lien (Photo)' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Désactiver le lien' }).click();
  await section.getByText('Le lien de dépôt (Photo) est désactivé.').waitFor();
  await outsider.goto(new URL(url).pathname + new URL(url).search);
  await outsider.getByRole('heading', { level: 1, name: 'Lien de dépôt désactivé' }).waitFor();
  await expect.poll(() => outsider.getByRole('button', { name: /Choisir/ }).count()).toBe(0);
  await checkA11y(outsider);
});
