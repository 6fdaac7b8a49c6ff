import { useIntl } from 'react-intl';

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** Bytes in the reader's language with a fitting unit ("1.2 GB"); a dash when unknown. */
export function useBytes() {
  const intl = useIntl();
  return (value: number | null | undefined): string => {
    if (value === null || value === undefined) return '—';
    let size = value;
    let unit = 0;
    while (size >= 1024 && unit < UNITS.length - 1) {
      size /= 1024;
      unit += 1;
    }
    return intl.formatNumber(size, {
      style: 'unit',
      unit: UNITS[unit],
      unitDisplay: 'short',
      maximumFractionDigits: unit === 0 ? 0 : 1,
    });
  };
}
