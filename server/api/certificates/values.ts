// What a certificate prints, from its frozen row: the dates in the learner's date format and the
// certificate's language, the number as "C-000123", the verification URL (also the QR code's).
import { format, type Locale } from 'date-fns';
import { cs } from 'date-fns/locale/cs';
import { de } from 'date-fns/locale/de';
import { el } from 'date-fns/locale/el';
import { enGB } from 'date-fns/locale/en-GB';
import { es } from 'date-fns/locale/es';
import { fi } from 'date-fns/locale/fi';
import { fr } from 'date-fns/locale/fr';
import { hu } from 'date-fns/locale/hu';
import { it } from 'date-fns/locale/it';
import { ja } from 'date-fns/locale/ja';
import { nl } from 'date-fns/locale/nl';
import { pt } from 'date-fns/locale/pt';
import { ru } from 'date-fns/locale/ru';
import { sl } from 'date-fns/locale/sl';
import { sv } from 'date-fns/locale/sv';
import { tr } from 'date-fns/locale/tr';
import { vi } from 'date-fns/locale/vi';
import { zhCN } from 'date-fns/locale/zh-CN';
import type { ServerConfig } from '../../config';
import type { IssuedCertificateData } from '../../db/schema/credentials';
import type { CertificateValues } from '../../../src/schemas/certificateDesign';
import { certificateVerificationUrl } from '../openBadges/urls';

// Swahili has no date-fns locale: its month names fall back to English (the numeric formats are unaffected).
const DATE_LOCALES: Record<string, Locale> = {
  cs,
  de,
  el,
  en: enGB,
  es,
  fi,
  fr,
  hu,
  it,
  ja,
  nl,
  pt,
  ru,
  sl,
  sv,
  tr,
  vi,
  zh: zhCN,
};

/** "C-000123": the number printed on the certificate and shown in lists. */
export const certificateNumber = (number: number) => `C-${String(number).padStart(6, '0')}`;

/** A YYYY-MM-DD day in a date-fns pattern; a pattern date-fns refuses falls back to the ISO day. */
export function formatDay(day: string, pattern: string, locale: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  try {
    return format(new Date(y, m - 1, d), pattern, { locale: DATE_LOCALES[locale] ?? enGB });
  } catch {
    return day;
  }
}

export interface PrintedCertificate {
  number: number;
  code: string;
  locale: string;
  data: IssuedCertificateData;
}

export function certificateValues(
  certificate: PrintedCertificate,
  config: Pick<ServerConfig, 'publicUrl'>,
): CertificateValues {
  const { data, locale } = certificate;
  return {
    name: data.learnerName,
    title: data.title,
    date: formatDay(data.completedOn, data.dateFormat, locale),
    score: data.score === null ? '' : `${data.score} %`,
    expires: data.expiresOn ? formatDay(data.expiresOn, data.dateFormat, locale) : '',
    unit: data.unitName ?? '',
    number: certificateNumber(certificate.number),
    url: certificateVerificationUrl(config, certificate.code),
  };
}
