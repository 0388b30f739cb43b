import { safeLink } from '../../../shared/links';

/** How a video address plays on the site: an embedded player (privacy-enhanced), a `<video>`, or a plain link. */
export type Player =
  | { readonly type: 'embed'; readonly src: string }
  | { readonly type: 'video'; readonly src: string }
  | { readonly type: 'link'; readonly href: string };

const YOUTUBE_ID = /^[\w-]{6,20}$/;

/** The player of an http(s) address written with its scheme (shared/links.ts), or undefined when the text is not one. */
export function playerFor(text: string): Player | undefined {
  const href = /^\s*https?:\/\//i.test(text) ? safeLink(text) : undefined;
  if (!href) return undefined;
  const url = new URL(href);
  const host = url.hostname.replace(/^(www|m)\./, '');
  let youtube: string | undefined;
  if (host === 'youtu.be') youtube = url.pathname.slice(1).split('/')[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') youtube = url.searchParams.get('v') ?? undefined;
    else youtube = /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname)?.[1];
  }
  if (youtube && YOUTUBE_ID.test(youtube)) return { type: 'embed', src: `https://www.youtube-nocookie.com/embed/${youtube}` };
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = /^\/(?:video\/)?(\d{3,12})(?:\/|$)/.exec(url.pathname)?.[1];
    if (id) return { type: 'embed', src: `https://player.vimeo.com/video/${id}?dnt=1` };
  }
  // media-src https: only (the CSP): a plain-http file stays a link.
  if (url.protocol === 'https:' && /\.(mp4|webm)$/i.test(url.pathname)) return { type: 'video', src: url.href };
  return { type: 'link', href: url.href };
}
