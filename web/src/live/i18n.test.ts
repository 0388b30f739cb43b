import { describe, expect, it } from 'vitest';
import { compileCatalogue } from '../../i18n-precompile';
import { createTranslator, defineMessages } from './i18n';

const m = defineMessages({
  channel: { id: 'test.channel', defaultMessage: 'Canal : {name}' },
  count: { id: 'test.count', defaultMessage: '{n, plural, one {# message} other {# messages}}' },
  missing: { id: 'test.missing', defaultMessage: 'Par défaut {x}' },
});
const source = { 'test.channel': 'Channel: {name}', 'test.count': '{n, plural, =0 {no message} one {# message} other {# messages}}' };

describe('live page messages', () => {
  it('formats the build’s precompiled ASTs: literals, arguments, plurals', () => {
    const t = createTranslator('en', JSON.parse(compileCatalogue(JSON.stringify(source))));
    expect(t(m.channel, { name: '<b>A</b>' })).toBe('Channel: <b>A</b>');
    expect(t(m.count, { n: 0 })).toBe('no message');
    expect(t(m.count, { n: 1 })).toBe('1 message');
    expect(t(m.count, { n: 3 })).toBe('3 messages');
  });

  it('formats catalogue strings (tests, dev) and falls back to the French default', () => {
    const t = createTranslator('fr', source);
    expect(t(m.channel, { name: 'Salle A' })).toBe('Channel: Salle A');
    expect(t(m.missing, { x: 1 })).toBe('Par défaut 1');
  });
});
