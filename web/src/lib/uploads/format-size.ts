import type { IntlShape } from 'react-intl';

/** A size in the UI language (`2,5 Mo`, `2.5 MB`). */
export function formatSize(intl: IntlShape, bytes: number): string {
  const kilobytes = bytes / 1024;
  if (kilobytes < 1024) return intl.formatNumber(Math.max(kilobytes, 0.1), { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 1 });
  return intl.formatNumber(kilobytes / 1024, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
}
