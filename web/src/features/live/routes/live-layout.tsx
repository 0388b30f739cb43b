/**
 * `/{lang}/customer/projects/{projectId}/applications/{applicationId}/live` (docs/product.md, "Screens and routes":
 * interactive modules): the organiser's console of a modules application. This layout loads the module's state,
 * opens the console's one WebSocket (live-console.tsx) for its tabs, says its state politely ("Connecté en direct",
 * "Reconnexion…"), and offers the tabs (Temps réel, Notifications, Chat, Messages, Configuration) and the channel
 * they follow. Reading watches; acting needs the write level (the API refuses anyway). An application of another
 * kind is a 404.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link, type LoaderFunctionArgs, NavLink, Outlet, useParams } from 'react-router';
import { hasLiveConsole } from '../../../../../shared/kinds';
import { atLeast } from '../../../../../shared/projects';
import type { LiveState } from '../../../../../shared/schemas/live';
import { Loading } from '../../../components/projects/loading';
import { ProjectHeader } from '../../../components/projects/project-header';
import { SelectField } from '../../../components/ui/select-field';
import { applicationQuery, projectQuery } from '../../../lib/projects/queries';
import { applicationRefOf, canLoad, notFound, paths, projectIdOf } from '../../../lib/projects/route-helpers';
import { useProjectApplication } from '../../../lib/projects/use-project-application';
import { queryClient } from '../../../lib/query-client';
import { useLocale } from '../../../lib/use-locale';
import { liveStateQuery, messagesQuery } from '../api/live';
import { LiveConsoleProvider, useLiveConsole } from '../live-console';
import { consoleMessages as messages } from '../messages';
import '../modules.css';

export { ProjectRouteError as ErrorBoundary } from '../../../components/shell/route-error';

/** The project, the application (a modules one, else 404) and the module's state. */
export async function loader(args: LoaderFunctionArgs) {
  if (!canLoad(args)) return null;
  const projectId = projectIdOf(args.params);
  const ref = applicationRefOf(args.params, 'applicationId');
  const [, application] = await Promise.all([
    queryClient.fetchQuery(projectQuery(projectId)),
    queryClient.fetchQuery(applicationQuery(projectId, ref)),
  ]);
  if (!hasLiveConsole(application.kind)) throw notFound();
  await queryClient.fetchQuery(liveStateQuery({ projectId, applicationId: application.applicationId }));
  return null;
}

/** Open channels first (the default choice is the first), in the API's order otherwise. */
const channelOrder = (state: LiveState) => [
  ...state.channels.filter((channel) => channel.status === 'open'),
  ...state.channels.filter((channel) => channel.status !== 'open'),
];

function SocketStatus() {
  const intl = useIntl();
  const { socket } = useLiveConsole();
  const text =
    socket.status === 'open'
      ? messages.open
      : socket.status === 'reconnecting'
        ? messages.reconnecting
        : socket.status === 'connecting'
          ? messages.connecting
          : messages.stopped;
  return (
    <p role="status" className={`live-socket live-socket-${socket.status}`}>
      <span className="live-socket-dot" aria-hidden="true" />
      {intl.formatMessage(text)}
    </p>
  );
}

function ChannelChoice({ state }: { readonly state: LiveState }) {
  const intl = useIntl();
  const { channelId, chooseChannel } = useLiveConsole();
  if (state.channels.length === 0) return <p className="notice">{intl.formatMessage(messages.noChannel)}</p>;
  return (
    <SelectField
      className="live-channel-choice"
      label={intl.formatMessage(messages.channel)}
      value={channelId ?? ''}
      onChange={(event) => chooseChannel(event.target.value)}
      options={channelOrder(state).map((channel) => ({
        value: channel.channelId,
        label: channel.status === 'open' ? channel.name : intl.formatMessage(messages.closedChannel, { name: channel.name }),
      }))}
    />
  );
}

function Tabs({ base }: { readonly base: string }) {
  const intl = useIntl();
  const { to } = useLiveConsole();
  const { data } = useInfiniteQuery(messagesQuery(to));
  const fresh = data?.pages.reduce((total, page) => total + page.items.filter((item) => item.status === 'new').length, 0) ?? 0;
  const tabs = [
    { path: base, text: messages.realtime, end: true },
    { path: `${base}/notifications`, text: messages.notifications },
    { path: `${base}/chat`, text: messages.chat },
    { path: `${base}/messages`, text: messages.messages, badge: fresh },
    { path: `${base}/config`, text: messages.config },
  ];
  return (
    <nav aria-label={intl.formatMessage(messages.nav)} className="live-tabs">
      <ul>
        {tabs.map((tab) => (
          <li key={tab.path}>
            <NavLink to={tab.path} end={tab.end ?? false}>
              {intl.formatMessage(tab.text)}
              {tab.badge ? (
                <>
                  {' '}
                  <span className="live-badge">{intl.formatMessage(messages.newMessages, { count: tab.badge })}</span>
                </>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Component() {
  const { projectId = '', applicationId: ref = '' } = useParams();
  const intl = useIntl();
  const locale = useLocale();
  const { project, application } = useProjectApplication(projectId, ref);
  const to = { projectId, applicationId: application?.applicationId ?? '' };
  const { data: state } = useQuery({ ...liveStateQuery(to), enabled: application !== undefined });
  if (!project || !application || !state) return <Loading />;
  const dashboard = paths.application(locale, projectId, ref);
  return (
    <LiveConsoleProvider
      key={to.applicationId}
      to={to}
      canWrite={atLeast(application.level, 'write')}
      title={application.title}
      channelIds={channelOrder(state).map((channel) => channel.channelId)}
    >
      <div className="page projects-page live-console">
        <ProjectHeader project={project} page={application.title} canConfigure={project.level === 'full'} />
        <header className="page-header">
          <p className="eyebrow">{application.title}</p>
          <h1>{intl.formatMessage(messages.eyebrow)}</h1>
          {atLeast(application.level, 'write') ? null : <p className="notice">{intl.formatMessage(messages.readOnly)}</p>}
          <p>
            <Link to={dashboard}>{intl.formatMessage(messages.toDashboard)}</Link>
          </p>
        </header>
        <SocketStatus />
        <Tabs base={`${dashboard}/live`} />
        <ChannelChoice state={state} />
        <Outlet />
      </div>
    </LiveConsoleProvider>
  );
}
