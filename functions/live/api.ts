import { authenticateSession } from '../lib/auth/sessions';
import { createHandler } from '../lib/entry';
import { createApi } from '../lib/http/api';
import { registerSchedules, runScheduleEvent } from '../lib/jobs';
import { liveSweep } from './deps';
import { chatFrame } from './handlers/chat';
import { connect } from './handlers/connect';
import { consoleTicket } from './handlers/console-ticket';
import { createChannel } from './handlers/create-channel';
import { deleteChat } from './handlers/delete-chat';
import { disconnect } from './handlers/disconnect';
import { getLive } from './handlers/get-live';
import { getPublicModule } from './handlers/get-public-module';
import { getSamples } from './handlers/get-samples';
import { listChat } from './handlers/list-chat';
import { listMessages } from './handlers/list-messages';
import { listNotifications } from './handlers/list-notifications';
import { messageFrame } from './handlers/message';
import { participantTicket } from './handlers/participant-ticket';
import { ping } from './handlers/ping';
import { saveConfig } from './handlers/save-config';
import { sendNotification } from './handlers/send-notification';
import { setParticipantStatus } from './handlers/set-participant-status';
import { syncFrame } from './handlers/sync';
import { unknownFrame } from './handlers/unknown-frame';
import { updateChannel } from './handlers/update-channel';
import { updateMessage } from './handlers/update-message';
import { liveDomain } from '../manifest';

const P = '/api/projects/{projectId}/applications/{applicationId}/live';

registerSchedules({ liveSweep: (now: Date) => liveSweep.run(now) });

export const handler = createHandler(liveDomain, {
  http: createApi(
    liveDomain,
    {
      'POST /api/realtime/tickets': consoleTicket,
      [`GET ${P}`]: getLive,
      [`PUT ${P}/config`]: saveConfig,
      [`POST ${P}/channels`]: createChannel,
      [`PATCH ${P}/channels/{channelId}`]: updateChannel,
      [`GET ${P}/channels/{channelId}/samples`]: getSamples,
      [`GET ${P}/channels/{channelId}/notifications`]: listNotifications,
      [`POST ${P}/channels/{channelId}/notifications`]: sendNotification,
      [`GET ${P}/channels/{channelId}/chat`]: listChat,
      [`DELETE ${P}/channels/{channelId}/chat/{messageId}`]: deleteChat,
      [`PUT ${P}/participants/{participantId}/status`]: setParticipantStatus,
      [`GET ${P}/messages`]: listMessages,
      [`PATCH ${P}/messages/{messageId}`]: updateMessage,
      'GET /api/live/{projectId}/{applicationId}': getPublicModule,
      'POST /api/live/{projectId}/{applicationId}/tickets': participantTicket,
    },
    { authenticate: authenticateSession },
  ),
  websocket: {
    $connect: connect,
    $disconnect: disconnect,
    $default: unknownFrame,
    ping,
    sync: syncFrame,
    chat: chatFrame,
    message: messageFrame,
  },
  schedules: runScheduleEvent,
});
