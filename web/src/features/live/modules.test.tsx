/**
 * The organiser's console of an interactive module through the real route table, the API answered through MSW and
 * the WebSocket replaced by a fake the test drives (the real `openLiveSocket` runs over it), in French: the live
 * counts and the curve, notifications, the chat and its moderation, the private messages, the configuration and its
 * stale save, a reader's view, the links from the application screens.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationDetail } from '../../../../shared/project-views';
import type { Channel, ChatMessage, LiveState, PrivateMessage, ServerFrame } from '../../../../shared/schemas/live';
import { type Answer, type ApiCall, answerApi, apiError } from '../../test/api-server';
import { PROJECT_ID, salonDetail, speakersApplication } from '../../test/project-fixtures';
import { renderApp, signedInForEachTest } from '../../test/render-app';
import { FakeSocket } from '../../test/fake-socket';

const APP_ID = '01J0000000000000000000000M';
const modules = (overrides: Partial<ApplicationDetail> = {}): ApplicationDetail =>
  speakersApplication({ applicationId: APP_ID, slug: 'direct', kind: 'modules', title: 'Direct du salon', ...overrides });

const APP_API = `/api/projects/${PROJECT_ID}/applications/${APP_ID}`;
const CONSOLE_URL = `/fr/customer/projects/${PROJECT_ID}/applications/direct/live`;
const PLENARY = '01J00000000000000000000CH1';
const ROOM_A = '01J00000000000000000000CH2';

const channel = (overrides: Partial<Channel>): Channel => ({
  channelId: PLENARY,
  name: 'Plénière',
  status: 'open',
  count: 3,
  seq: 10,
  createdAt: '2026-01-01T00:00:00.000Z',
  version: 1,
  ...overrides,
});

const liveState = (overrides: Partial<LiveState> = {}): LiveState => ({
  config: {
    notificationVisible: true,
    chatVisible: true,
    autoDeleteConnection: true,
    pong: 30,
    logMinute: 1,
    passwordSet: false,
    version: 2,
  },
  channels: [channel({}), channel({ channelId: ROOM_A, name: 'Salle A', count: 1, seq: 4 })],
  participantPath: `/live/${PROJECT_ID}/${APP_ID}`,
  ...overrides,
});

const chatMessage = (messageId: string, displayName: string, text: string): ChatMessage => ({
  messageId,
  channelId: PLENARY,
  participantId: `P-${displayName}`,
  displayName,
  text,
  sentAt: '2026-01-01T10:00:00.000Z',
});

const privateMessage = (overrides: Partial<PrivateMessage> = {}): PrivateMessage => ({
  messageId: 'M1',
  channelId: PLENARY,
  channelName: 'Plénière',
  participantId: 'P-Lina',
  displayName: 'Lina',
  text: 'Les diapositives seront-elles partagées ?',
  sentAt: '2026-01-01T10:05:00.000Z',
  status: 'new',
  version: 1,
  ...overrides,
});

const ok = (body: unknown): Answer => ({ status: 200, body });
type Route = (call: ApiCall) => Answer | undefined;

function mockApi(more: Record<string, Route> = {}, application = modules(), state = liveState()) {
  let tickets = 0;
  const routes: Record<string, Route> = {
    [`GET /api/projects/${PROJECT_ID}`]: () => ok(salonDetail([application])),
    [`GET /api/projects/${PROJECT_ID}/applications/direct`]: () => ok(application),
    [`GET ${APP_API}/live`]: () => ok(state),
    'POST /api/realtime/tickets': () => ({
      status: 201,
      body: { ticket: `t${++tickets}`, url: '/ws', expiresAt: '2026-01-01T00:01:00.000Z' },
    }),
    [`GET ${APP_API}/live/messages`]: () => ok({ items: [] }),
    [`GET ${APP_API}/live/channels/${PLENARY}/samples`]: () =>
      ok({
        samples: [
          { at: new Date(Date.now() - 20 * 60_000).toISOString(), count: 1 },
          { at: new Date(Date.now() - 10 * 60_000).toISOString(), count: 5 },
        ],
      }),
    ...more,
  };
  return answerApi((call) => routes[`${call.method} ${call.path}`]?.(call));
}

signedInForEachTest();
beforeEach(() => {
  FakeSocket.made = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** Opens a console screen and its socket; answers the socket that opened. */
