/**
 * The curve of a channel's connected count (visx): the samples the server keeps every `logMinute` minutes, then the
 * counts that arrived live (`count` frames), then the count now; x is the time over the chosen period, y the count.
 * Its width follows its container (no sideways scroll at 390 px). The SVG is one image named by its label; what it
 * shows is said in words beside it (a visually hidden table: minimum, maximum, now), for screen readers.
 */
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear, scaleTime } from '@visx/scale';
import { AreaClosed, LinePath } from '@visx/shape';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CountSample } from '../../../../../shared/schemas/live';
import { realtimeMessages as messages } from '../messages';

const HEIGHT = 220;
const MARGIN = { top: 12, right: 12, bottom: 28, left: 36 };

interface Point {
  readonly at: number;
  readonly count: number;
}

/** The container's width, followed as it changes (a fallback where ResizeObserver is missing). */
function useWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (element.clientWidth > 0) setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.floor(entry?.contentRect.width ?? 0);
      if (next > 0) setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** The points of the curve over [from, now]: history, then live counts later than it, then now. */
export function curvePoints(
  samples: readonly CountSample[],
  live: readonly CountSample[],
  now: number,
  count: number,
  from: number,
): Point[] {
  const history = samples.map((sample) => ({ at: Date.parse(sample.at), count: sample.count }));
  const last = history.at(-1)?.at ?? Number.NEGATIVE_INFINITY;
  const later = live.map((sample) => ({ at: Date.parse(sample.at), count: sample.count })).filter((point) => point.at > last);
  return [...history, ...later, { at: now, count }].filter((point) => Number.isFinite(point.at) && point.at >= from && point.at <= now);
}

export function CountChart({
  name,
  samples,
  live,
  count,
  hours,
  now,
}: {
  readonly name: string;
  readonly samples: readonly CountSample[];
  readonly live: readonly CountSample[];
  readonly count: number;
  readonly hours: number;
  readonly now: number;
}) {
  const intl = useIntl();
  const id = useId();
  const { ref, width } = useWidth(320);
  const from = now - hours * 3_600_000;
  const points = curvePoints(samples, live, now, count, from);
  const counts = points.map((point) => point.count);
  const min = Math.min(...counts);
  const max = Math.max(...counts);
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleTime({ domain: [new Date(from), new Date(now)], range: [0, innerWidth] });
  const y = scaleLinear({ domain: [0, Math.max(4, Math.ceil(max * 1.15))], range: [innerHeight, 0], nice: true });
  const xOf = (point: Point) => x(new Date(point.at));
  const yOf = (point: Point) => y(point.count);
  const label = intl.formatMessage(messages.curve, { name });
  return (
    <figure className="live-chart" aria-labelledby={`${id}-label`}>
      <figcaption id={`${id}-label`} className="visually-hidden">
        {label}
      </figcaption>
      <div ref={ref} className="live-chart-frame">
        <svg width={width} height={HEIGHT} role="img" aria-label={label} aria-describedby={`${id}-summary`} focusable="false">
          <Group left={MARGIN.left} top={MARGIN.top}>
            <AreaClosed<Point> data={points} x={xOf} y={yOf} yScale={y} className="live-chart-area" />
            <LinePath<Point> data={points} x={xOf} y={yOf} className="live-chart-line" />
            <AxisLeft scale={y} numTicks={4} tickFormat={(value) => intl.formatNumber(Number(value))} axisClassName="live-chart-axis" />
            <AxisBottom
              top={innerHeight}
              scale={x}
              numTicks={width < 480 ? 3 : 6}
              tickFormat={(value) => intl.formatTime(value as Date, { hour: '2-digit', minute: '2-digit' })}
              axisClassName="live-chart-axis"
            />
          </Group>
        </svg>
      </div>
      <p id={`${id}-summary`} className="visually-hidden">
        {intl.formatMessage(messages.summary, { hours, min, max, now: count })}
      </p>
      <table className="visually-hidden">
        <caption>{label}</caption>
        <tbody>
          <tr>
            <th scope="row">{intl.formatMessage(messages.minimum)}</th>
            <td>{intl.formatNumber(min)}</td>
          </tr>
          <tr>
            <th scope="row">{intl.formatMessage(messages.maximum)}</th>
            <td>{intl.formatNumber(max)}</td>
          </tr>
          <tr>
            <th scope="row">{intl.formatMessage(messages.now)}</th>
            <td>{intl.formatNumber(count)}</td>
          </tr>
        </tbody>
      </table>
    </figure>
  );
}
