/**
 * The one way the web app shows HTML that someone typed (a record's HTML fields): sanitised in the browser with
 * DOMPurify, with the allowlist the server applies on write (sanitize-html): paragraphs, line breaks, strong, em, u, s,
 * links to http, https, mailto or tel only (given `rel="noopener noreferrer"`), lists, h2 to h4, blockquote. Anything
 * else goes: scripts, event handlers, styles, images, frames, other URL schemes. Sanitising again here means that a
 * value written before the rule, or by another path, is still shown safely.
 *
 * Load it lazily (the form renderer does): DOMPurify stays out of the screens that show no HTML.
 */
import DOMPurify from 'dompurify';

const ALLOWED_TAGS = ['p', 'br', 'strong', 'em', 'u', 's', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote'];
const ALLOWED_URI_REGEXP = /^(?:https?|mailto|tel):/i;

const purifier = DOMPurify(window);
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName !== 'A') return;
  const href = node.getAttribute('href');
  if (href === null || !ALLOWED_URI_REGEXP.test(href.trim())) node.removeAttribute('href');
  else node.setAttribute('rel', 'noopener noreferrer');
});

/** `html` with only the allowed tags and attributes left. */
export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href'],
    ALLOWED_URI_REGEXP,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}

export default function SafeHtml({
  html,
  className,
  lang,
}: {
  readonly html: string;
  readonly className?: string;
  readonly lang?: string;
}) {
  return (
    <div
      className={['safe-html', className].filter(Boolean).join(' ')}
      lang={lang}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised just above with DOMPurify and the server's allowlist.
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
    />
  );
}
