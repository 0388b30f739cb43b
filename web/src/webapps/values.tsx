/** @jsxImportSource preact */
import type { Language } from '../../../shared/constants';
import { safeLink } from '../../../shared/links';
import type { PublicRecord, PublicSection, PublicValue } from '../../../shared/webapp-public';
import type { Translate } from '../live/i18n';
import { formatDate, formatNumber } from './format';
import { messages as m } from './messages';
import { playerFor } from './video';

type FileValue = Extract<PublicValue, { type: 'files' }>['files'][number];

const textOf = (record: PublicRecord, key: string): string => {
  const value = record.values[key];
  return value?.type === 'text' ? value.text.trim() : '';
};

/**
 * The record's title and the keys it shows: a person's first and last names together (speakers, users), else the
 * first text among the card fields, else its first text value (never a video address).
 */
export function recordTitle(record: PublicRecord, section: PublicSection): { keys: readonly string[]; text: string } | undefined {
  const keys = [...section.fields.map((field) => field.key), ...Object.keys(record.values)];
  const first = keys.find((key) => /^first_?name$/i.test(key) && textOf(record, key));
  const last = keys.find((key) => /^last_?name$/i.test(key) && textOf(record, key));
  if (first && last) return { keys: [first, last], text: `${textOf(record, first)} ${textOf(record, last)}` };
  for (const key of keys) {
    const text = textOf(record, key);
    if (text && !playerFor(text)) return { keys: [key], text };
  }
  return undefined;
}

/**
 * Where a file of the public answers may be linked or shown from: the site's own file routes (a path of this origin)
 * or a web address (the preview's signed URLs); undefined for anything else.
 */
export function fileHref(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  return /^\/(?![/\\])[^\s\\]*$/.test(url) ? url : safeLink(url);
}

/** The record's first image (a file of an image type). */
export function recordImage(record: PublicRecord, keys: readonly string[]): FileValue | undefined {
  for (const key of keys) {
    const value = record.values[key];
    if (value?.type === 'files') {
      const image = value.files.find((file) => file.type.startsWith('image/'));
      if (image) return image;
    }
  }
  return undefined;
}

/** A value as short text (cards, groups); '' when it has none (html, files). */
export function valueText(value: PublicValue | undefined, lang: Language, t: Translate): string {
  if (!value) return '';
  switch (value.type) {
    case 'text':
    case 'link':
      return value.text;
    case 'number':
      return formatNumber(value.number, lang);
    case 'date':
      return formatDate(value.date, lang);
    case 'yesno':
      return t(value.yes ? m.yes : m.no);
    case 'choices':
      return value.labels.join(', ');
    case 'pairs':
      return value.pairs.map((pair) => `${pair.label} : ${pair.value}`).join(', ');
    default:
      return '';
  }
}

function Player({ text, title, t }: { readonly text: string; readonly title: string; readonly t: Translate }) {
  const player = playerFor(text);
  if (!player) return <p class="site-text">{text}</p>;
  if (player.type === 'embed')
    return (
      <div class="site-player">
        <iframe
          src={player.src}
          title={t(m.video, { title })}
          loading="lazy"
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          referrerpolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  if (player.type === 'video')
    return (
      // biome-ignore lint/a11y/useMediaCaption: organisers' replays come without caption files.
      <video class="site-video" src={player.src} controls preload="metadata" aria-label={t(m.video, { title })} />
    );
  return (
    <p>
      <a href={player.href} rel="noopener" target="_blank">
        {t(m.watch)} <span class="site-hidden">{t(m.external)}</span>
      </a>
    </p>
  );
}

function File({ file }: { readonly file: FileValue }) {
  const src = fileHref(file.previewUrl ?? file.url);
  if (file.type.startsWith('image/') && src) return <img class="site-image" src={src} alt={file.name} loading="lazy" decoding="async" />;
  const href = fileHref(file.url);
  return href ? (
    <a href={href} rel="noopener">
      {file.name}
    </a>
  ) : (
    <span>{file.name}</span>
  );
}

/** A link field's address: a player for a video, else the address as a link; text when it is no web address. */
function LinkValue({
  text,
  href,
  title,
  t,
}: {
  readonly text: string;
  readonly href: string;
  readonly title: string;
  readonly t: Translate;
}) {
  const link = safeLink(href);
  if (!link) return <p class="site-text">{text}</p>;
  if (playerFor(link)?.type !== 'link') return <Player text={link} title={title} t={t} />;
  return (
    <p class="site-text">
      <a href={link} rel="noopener noreferrer" target="_blank">
        {text} <span class="site-hidden">{t(m.external)}</span>
      </a>
    </p>
  );
}

/** A value in full (record pages): html as the server sanitized it, files, players for video addresses. */
export function Value(props: { readonly value: PublicValue; readonly lang: Language; readonly t: Translate; readonly title: string }) {
  const { value, lang, t, title } = props;
  switch (value.type) {
    case 'html':
      // The server sanitized this HTML (the public read API's contract).
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized server-side.
      return <div class="site-html" dangerouslySetInnerHTML={{ __html: value.html }} />;
    case 'link':
      return <LinkValue text={value.text} href={value.href} title={title} t={t} />;
    case 'text':
      return /^https?:\/\//i.test(value.text.trim()) ? (
        <Player text={value.text} title={title} t={t} />
      ) : (
        <p class="site-text">{value.text}</p>
      );
    case 'files':
      return (
        <ul class="site-files">
          {value.files.map((file) => (
            <li key={file.url}>
              <File file={file} />
            </li>
          ))}
        </ul>
      );
    case 'pairs':
      return (
        <dl class="site-pairs">
          {value.pairs.map((pair) => (
            <div key={pair.label}>
              <dt>{pair.label}</dt>
              <dd>{pair.value}</dd>
            </div>
          ))}
        </dl>
      );
    default:
      return <p>{valueText(value, lang, t)}</p>;
  }
}
