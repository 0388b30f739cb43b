import { screen, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import catalogue from 'virtual:catalogue/fr/live';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage, LiveNotification, PublicModule } from '../../../shared/schemas/live';
import { createTranslator } from './i18n';
import { mountLivePage } from './page';
import { FakeSocket } from '../test/fake-socket';

const KEY = { participantId: '01HZX3K8Q2V4T6Y8A0C2E4G6J8', secret: 'a'.repeat(43) };
const MODULE: PublicModule = {
  title: 'Conférence du jeudi',
  passwordRequired: false,
  notificationVisible: true,
  chatVisible: true,
  channels: [{ channelId: 'C1', name: 'Salle A' }],
};

interface Call {
  url: string;
  method: string;
  body?: unknown;
}
let calls: Call[];
let ticketAnswers: Array<{ status: number; body: unknown }>;
let moduleAnswer: { status: number; body: unknown };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const fakeFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  const method = init?.method ?? 'GET';
  calls.push({ url, method, ...(init?.body ? { body: JSON.parse(String(init.body)) } : {}) });
  if (method === 'GET') return json(moduleAnswer.status, moduleAnswer.body);
  const answer = ticketAnswers.shift() ?? {
    status: 201,
    body: { ticket: `t${calls.length}`, url: '/ws', expiresAt: '', participant: KEY },
  };
  return json(answer.status, answer.body);
}) as typeof fetch;

const error = (status: number, code: string) => ({ status, body: { error: { code, message: code } } });
const notification = (id: string, text = `Annonce ${id}`): LiveNotification => ({
  notificationId: id,
  channelId: 'C1',
  text,
  sentAt: '2026-11-28T10:00:00.000Z',
});
const chat = (id: string, text = `Bonjour ${id}`, participantId = 'OTHER'): ChatMessage => ({
  messageId: id,
  channelId: 'C1',
  participantId,
  displayName: 'Zoé',
  text,
  sentAt: '2026-11-28T10:01:00.000Z',
});
const welcome = (extra: { notifications?: LiveNotification[]; chat?: ChatMessage[]; chatVisible?: boolean } = {}) => ({
  type: 'welcome',
  participant: { participantId: KEY.participantId, displayName: 'Alice', status: 'active' },
  channel: { channelId: 'C1', name: 'Salle A' },
  settings: { chatVisible: extra.chatVisible ?? true, notificationVisible: true, pong: 30 },
  notifications: extra.notifications ?? [],
  chat: extra.chat ?? [],
});

let page: { destroy(): void } | undefined;
let root: HTMLElement;

function mount() {
  root = document.createElement('main');
  document.body.append(root);
  page = mountLivePage({
    root,
    lang: 'fr',
    projectId: 'P1',
    applicationId: 'A1',
    t: createTranslator('fr', catalogue),
    fetch: fakeFetch,
    storage: window.sessionStorage,
    WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
    origin: 'https://app.example',
  });
}

async function join(name = 'Alice') {
  mount();
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Votre nom'), name);
  await user.click(screen.getByRole('button', { name: 'Rejoindre' }));
  await vi.waitFor(() => expect(FakeSocket.made.length).toBeGreaterThan(0));
  const socket = FakeSocket.made.at(-1) as FakeSocket;
  socket.open();
  return { user, socket };
}

beforeEach(() => {
  calls = [];
  ticketAnswers = [];
  moduleAnswer = { status: 200, body: MODULE };
  FakeSocket.made = [];
  window.sessionStorage.clear();
});
afterEach(() => {
  page?.destroy();
  page = undefined;
  document.body.replaceChildren();
});

