import { format, type Locale } from 'date-fns';

import { DEFAULT_DATE_FORMAT, TIME_FORMAT } from '../machines/constants';

export { DEFAULT_DATE_FORMAT, TIME_FORMAT };

/** Date patterns a user may choose in the profile (date-fns tokens). */
export const allowedDateFormats = [
  'dd.MM.yyyy',
  'yyyy-MM-dd',
  'MM/dd/yyyy',
  'dd/MM/yyyy',
  'd. MMMM yyyy',
] as const;

export interface DateFormatInputs {
  /** The user's `date_format` claim. */
  dateFormat?: string | null;
  /** The realm's `default_date_format` claim. */
  defaultDateFormat?: string | null;
}

export function resolveDateFormat({ dateFormat, defaultDateFormat }: DateFormatInputs): string {
  return dateFormat || defaultDateFormat || DEFAULT_DATE_FORMAT;
}

export function formatDate(
  date: Date | number,
  pattern: string = DEFAULT_DATE_FORMAT,
  locale?: Locale,
): string {
  return format(date, pattern, locale ? { locale } : undefined);
}

export function formatTime(date: Date | number): string {
  return format(date, TIME_FORMAT);
}
