/**
 * The console's "Temps réel" tab (`…/live`): every channel with its live count, the participants' link to share
 * (with a copy button), and for the followed channel its count now in big text (announced politely, at most every
 * few seconds) and the curve of its connected count over the chosen period (count-chart.tsx, visx).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Channel, CountSample } from '../../../../../shared/schemas/live';
import { FormStatus } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { StackedCell, StackedRow, StackedTable } from '../../../components/ui/stacked-table';
import { useLocale } from '../../../lib/use-locale';
import { samplesQuery } from '../api/live';
import { CountChart } from '../components/count-chart';
import { livePointsKey, useLive, useTabTitle } from '../live-console';
import { realtimeMessages as messages } from '../messages';

const PERIODS = [1, 6, 24, 48] as const;
/** A screen reader hears the count at most this often. */
const ANNOUNCE_EVERY_MS = 5_000;
/** The curve's window slides this often even when nobody joins or leaves. */
const TICK_MS = 15_000;

/** `value`, changed at most once every `ms` (the last change always arrives). */
function useThrottled<T>(value: T, ms: number): T {
  const [shown, setShown] = useState(value);
  const last = useRef(0);
  useEffect(() => {
    const wait = Math.max(0, last.current + ms - Date.now());
    const timer = setTimeout(() => {
      last.current = Date.now();
      setShown(value);
    }, wait);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return shown;
}

function useNow(every: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), every);
    return () => clearInterval(timer);
  }, [every]);
  return now;
}

function ShareLink({ path }: { readonly path: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const [copied, setCopied] = useState<boolean | null>(null);
  const url = `${window.location.origin}/${locale}${path}`;
  const copy = () =>
    navigator.clipboard?.writeText(url).then(
      () => setCopied(true),
      () => setCopied(false),
    ) ?? setCopied(false);
  return (
    <section className="card live-share" aria-labelledby="live-share-title">
      <h2 id="live-share-title">{intl.formatMessage(messages.shareTitle)}</h2>
      <p className="muted">{intl.formatMessage(messages.shareHint)}</p>
      <p className="live-share-row">
        <a href={url} className="live-share-url">
          {url}
        </a>
        <button type="button" className="button" onClick={() => void copy()}>
          {intl.formatMessage(messages.copy)}
        </button>
      </p>
      <FormStatus>{copied === null ? null : intl.formatMessage(copied ? messages.copied : messages.copyFailed)}</FormStatus>
    </section>
  );
}

function ChannelCurve({ channel }: { readonly channel: Channel }) {
  const intl = useIntl();
  const { to } = useLive();
  const [hours, setHours] = useState<number>(6);
  const now = useNow(TICK_MS);
  const { data: page } = useQuery(samplesQuery(to, channel.channelId, hours));
  const { data: live = [] } = useQuery({
    queryKey: livePointsKey(to, channel.channelId),
    queryFn: (): readonly CountSample[] => [],
    staleTime: Number.POSITIVE_INFINITY,
  });
  const announced = useThrottled(channel.count, ANNOUNCE_EVERY_MS);
  return (
    <section className="card live-curve" aria-labelledby="live-curve-title">
      <h2 id="live-curve-title">{intl.formatMessage(messages.countOf, { name: channel.name })}</h2>
      <p className="live-count" aria-hidden="true">
        <strong>{intl.formatNumber(channel.count)}</strong>{' '}
        <span className="muted">{intl.formatMessage(messages.unit, { count: channel.count })}</span>
      </p>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {intl.formatMessage(messages.count, { count: announced })}
      </p>
      <SelectField
        className="live-period"
        label={intl.formatMessage(messages.period)}
        value={String(hours)}
        onChange={(event) => setHours(Number(event.target.value))}
        options={PERIODS.map((value) => ({ value: String(value), label: intl.formatMessage(messages.hours, { hours: value }) }))}
      />
      {page ? (
        <>
          {page.samples.length === 0 && live.length === 0 ? <p className="muted">{intl.formatMessage(messages.noSamples)}</p> : null}
          <CountChart
            name={channel.name}
            samples={page.samples}
            live={live}
            count={channel.count}
            hours={hours}
            now={Math.max(now, Date.now())}
          />
        </>
      ) : null}
    </section>
  );
}

export function Component() {
  const intl = useIntl();
  const { state, channel, to } = useLive();
  const title = intl.formatMessage(messages.title);
  useTabTitle(title);
  if (!state) return null;
  const headers = {
    name: intl.formatMessage(messages.name),
    status: intl.formatMessage(messages.status),
    connected: intl.formatMessage(messages.connected),
  };
  return (
    <div className="live-tab" key={to.applicationId}>
      <h2 className="visually-hidden">{title}</h2>
      {channel ? <ChannelCurve key={channel.channelId} channel={channel} /> : null}
      {state.channels.length > 0 ? (
        <section className="card" aria-labelledby="live-channels-title">
          <h2 id="live-channels-title">{intl.formatMessage(messages.channels)}</h2>
          <StackedTable caption={intl.formatMessage(messages.caption)} columns={[headers.name, headers.status, headers.connected]}>
            {state.channels.map((item) => (
              <StackedRow key={item.channelId} header={item.name}>
                <StackedCell label={headers.status}>
                  {intl.formatMessage(item.status === 'open' ? messages.open : messages.closed)}
                </StackedCell>
                <StackedCell label={headers.connected} numeric>
                  {intl.formatNumber(item.count)}
                </StackedCell>
              </StackedRow>
            ))}
          </StackedTable>
        </section>
      ) : null}
      <ShareLink path={state.participantPath} />
    </div>
  );
}
