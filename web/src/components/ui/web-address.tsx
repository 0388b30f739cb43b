import { safeLink } from '../../../../shared/links';

/**
 * A web address someone typed (an application's URL), shown as a link only when it is an http(s) address
 * (shared/links.ts), as text otherwise: a stored value never becomes a `javascript:` link.
 */
export function WebAddress({ value }: { readonly value: string }) {
  const href = safeLink(value);
  return href ? (
    <a href={href} rel="noopener noreferrer">
      {value}
    </a>
  ) : (
    value
  );
}
