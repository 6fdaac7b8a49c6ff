// The sample values the editor's preview fills a design with: the learner, the title and the unit in the
// app's language, dates in the current user's date format, a plausible number and verification address.
import { addMonths } from 'date-fns';
import type { IntlShape } from 'react-intl';
import { formatDate } from '../../i18n/dates';
import type { CertificateValues } from '../../schemas/certificateDesign';
import { cm } from './messages';

export const SAMPLE_CODE = 'K7QX2M4PZR8W3NBT5HJC';

export function sampleValues(
  intl: IntlShape,
  dateFormat: string,
  origin: string,
  today = new Date(),
): CertificateValues {
  return {
    name: intl.formatMessage(cm.sampleName),
    title: intl.formatMessage(cm.sampleTitle),
    date: formatDate(today, dateFormat),
    score: intl.formatNumber(0.92, { style: 'percent' }),
    expires: formatDate(addMonths(today, 24), dateFormat),
    unit: intl.formatMessage(cm.sampleUnit),
    number: 'C-000123',
    url: `${origin}/verify/${SAMPLE_CODE}`,
  };
}

/** pdf-lib places a line's baseline one ascent (Noto: 1.069 em) below the box's top. */
export const ASCENT_EM = 1.069;
export const MM_PER_PT = 25.4 / 72;

/** A rough line width (half an em per character), so long texts are squeezed into their box as the PDF shrinks them. */
export const roughWidthMm = (text: string, fontSizePt: number) => text.length * 0.5 * fontSizePt * MM_PER_PT;
