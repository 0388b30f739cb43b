/**
 * Domains call each other's services, never in a circle: a cycle between two domains means neither owns the
 * rule they share (docs/architecture.md, "Layout"). Checked on the folder graph of functions/, tests aside, by
 * `npm run check:domains`; a cycle inside one domain (its handlers and its services) is that domain's business.
 */
const base = require('./.dependency-cruiser.cjs');

module.exports = {
  forbidden: [
    {
      name: 'no-cycle-between-domains',
      comment: 'A domain that reaches back into a domain that calls it: move the shared rule to the callee, or to functions/lib.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^functions/([^/]+)' },
      to: { circular: true, pathNot: '^functions/$1(/|$)' },
    },
  ],
  options: {
    ...base.options,
    includeOnly: '^functions/(?!lib/|manifest)',
    exclude: { path: '[.]test[.]ts$|/test-[^/]+[.]ts$' },
  },
};