describe('participant page: joining', () => {
  it('shows the module and refuses an empty name, a missing password and no channel chosen', async () => {
    moduleAnswer = {
      status: 200,
      body: { ...MODULE, passwordRequired: true, channels: [...MODULE.channels, { channelId: 'C2', name: 'Salle B' }] },
    };
    mount();
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Conférence du jeudi' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Salle A' }) as HTMLInputElement).checked).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Rejoindre' }));
    const name = screen.getByLabelText('Votre nom');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(
      name.getAttribute('aria-describedby') && document.getElementById(String(name.getAttribute('aria-describedby')))?.textContent,
    ).toBe('Veuillez saisir votre nom.');
    expect(screen.getByText('Veuillez saisir le mot de passe.')).toBeTruthy();
    expect(screen.getByText('Veuillez choisir un canal.')).toBeTruthy();
    expect(document.activeElement).toBe(name);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('preselects the only channel and posts the name, the channel and the stored participant key', async () => {
    window.sessionStorage.setItem('noco.live.P1.A1', JSON.stringify(KEY));
    const { socket } = await join('  Alice  ');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { url: '/api/live/P1/A1/tickets', method: 'POST', body: { channelId: 'C1', displayName: 'Alice', participant: KEY } },
    ]);
    expect(socket.url).toMatch(/^wss:\/\/app\.example\/ws\?ticket=t\d+$/);
    expect(socket.sent[0]).toEqual({ action: 'sync' });
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Conférence du jeudi' }));
  });

  it('shows a wrong password on the password field, and a ban as a final message (no retry)', async () => {
    moduleAnswer = { status: 200, body: { ...MODULE, passwordRequired: true } };
    ticketAnswers = [error(403, 'LIVE_PASSWORD_INVALID'), error(403, 'LIVE_BANNED')];
    mount();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Votre nom'), 'Alice');
    await user.type(screen.getByLabelText('Mot de passe'), 'faux');
    await user.click(screen.getByRole('button', { name: 'Rejoindre' }));
    await vi.waitFor(() => expect(screen.getByLabelText('Mot de passe').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Mot de passe incorrect.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Rejoindre' }));
    expect((await screen.findByRole('alert')).textContent).toBe("L'organisateur vous a exclu de ce module.");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2);
    expect(FakeSocket.made).toEqual([]);
  });

  it('says so when the channel is closed or when there are too many attempts', async () => {
    ticketAnswers = [error(409, 'LIVE_CHANNEL_CLOSED'), error(429, 'TOO_MANY_REQUESTS')];
    mount();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Votre nom'), 'Alice');
    await user.click(screen.getByRole('button', { name: 'Rejoindre' }));
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Ce canal est fermé.'));
    await user.click(screen.getByRole('button', { name: 'Rejoindre' }));
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Trop de tentatives. Patientez un instant puis réessayez.'));
  });

  it('explains an unknown module and a module without open channel', async () => {
    moduleAnswer = error(404, 'NOT_FOUND');
    mount();
    expect((await screen.findByRole('alert')).textContent).toBe("Ce module n'existe pas ou n'est pas ouvert au public.");
    page?.destroy();
    moduleAnswer = { status: 200, body: { ...MODULE, channels: [] } };
    mount();
    expect(await screen.findByText("Aucun canal n'est ouvert pour le moment. Revenez un peu plus tard.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Rejoindre' })).toBeNull();
  });
});

describe('participant page: live', () => {
  it('merges a reconnection’s welcome without duplicates, after a sync with the last ids held', async () => {
    const { socket } = await join();
    socket.frame(welcome({ notifications: [notification('N1'), notification('N2')], chat: [chat('M1'), chat('M2')] }));
    expect(screen.getByText('Connecté')).toBeTruthy();
    socket.close();
    expect(await screen.findByText(/Connexion perdue : nouvel essai dans \d+ s\./)).toBeTruthy();
    await vi.waitFor(() => expect(FakeSocket.made).toHaveLength(2), { timeout: 3000 });
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[1]?.body).toEqual({ channelId: 'C1', displayName: 'Alice', participant: KEY });
    const second = FakeSocket.made[1] as FakeSocket;
    second.open();
    expect(second.sent[0]).toEqual({ action: 'sync', notificationsAfter: 'N2', chatAfter: 'M2' });
    second.frame(welcome({ notifications: [notification('N2'), notification('N3')], chat: [chat('M2'), chat('M3')] }));
    const notifications = within(screen.getByRole('region', { name: 'Notifications' })).getAllByRole('listitem');
    expect(notifications.map((item) => item.querySelector('span')?.textContent)).toEqual(['Annonce N3', 'Annonce N2', 'Annonce N1']);
    const messages = within(screen.getByRole('region', { name: 'Discussion' })).getAllByRole('listitem');
    expect(messages.map((item) => item.querySelector('p')?.textContent)).toEqual(['Bonjour M1', 'Bonjour M2', 'Bonjour M3']);
    second.frame({ type: 'chat', message: chat('M3') });
    expect(within(screen.getByRole('region', { name: 'Discussion' })).getAllByRole('listitem')).toHaveLength(3);
  });

  it('removes a deleted chat message, and announces the messages of others only', async () => {
    const { socket } = await join();
    socket.frame(welcome({ chat: [chat('M1'), chat('M2', 'À effacer')] }));
    socket.frame({ type: 'chatDeleted', channelId: 'C1', messageId: 'M2' });
    expect(screen.queryByText('À effacer')).toBeNull();
    expect(screen.getByText('Bonjour M1')).toBeTruthy();
    const live = document.querySelector('[aria-live="polite"]') as HTMLElement;
    socket.frame({ type: 'chat', message: chat('M3', 'Salut', 'OTHER') });
    expect(live.textContent).toBe('Zoé : Salut');
    socket.frame({ type: 'chat', message: chat('M4', 'Mon écho', KEY.participantId) });
    expect(live.textContent).toBe('Zoé : Salut');
    socket.frame({ type: 'notification', notification: notification('N9', 'Pause à 15 h') });
    expect(live.textContent).toBe('Notification : Pause à 15 h');
  });

  it('shows typed text as text, never as HTML', async () => {
    const { socket } = await join();
    const hostile = '<img src=x onerror="window.__pwned=1">';
    socket.frame(welcome({ notifications: [notification('N1', hostile)], chat: [{ ...chat('M1', hostile), displayName: '<b>Eve</b>' }] }));
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('b')).toBeNull();
    expect(screen.getAllByText(hostile)).toHaveLength(2);
    expect(screen.getByText('<b>Eve</b>')).toBeTruthy();
  });

  it('switches the notifications and the chat on and off with the settings', async () => {
    const { socket } = await join();
    socket.frame(welcome({ chatVisible: false }));
    expect(screen.queryByRole('region', { name: 'Discussion' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy();
    socket.frame({ type: 'settings', settings: { chatVisible: true, notificationVisible: false, pong: 10 } });
    expect(screen.getByRole('region', { name: 'Discussion' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  });

  it('posts chat and private messages, and shows refusals and confirmations politely', async () => {
    const { user, socket } = await join();
    socket.frame(welcome());
    await user.type(screen.getByLabelText('Votre message'), 'Bonjour à tous');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(socket.sent.at(-1)).toEqual({ action: 'chat', text: 'Bonjour à tous' });
    socket.frame({ type: 'error', code: 'MUTED', action: 'chat' });
    expect(screen.getByText("L'organisateur vous a rendu muet : vous ne pouvez pas écrire dans la discussion.")).toBeTruthy();
    expect((screen.getByLabelText('Votre message') as HTMLTextAreaElement).value).toBe('Bonjour à tous');
    socket.frame({ type: 'error', code: 'RATE_LIMITED', action: 'chat' });
    expect(screen.getByText('Vous écrivez un peu vite : patientez avant d’envoyer un autre message.')).toBeTruthy();
    socket.frame({ type: 'status', status: 'muted' });
    expect(screen.getAllByText(/vous a rendu muet/).length).toBeGreaterThan(0);

    await user.type(screen.getByLabelText("Message à l'organisateur"), 'Une question');
    await user.click(screen.getByRole('button', { name: "Envoyer à l'organisateur" }));
    expect(socket.sent.at(-1)).toEqual({ action: 'message', text: 'Une question' });
    socket.frame({ type: 'messageSent', messageId: 'PM1' });
    expect(screen.getByText("Votre message a été envoyé à l'organisateur.")).toBeTruthy();
    expect((screen.getByLabelText("Message à l'organisateur") as HTMLTextAreaElement).value).toBe('');
  });

  it('stops for good when banned, and Quitter returns to the join form', async () => {
    const { user, socket } = await join();
    socket.frame(welcome());
    socket.frame({ type: 'closed', reason: 'banned' });
    socket.close();
    expect(screen.getByText("Déconnecté : l'organisateur vous a exclu.")).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(FakeSocket.made).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Quitter' }));
    const name = (await screen.findByLabelText('Votre nom')) as HTMLInputElement;
    expect(name.value).toBe('Alice');
    await vi.waitFor(() => expect(document.activeElement).toBe(name));
    expect(window.sessionStorage.getItem('noco.live.P1.A1')).toBe(JSON.stringify(KEY));
  });
});
