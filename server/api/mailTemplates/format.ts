// A template's text filled in with one mail's values, twice: as HTML paragraphs (every value and every
// literal of the template escaped, links as <a> or buttons) and as plain text. The ICU work (plurals, dates,
// numbers in the mail's language) is intl-messageformat's; this file decides what values and links become.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import {
  placeholdersOf,
  type MailData,
  type MailEvent,
  type PlaceholderKind,
} from '../../../src/schemas/mailEvents';

export class MailRenderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MailRenderError';
  }
}

export const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/** A paragraph of the body: text (HTML and plain) or a button (a paragraph holding only a link tag). */
export type MailBlock =
  | { kind: 'text'; html: string; text: string }
  | { kind: 'button'; href: string; label: string; labelText: string };

// Links are formatted to a marker first, so a paragraph holding only one can become a button after formatting
// (plurals and selects decide what a paragraph holds). Control characters are stripped from values, so no value
// can forge a marker.
const MARK = '\u0001';
const markerOf = (i: number) => `${MARK}${i}${MARK}`;
const MARKERS = new RegExp(`${MARK}(\\d+)${MARK}`, 'g');
const ONLY_MARKER = new RegExp(`^${MARK}(\\d+)${MARK}$`);
// Control characters in a value (tab, line feed and carriage return stay): the Unicode class, so no control
// character is written into the pattern itself.
const CONTROL = /(?![\t\n\r])\p{Cc}/gu;

interface Link {
  href: string;
  html: string;
  text: string;
}

const isHttp = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/** The template's literals escaped for HTML (the AST is plain data; a copy is changed). */
function escapeLiterals(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((el) => {
    if (el.type === TYPE.literal) return { ...el, value: escapeHtml(el.value) };
    if (el.type === TYPE.tag) return { ...el, children: escapeLiterals(el.children) };
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      const options = Object.fromEntries(
        Object.entries(el.options).map(([key, option]) => [
          key,
          { ...option, value: escapeLiterals(option.value) },
        ]),
      );
      return { ...el, options } as typeof el;
    }
    return el;
  });
}

