/**
 * Tiny DOM helpers. Text is only ever set as text nodes or `textContent`: whatever a participant or the organiser
 * typed can never be parsed as HTML.
 */

type Child = Node | string | null | undefined | false;
type Props = Readonly<Record<string, string | number | boolean | null | undefined | EventListener>>;

export function h<K extends keyof HTMLElementTagNameMap>(tag: K, props: Props = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (value === null || value === undefined || value === false) continue;
    if (typeof value === 'function') element.addEventListener(name.slice(2).toLowerCase(), value);
    else if (name === 'text') element.textContent = String(value);
    else element.setAttribute(name, value === true ? '' : String(value));
  }
  append(element, ...children);
  return element;
}

export function append(parent: Node, ...children: Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    parent.appendChild(typeof child === 'string' ? document.createTextNode(child) : child);
  }
}

/** Replaces an element's children. */
export function replace(parent: Element, ...children: Child[]): void {
  parent.replaceChildren();
  append(parent, ...children);
}

/** A `<section>` labelled by its `<h2>` (whose id is `${id}-heading`), then its content. */
export function panel(id: string, heading: string, ...children: Child[]): HTMLElement {
  return h('section', { 'aria-labelledby': `${id}-heading` }, h('h2', { id: `${id}-heading`, text: heading }), ...children);
}
