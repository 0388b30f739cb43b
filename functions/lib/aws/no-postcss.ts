/**
 * Swapped in for `postcss` in the Lambda bundles (infra/constructs/bundling.ts). sanitize-html only parses CSS
 * for `allowedStyles`, which the records' HTML policy never sets (no `style` attribute survives): this keeps
 * postcss and source-map-js (~90 KB minified) out of every bundle that sanitises HTML.
 */
export function parse(): never {
  throw new Error('CSS parsing is not bundled: no HTML policy here allows styles');
}
