/**
 * Interactive modules journey, in headless Chromium against the local stack: the organiser's console in one
 * browser context, three participants on their phones (390 px) in three others. The console's count and curve show
 * 3; a notification sent from the console and a chat message posted by one participant reach the others; one
 * participant leaves and the console shows 2. axe-core on the console and on the participant page; no sideways scroll.
 */
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { activatedCustomer, loginThroughUi } from './customers';
import { checkA11y, expectNoSidewaysScroll, newPage } from './harness';

const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 20_000 });

/** A participant joins from the public page, by keyboard where a phone user would tab. */
async function join(path: string, name: string): Promise<Page> {
  const phone = await newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto(path);
  await phone.getByLabel('Votre nom').fill(name);
  await phone.getByRole('radio', { name: 'Plénière' }).check();
  await phone.getByRole('button', { name: 'Rejoindre' }).focus();
  await phone.keyboard.press('Enter');
  await poll(() => phone.getByRole('status').first().textContent()).toContain('Connecté');
  return phone;
}

test('a console watches three participants join, notifies them, sees the chat, and one leaves', async () => {
  const owner = await activatedCustomer('live');
  const organiser = await newPage();
  await organiser.setViewportSize({ width: 1280, height: 900 });
  await loginThroughUi(organiser, owner.email);
  const created = await organiser.request.post('/api/projects', {
    data: { name: 'Congrès 2026', languages: ['fr', 'en'], type: 'conference' },
  });
  expect(created.status()).toBe(201);
  const { projectId } = (await created.json()) as { projectId: string };
  const app = await organiser.request.post(`/api/projects/${projectId}/applications`, {
    data: { kind: 'modules', title: 'Direct', description: '', url: '' },
  });
  expect(app.status()).toBe(201);
  const { applicationId, slug } = (await app.json()) as { applicationId: string; slug: string };
  const channel = await organiser.request.post(`/api/projects/${projectId}/applications/${applicationId}/live/channels`, {
    data: { name: 'Plénière' },
  });
  expect(channel.status()).toBe(201);

  const consolePath = `/fr/customer/projects/${projectId}/applications/${slug}/live`;
  await organiser.goto(consolePath);
  await poll(() => organiser.getByRole('heading', { level: 1 }).textContent()).toBe('Console en direct');
  await poll(() => organiser.getByText('Connecté en direct').count()).toBe(1);
  await checkA11y(organiser);

  const participantPath = `/fr/live/${projectId}/${applicationId}`;
  const phones = [await join(participantPath, 'Ana'), await join(participantPath, 'Bo'), await join(participantPath, 'Cy')];
  await checkA11y(phones[0]!);
  await expectNoSidewaysScroll(phones[0]!, 'participant page', 390);

  const count = () => organiser.locator('.live-count strong').first().textContent();
  await poll(count).toBe('3');
  const curve = organiser.getByRole('img', { name: 'Courbe des participants connectés à Plénière' });
  await curve.waitFor();
  await poll(() => organiser.getByText(/maintenant 3\./).count()).toBeGreaterThan(0);

  // A notification from the console reaches every phone.
  await organiser.getByRole('link', { name: 'Notifications' }).click();
  await organiser.getByLabel('Texte de la notification').fill('La plénière reprend à 14 h');
  await organiser.getByRole('button', { name: 'Envoyer', exact: true }).click();
  for (const phone of phones) await phone.getByText('La plénière reprend à 14 h', { exact: true }).waitFor();

  // A chat message from one phone reaches the others and the console, as text.
  await phones[0]!.getByLabel('Votre message').fill('Bonjour <b>à tous</b>');
  await phones[0]!.getByRole('button', { name: 'Envoyer', exact: true }).click();
  for (const phone of phones.slice(1)) await phone.getByText('Bonjour <b>à tous</b>', { exact: true }).waitFor();
  await organiser.getByRole('link', { name: 'Chat' }).click();
  await organiser.getByText('Bonjour <b>à tous</b>', { exact: true }).waitFor();
  await checkA11y(organiser);

  // One participant leaves: the console counts 2.
  await organiser.getByRole('link', { name: 'Temps réel' }).click();
  await phones[2]!.getByRole('button', { name: 'Quitter' }).click();
  await poll(count).toBe('2');
  await poll(() => organiser.getByText(/maintenant 2\./).count()).toBeGreaterThan(0);
}, 120_000);
