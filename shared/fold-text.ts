/**
 * One folding of texts for every comparison that ignores case and accents: the records lists' sort keys and search,
 * import matching, category names, and the published sites' search (functions/webapps).
 */
/** Lower case, without accents or ligatures, single spaces: the form both sorting and searching compare. */
export function foldText(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/œ/gi, 'oe')
      .replace(/æ/gi, 'ae')
      .replace(/ß/g, 'ss')
      .toLowerCase()
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters become spaces, like any other space.
      .replace(/[\u0000-\u001f\s]+/g, ' ')
      .trim()
  );
}