const dateFormats = (timeZone: string) => ({
  date: {
    short: { timeZone, day: 'numeric', month: 'numeric', year: '2-digit' },
    medium: { timeZone, day: 'numeric', month: 'short', year: 'numeric' },
    long: { timeZone, day: 'numeric', month: 'long', year: 'numeric' },
    full: { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  },
  time: {
    short: { timeZone, hour: 'numeric', minute: 'numeric' },
    medium: { timeZone, hour: 'numeric', minute: 'numeric', second: 'numeric' },
    long: { timeZone, hour: 'numeric', minute: 'numeric', timeZoneName: 'short' },
    full: { timeZone, hour: 'numeric', minute: 'numeric', timeZoneName: 'short' },
  },
});

export interface FormatInput {
  event: MailEvent;
  source: string;
  locale: string;
  timeZone: string;
  /** The event's and the common placeholders' values. */
  data: MailData;
}

/** Each placeholder's value as the formatter needs it: dates as Date, numbers as numbers, text cleaned. */
function typedValues(event: MailEvent, data: MailData) {
  const kinds = new Map<string, PlaceholderKind>(placeholdersOf(event).map((p) => [p.name, p.kind]));
  const values: Record<string, string | number | Date> = {};
  for (const [name, kind] of kinds) {
    const raw = data[name];
    if (raw === undefined || raw === null) continue;
    if (kind === 'DATE') {
      const date = new Date(raw);
      if (Number.isNaN(date.getTime())) throw new MailRenderError(`The value of "${name}" is not a date.`);
      values[name] = date;
    } else if (kind === 'NUMBER') {
      const n = Number(raw);
      if (!Number.isFinite(n)) throw new MailRenderError(`The value of "${name}" is not a number.`);
      values[name] = n;
    } else {
      const text = String(raw).replace(CONTROL, '');
      if (kind === 'LINK' && !isHttp(text))
        throw new MailRenderError(`The value of "${name}" is not a web address.`);
      values[name] = text;
    }
  }
  return { kinds, values };
}

function run(ast: MessageFormatElement[], input: FormatInput, values: Record<string, unknown>): string {
  try {
    const message = new IntlMessageFormat(ast, input.locale, dateFormats(input.timeZone) as never);
    const out = message.format(values as never) as unknown;
    return Array.isArray(out) ? out.join('') : String(out);
  } catch (error) {
    throw new MailRenderError(`The template cannot be filled in: ${(error as Error).message}`);
  }
}

/** The template's text in HTML and plain text, with the links it holds (markers in the text point at them). */
function formatBoth(input: FormatInput) {
  let ast: MessageFormatElement[];
  try {
    ast = parse(input.source);
  } catch (error) {
    throw new MailRenderError(`The template is not valid ICU: ${(error as Error).message}`);
  }
  const { kinds, values } = typedValues(input.event, input.data);
  const links: Link[] = [];
  const htmlValues: Record<string, unknown> = {};
  const textValues: Record<string, unknown> = {};
  const textLinks: Link[] = [];
  for (const [name, kind] of kinds) {
    const value = values[name];
    if (value === undefined) continue;
    if (typeof value !== 'string') {
      htmlValues[name] = textValues[name] = value;
    } else if (kind === 'LINK') {
      // A bare link shows its address; as a tag, its label (the tag's function receives the formatted label).
      htmlValues[name] = (chunks: string[]) => {
        links.push({ href: value, html: chunks.join(''), text: '' });
        return markerOf(links.length - 1);
      };
      textValues[name] = (chunks: string[]) => {
        textLinks.push({ href: value, html: '', text: chunks.join('') });
        return markerOf(textLinks.length - 1);
      };
    } else {
      // Line breaks in a value stay inside its paragraph (a blank line would start a new one).
      const oneParagraph = value.replace(/\n[ \t]*(?=\n)/g, '').replace(/\n+/g, '\n');
      htmlValues[name] = escapeHtml(oneParagraph).replaceAll('\n', '<br>');
      textValues[name] = oneParagraph;
    }
  }
  // A bare `{link}` is an argument, not a tag: give it the address as both label and target.
  const bare = (elements: MessageFormatElement[]): MessageFormatElement[] =>
    elements.map((el) =>
      el.type === TYPE.argument && kinds.get(el.value) === 'LINK'
        ? {
            type: TYPE.tag,
            value: el.value,
            children: [{ type: TYPE.literal, value: String(values[el.value] ?? '') }],
          }
        : el.type === TYPE.plural || el.type === TYPE.select
          ? ({
              ...el,
              options: Object.fromEntries(
                Object.entries(el.options).map(([k, o]) => [k, { ...o, value: bare(o.value) }]),
              ),
            } as typeof el)
          : el.type === TYPE.tag
            ? { ...el, children: bare(el.children) }
            : el,
    );
  const withLinks = bare(ast);
  const html = run(escapeLiterals(withLinks), input, htmlValues);
  const text = run(withLinks, input, textValues);
  return { html, text, links, textLinks };
}

/** A one-line text (the subject): plain, no links (validation keeps links out of subjects). */
export function formatLine(input: FormatInput): string {
  return formatBoth(input).text.replace(MARKERS, '').replace(/\s+/g, ' ').trim();
}

/** The body as blocks, and its plain-text form (a button's label and address on lines of their own). */
export function formatBody(input: FormatInput): { blocks: MailBlock[]; text: string } {
  const { html, text, links, textLinks } = formatBoth(input);
  const paragraphs = (s: string) =>
    s
      .replace(/\r\n?/g, '\n')
      .split(/\n[ \t]*\n/)
      .map((p) => p.trim())
      .filter(Boolean);
  const htmlParts = paragraphs(html);
  const textParts = paragraphs(text);
  const blocks: MailBlock[] = htmlParts.map((part, i) => {
    const only = ONLY_MARKER.exec(part);
    const textPart = textParts[i] ?? '';
    if (only) {
      const link = links[Number(only[1])]!;
      return {
        kind: 'button',
        href: link.href,
        label: link.html,
        labelText: textPart.replace(MARKERS, (_, n: string) => textLinks[Number(n)]!.text),
      };
    }
    return {
      kind: 'text',
      html: part
        .replace(MARKERS, (_, n: string) => {
          const link = links[Number(n)]!;
          return `<a href="${escapeHtml(link.href)}">${link.html}</a>`;
        })
        .replaceAll('\n', '<br>'),
      text: textPart,
    };
  });
  const plain = textParts
    .map((part) => {
      const only = ONLY_MARKER.exec(part);
      if (only) {
        const link = textLinks[Number(only[1])]!;
        return link.text === link.href ? link.href : `${link.text}:\n${link.href}`;
      }
      return part.replace(MARKERS, (_, n: string) => {
        const link = textLinks[Number(n)]!;
        return link.text === link.href ? link.href : `${link.text} (${link.href})`;
      });
    })
    .join('\n\n');
  return { blocks, text: plain };
}