async function openConsole(path = '') {
  const rendered = renderApp(`${CONSOLE_URL}${path}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Console en direct' })).toBeTruthy();
  await waitFor(() => expect(FakeSocket.made).toHaveLength(1));
  const socket = FakeSocket.made[0]!;
  act(() => socket.open());
  expect(await screen.findByText('Connecté en direct')).toBeTruthy();
  return { ...rendered, socket, frame: (frame: ServerFrame) => act(() => socket.frame(frame)) };
}

const channelsTable = () => screen.getByRole('table', { name: 'Canaux du module et participants connectés à chacun' });

describe('live console', { timeout: 20_000 }, () => {
  it('opens one console socket with a ticket of the application, and shows its state', async () => {
    const calls = mockApi();
    const { socket } = await openConsole();
    expect(calls.find((call) => call.path === '/api/realtime/tickets')?.body).toEqual({ projectId: PROJECT_ID, applicationId: APP_ID });
    expect(socket.url).toBe(`${window.location.origin.replace('http', 'ws')}/ws?ticket=t1`);
    expect(screen.getByText('Connecté en direct').closest('[role="status"]')).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Sections de la console' });
    expect(within(tabs).getByRole('link', { name: 'Temps réel' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'Configuration' }).getAttribute('href')).toBe(`${CONSOLE_URL}/config`);
    expect(document.title).toBe('Temps réel · Direct du salon · Noco');
  });

  it('updates the counts from count frames, keeping the latest seq, and draws the curve with its summary', async () => {
    mockApi();
    const { frame } = await openConsole();
    const table = channelsTable();
    expect(within(table).getAllByRole('row')[1]?.textContent).toContain('Plénière');
    const curve = await screen.findByRole('img', { name: 'Courbe des participants connectés à Plénière' });
    expect(curve.tagName.toLowerCase()).toBe('svg');
    expect(curve.querySelector('path.live-chart-line')?.getAttribute('d')).toBeTruthy();
    const summaryId = curve.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(summaryId)?.textContent).toBe('Sur les 6 dernières heures : minimum 1, maximum 5, maintenant 3.');

    frame({ type: 'count', channelId: PLENARY, count: 7, seq: 12, at: new Date().toISOString() });
    await waitFor(() => expect(within(channelsTable()).getAllByRole('row')[1]?.textContent).toContain('7'));
    expect(screen.getByRole('heading', { name: 'Connectés à Plénière' })).toBeTruthy();
    expect(document.getElementById(summaryId)?.textContent).toBe('Sur les 6 dernières heures : minimum 1, maximum 7, maintenant 7.');
    // An older count (a lower seq) arriving late changes nothing.
    frame({ type: 'count', channelId: PLENARY, count: 2, seq: 11, at: new Date().toISOString() });
    expect(document.getElementById(summaryId)?.textContent).toBe('Sur les 6 dernières heures : minimum 1, maximum 7, maintenant 7.');
    // The other channel's count changes its row only.
    frame({ type: 'count', channelId: ROOM_A, count: 4, seq: 5, at: new Date().toISOString() });
    await waitFor(() => expect(within(channelsTable()).getAllByRole('row')[2]?.textContent).toContain('4'));
    // The count is announced politely (throttled).
    await waitFor(() => expect(screen.getByText('7 participants connectés').getAttribute('aria-live')).toBe('polite'), { timeout: 7_000 });
  });

  it('shows the participants link to share, with a copy button', async () => {
    mockApi();
    const { user } = await openConsole();
    const link = screen.getByRole('link', { name: `${window.location.origin}/fr/live/${PROJECT_ID}/${APP_ID}` });
    expect(link.getAttribute('href')).toBe(`${window.location.origin}/fr/live/${PROJECT_ID}/${APP_ID}`);
    await user.click(screen.getByRole('button', { name: 'Copier le lien' }));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/fr/live/${PROJECT_ID}/${APP_ID}`);
    expect(await screen.findByText('Lien copié.')).toBeTruthy();
  });

  it('sends a notification to the followed channel and shows the history, live', async () => {
    const calls = mockApi({
      [`GET ${APP_API}/live/channels/${PLENARY}/notifications`]: () =>
        ok({ items: [{ notificationId: 'N1', channelId: PLENARY, text: 'Bienvenue !', sentAt: '2026-01-01T09:00:00.000Z' }] }),
      [`GET ${APP_API}/live/channels/${ROOM_A}/notifications`]: () => ok({ items: [] }),
      [`POST ${APP_API}/live/channels/${ROOM_A}/notifications`]: (call) => ({
        status: 201,
        body: { notificationId: 'N2', channelId: ROOM_A, text: (call.body as { text: string }).text, sentAt: new Date().toISOString() },
      }),
    });
    const { user, frame } = await openConsole('/notifications');
    expect(await screen.findByText('Bienvenue !')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Canal suivi' }), 'Salle A');
    expect(await screen.findByText("Aucune notification n'a été envoyée sur ce canal.")).toBeTruthy();
    const text = screen.getByRole('textbox', { name: 'Texte de la notification' });
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Saisissez le texte de la notification.')).toBeTruthy();
    await user.type(text, 'La pause commence');
    expect(screen.getByText('17 / 500 caractères')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Notification envoyée sur le canal Salle A.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST' && call.path.endsWith('/notifications'))?.body).toEqual({
      text: 'La pause commence',
    });
    const history = screen.getByRole('region', { name: 'Notifications envoyées' });
    expect(within(history).getByText('La pause commence')).toBeTruthy();
    expect((text as HTMLTextAreaElement).value).toBe('');
    // Another organiser's notification arrives over the socket (once, even if it comes twice).
    const other = { notificationId: 'N3', channelId: ROOM_A, text: 'Reprise à 11 h', sentAt: new Date().toISOString() };
    frame({ type: 'notification', notification: other });
    frame({ type: 'notification', notification: other });
    expect(await within(history).findAllByText('Reprise à 11 h')).toHaveLength(1);
  });

  it('shows the chat live, deletes a message after a confirmation, and a chatDeleted frame removes one for everyone', async () => {
    const calls = mockApi({
      [`GET ${APP_API}/live/channels/${PLENARY}/chat`]: () =>
        ok({ items: [chatMessage('C2', 'Marc', 'Très intéressant'), chatMessage('C1', 'Lina', '<b>Bonjour</b>')] }),
      [`DELETE ${APP_API}/live/channels/${PLENARY}/chat/C2`]: () => ({ status: 204 }),
    });
    const { user, frame } = await openConsole('/chat');
    const log = await screen.findByRole('log', { name: 'Chat du canal Plénière' });
    // Plain text, oldest first.
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(2));
    expect(within(log).getAllByRole('listitem')[0]?.textContent).toContain('<b>Bonjour</b>');
    expect(log.querySelector('b')).toBeNull();
    frame({ type: 'chat', message: chatMessage('C3', 'Zoé', 'Question sur le micro') });
    await waitFor(() => expect(within(log).getAllByRole('listitem').at(-1)?.textContent).toContain('Question sur le micro'));

    await user.click(within(log).getByRole('button', { name: 'Supprimer le message de Marc' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer ce message ?' });
    expect(within(dialog).getByText('Le message de Marc disparaîtra pour tous les participants.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer le message' }));
    await waitFor(() => expect(within(log).queryByText('Très intéressant')).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(await screen.findByText('Le message a été supprimé.')).toBeTruthy();

    frame({ type: 'chatDeleted', channelId: PLENARY, messageId: 'C3' });
    await waitFor(() => expect(within(log).queryByText('Question sur le micro')).toBeNull());
    expect(within(log).getAllByRole('listitem')).toHaveLength(1);
  });

  it("mutes a message's author, then offers to unmute; banning asks first", async () => {
    const calls = mockApi({
      [`GET ${APP_API}/live/channels/${PLENARY}/chat`]: () => ok({ items: [chatMessage('C1', 'Lina', 'Bonjour')] }),
      [`PUT ${APP_API}/live/participants/P-Lina/status`]: (call) =>
        ok({ participantId: 'P-Lina', displayName: 'Lina', ...(call.body as object) }),
    });
    const { user } = await openConsole('/chat');
    const log = await screen.findByRole('log', { name: 'Chat du canal Plénière' });
    await user.click(await within(log).findByRole('button', { name: 'Rendre muet : Lina' }));
    expect(await screen.findByText('Lina ne peut plus écrire dans le chat.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ status: 'muted' });
    expect(within(log).getByRole('button', { name: 'Rendre la parole à Lina' })).toBeTruthy();
    expect(within(log).getByText('(muet)')).toBeTruthy();

    await user.click(within(log).getByRole('button', { name: 'Exclure Lina' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exclure Lina ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Exclure' }));
    expect(await screen.findByText('Lina est exclu du module.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([{ status: 'muted' }, { status: 'banned' }]);
  });

  it("shows the API's refusal (403) of a moderation", async () => {
    mockApi({
      [`GET ${APP_API}/live/channels/${PLENARY}/chat`]: () => ok({ items: [chatMessage('C1', 'Lina', 'Bonjour')] }),
      [`PUT ${APP_API}/live/participants/P-Lina/status`]: () => apiError(403, 'FORBIDDEN'),
    });
    const { user } = await openConsole('/chat');
    await user.click(await screen.findByRole('button', { name: 'Rendre muet : Lina' }));
    expect((await screen.findByRole('alert')).textContent).toBe("Vous n'avez pas les droits nécessaires pour cette action.");
    expect(screen.getByRole('button', { name: 'Rendre muet : Lina' })).toBeTruthy();
  });

  it('lists private messages with a count of new ones, marks one read, and refreshes on a stale version', async () => {
    let version = 1;
    let stale = false;
    const calls = mockApi({
      [`GET ${APP_API}/live/messages`]: () =>
        ok({
          items: [
            privateMessage({ version }),
            privateMessage({ messageId: 'M0', displayName: 'Paul', text: 'Où est la salle B ?', status: 'answered', version: 3 }),
          ],
        }),
      [`PATCH ${APP_API}/live/messages/M1`]: (call) => {
        if (stale) return apiError(409, 'CONFLICT');
        version += 1;
        return ok(privateMessage({ ...(call.body as { status: 'read' }), version }));
      },
    });
    const { user, frame } = await openConsole('/messages');
    const tabs = screen.getByRole('navigation', { name: 'Sections de la console' });
    expect(await within(tabs).findByRole('link', { name: 'Messages 1 nouveau' })).toBeTruthy();
    expect(await screen.findByText('Les diapositives seront-elles partagées ?')).toBeTruthy();
    expect(screen.getByText('Nouveau')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Paul/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Marquer comme lu : message de Lina' }));
    expect(await screen.findByText('Lu')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ status: 'read', version: 1 });
    expect(within(tabs).getByRole('link', { name: 'Messages' })).toBeTruthy();

    // A new message arrives live, and counts in the tab.
    frame({ type: 'privateMessage', message: privateMessage({ messageId: 'M2', displayName: 'Zoé', text: 'Merci !' }) });
    expect(await screen.findByText('Merci !')).toBeTruthy();
    expect(within(tabs).getByRole('link', { name: 'Messages 1 nouveau' })).toBeTruthy();

    stale = true;
    const before = calls.filter((call) => call.method === 'GET' && call.path.endsWith('/messages')).length;
    await user.click(screen.getByRole('button', { name: 'Marquer comme répondu : message de Lina' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ce message venait de changer : la liste a été rechargée. Vérifiez-le avant de réessayer.',
    );
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'GET' && call.path.endsWith('/messages')).length).toBeGreaterThan(before),
    );
  });

  it('saves the configuration with its version, sets a password, and offers the reload on a stale version', async () => {
    let state = liveState();
    let conflict = false;
    const calls = mockApi({
      [`GET ${APP_API}/live`]: () => ok(state),
      [`PUT ${APP_API}/live/config`]: (call) => {
        if (conflict) return apiError(409, 'CONFLICT');
        const { passwd, version, ...rest } = call.body as Record<string, unknown>;
        return ok({ ...rest, passwordSet: typeof passwd === 'string', version: (version as number) + 1 });
      },
    });
    const { user } = await openConsole('/config');
    expect(await screen.findByRole('heading', { level: 2, name: 'Configuration' })).toBeTruthy();
    const chat = screen.getByRole('checkbox', { name: 'Chat visible' });
    expect(screen.getByText('Les participants voient et utilisent le chat.')).toBeTruthy();
    await user.click(chat);
    const pong = screen.getByRole('spinbutton', { name: 'Intervalle du signal de présence (secondes)' });
    await user.clear(pong);
    await user.type(pong, '400');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Saisissez un nombre entier de secondes de 5 à 300.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
    await user.clear(pong);
    await user.type(pong, '20');
    await user.click(screen.getByRole('radio', { name: 'Définir un mot de passe' }));
    await user.type(screen.getByLabelText(/Nouveau mot de passe/), 'salon2026');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('La configuration est enregistrée.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      notificationVisible: true,
      chatVisible: false,
      autoDeleteConnection: true,
      pong: 20,
      logMinute: 1,
      passwd: 'salon2026',
      version: 2,
    });
    expect(screen.getByText('Un mot de passe est demandé pour rejoindre.')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Supprimer le mot de passe' })).toBeTruthy();

    // Someone else saved meanwhile: 409, then the reload shows their version.
    conflict = true;
    state = liveState({ config: { ...liveState().config, pong: 45, version: 9 } });
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Ces données ont été modifiées entre-temps. Rechargez la page avant de réessayer.');
    await user.click(within(alert).getByRole('button', { name: 'Recharger la dernière version' }));
    await waitFor(() =>
      expect((screen.getByRole('spinbutton', { name: 'Intervalle du signal de présence (secondes)' }) as HTMLInputElement).value).toBe(
        '45',
      ),
    );
  });

  it('creates, renames and closes channels (closing asks first)', async () => {
    const calls = mockApi({
      [`POST ${APP_API}/live/channels`]: () => ({ status: 201, body: channel({ channelId: 'NEW', name: 'Salle B', count: 0, seq: 0 }) }),
      [`PATCH ${APP_API}/live/channels/${PLENARY}`]: (call) => ok(channel({ ...(call.body as object), version: 2 })),
    });
    const { user } = await openConsole('/config');
    const section = await screen.findByRole('region', { name: 'Canaux' });
    expect(within(section).getByText('2 canaux sur 20 au plus.')).toBeTruthy();
    await user.type(within(section).getByRole('textbox', { name: 'Nom du nouveau canal' }), 'Salle B');
    await user.click(within(section).getByRole('button', { name: 'Créer le canal' }));
    expect(await within(section).findByText('Le canal Salle B est créé et ouvert.')).toBeTruthy();
    expect(within(section).getByRole('textbox', { name: 'Nom du canal Salle B' })).toBeTruthy();

    await user.click(within(section).getByRole('button', { name: 'Fermer le canal Plénière' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fermer le canal Plénière ?' });
    expect(
      within(dialog).getByText('Les 3 participants connectés seront déconnectés, et personne ne pourra plus le rejoindre.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Fermer le canal' }));
    expect(await within(section).findByText('Le canal Plénière est fermé.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ status: 'closed', version: 1 });
    expect(within(section).getByRole('button', { name: 'Ouvrir le canal Plénière' })).toBeTruthy();
  });

  it('shows a reader the live state without any acting control', async () => {
    mockApi(
      {
        [`GET ${APP_API}/live/channels/${PLENARY}/chat`]: () => ok({ items: [chatMessage('C1', 'Lina', 'Bonjour')] }),
        [`GET ${APP_API}/live/channels/${PLENARY}/notifications`]: () => ok({ items: [] }),
        [`GET ${APP_API}/live/messages`]: () => ok({ items: [privateMessage()] }),
      },
      modules({ level: 'read' }),
    );
    const { user } = await openConsole('/chat');
    expect(screen.getByText('Votre accès à ce module est en lecture seule : vous suivez le direct sans pouvoir agir.')).toBeTruthy();
    expect(await screen.findByText('Bonjour')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Supprimer|Rendre|Exclure/ })).toBeNull();
    const tabs = screen.getByRole('navigation', { name: 'Sections de la console' });
    await user.click(within(tabs).getByRole('link', { name: 'Notifications' }));
    expect(await screen.findByText("Aucune notification n'a été envoyée sur ce canal.")).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(within(tabs).getByRole('link', { name: /Messages/ }));
    expect(await screen.findByText('Les diapositives seront-elles partagées ?')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Marquer/ })).toBeNull();
    await user.click(within(tabs).getByRole('link', { name: 'Configuration' }));
    expect((await screen.findByRole('checkbox', { name: 'Chat visible' })).matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Nom du nouveau canal' })).toBeNull();
  });

  it('reconnects with a fresh ticket after a drop and asks again for what it may have missed', async () => {
    const calls = mockApi();
    const { socket } = await openConsole();
    const reads = () => calls.filter((call) => call.method === 'GET' && call.path === `${APP_API}/live`).length;
    const before = reads();
    act(() => socket.close());
    expect(await screen.findByText('Reconnexion…')).toBeTruthy();
    await waitFor(() => expect(FakeSocket.made).toHaveLength(2), { timeout: 3_000 });
    const second = FakeSocket.made[1]!;
    expect(second.url).toContain('ticket=t2');
    act(() => second.open());
    expect(await screen.findByText('Connecté en direct')).toBeTruthy();
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
  });

  it('is a 404 for an application of another kind', async () => {
    const catalogue = modules({ kind: 'catalogue' });
    answerApi((call) =>
      call.path === `/api/projects/${PROJECT_ID}`
        ? ok(salonDetail([catalogue]))
        : call.path === `/api/projects/${PROJECT_ID}/applications/direct`
          ? ok(catalogue)
          : undefined,
    );
    renderApp(CONSOLE_URL);
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeTruthy();
    expect(FakeSocket.made).toHaveLength(0);
  });

  it('is linked from the application dashboard and the project dashboard, for a modules application only', async () => {
    mockApi({ 'GET /api/application-kinds': () => ok({ items: [] }) });
    const { user } = renderApp(`/fr/customer/projects/${PROJECT_ID}/dashboard`);
    const open = await screen.findByRole('link', { name: 'Console en direct de « Direct du salon »' });
    expect(open.getAttribute('href')).toBe(CONSOLE_URL);
    await user.click(screen.getByRole('link', { name: 'Tableau de bord de « Direct du salon »' }));
    const link = await screen.findByRole('link', { name: 'Ouvrir la console en direct' });
    expect(link.getAttribute('href')).toBe(CONSOLE_URL);
    expect(screen.queryByRole('heading', { name: 'Éléments et fiches' })).toBeNull();
    expect(screen.queryByRole('link', { name: "Données d'exemple" })).toBeNull();
  });
});
