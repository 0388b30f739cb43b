/**
 * Small decorative flags for the language switcher (always aria-hidden: the label says the language).
 * Presentation attributes only, no style attributes (strict CSP).
 */
import type { Language } from '../../../../shared/constants';

const common = { width: 20, height: 14, focusable: false, className: 'flag' } as const;

function Tricolour({ colours, vertical }: { colours: readonly [string, string, string]; vertical: boolean }) {
  return (
    <svg {...common} aria-hidden="true" viewBox="0 0 30 21">
      {colours.map((colour, index) =>
        vertical ? (
          <rect key={colour} x={index * 10} y={0} width={10} height={21} fill={colour} />
        ) : (
          <rect key={colour} x={0} y={index * 7} width={30} height={7} fill={colour} />
        ),
      )}
    </svg>
  );
}

function UnionFlag() {
  return (
    <svg {...common} aria-hidden="true" viewBox="0 0 60 42">
      <rect width={60} height={42} fill="#012169" />
      <path d="M0,0 L60,42 M60,0 L0,42" stroke="#ffffff" strokeWidth={8} />
      <path d="M0,0 L60,42 M60,0 L0,42" stroke="#c8102e" strokeWidth={3} />
      <path d="M30,0 V42 M0,21 H60" stroke="#ffffff" strokeWidth={12} />
      <path d="M30,0 V42 M0,21 H60" stroke="#c8102e" strokeWidth={7} />
    </svg>
  );
}

function SpanishFlag() {
  return (
    <svg {...common} aria-hidden="true" viewBox="0 0 30 20">
      <rect width={30} height={20} fill="#aa151b" />
      <rect y={5} width={30} height={10} fill="#f1bf00" />
    </svg>
  );
}

export function Flag({ language }: { language: Language }) {
  switch (language) {
    case 'fr':
      return <Tricolour vertical colours={['#002654', '#ffffff', '#ce1126']} />;
    case 'en':
      return <UnionFlag />;
    case 'es':
      return <SpanishFlag />;
    case 'it':
      return <Tricolour vertical colours={['#009246', '#ffffff', '#ce2b37']} />;
    case 'de':
      return <Tricolour vertical={false} colours={['#000000', '#dd0000', '#ffce00']} />;
  }
}
