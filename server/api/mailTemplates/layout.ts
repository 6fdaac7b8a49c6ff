// The mail's HTML: a responsive MJML layout around the formatted blocks, with the unit's logo and colour on
// top and a footer that says who sends it and why (and, for the optional kinds, where to turn them off).
// Everything put into the MJML source is escaped here or was escaped by format.ts.
import mjml2html from 'mjml';
import { escapeHtml, MailRenderError, type MailBlock } from './format';

export interface Branding {
  /** The organisation's name, printed in the header when there is no logo. */
  name: string;
  /** An absolute http(s) address of the logo, or null. */
  logoUrl: string | null;
  /** #rrggbb */
  colour: string;
}

export interface Footer {
  why: string;
  /** For REMINDERS and DIGESTS: the sentence and the profile link. */
  optOut: { sentence: string; label: string; href: string } | null;
  /** A test mail says so above its text. */
  testNotice: string | null;
}

export interface LayoutInput {
  lang: string;
  subject: string;
  blocks: MailBlock[];
  branding: Branding;
  footer: Footer;
}

const RTL_LANGUAGES = new Set(['ar', 'fa', 'he', 'ur', 'yi', 'ps', 'dv', 'ku']);
export const directionOf = (lang: string) => (RTL_LANGUAGES.has(lang.split('-')[0]!) ? 'rtl' : 'ltr');

/** Black or white, whichever reads better on `hex` (WCAG relative luminance). */
export function textOn(hex: string): string {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return (luminance + 0.05) / 0.05 > 1.05 / (luminance + 0.05) ? '#111111' : '#ffffff';
}

const attr = (value: string) => escapeHtml(value);

/**
 * MJML takes far longer than everything else of a mail, and mails of one template differ only in their texts.
 * So the layout is compiled with a slot (`mjslot<n>x`) where each text goes, once per shape (template, branding,
 * footer, language), and a mail is that HTML with its already escaped texts put into the slots. MJML passes
 * the content of mj-text, mj-button, mj-title and mj-preview and the button's href through unchanged.
 */
type Slot = (escaped: string) => string;
const compiled = new Map<string, string>();
const COMPILED_MAX = 200;

function blockSource(block: MailBlock, colour: string, slot: Slot): string {
  if (block.kind === 'button') {
    return `<mj-button href="${slot(attr(block.href))}" background-color="${colour}" color="${textOn(colour)}" align="left" font-size="16px" font-weight="600" border-radius="6px" inner-padding="12px 22px">${slot(block.label)}</mj-button>`;
  }
  return `<mj-text>${slot(block.html)}</mj-text>`;
}

function headerSource(branding: Branding): string {
  const fg = textOn(branding.colour);
  const inner = branding.logoUrl
    ? `<mj-image src="${attr(branding.logoUrl)}" alt="${attr(branding.name)}" width="160px" align="left" padding="0" />`
    : `<mj-text color="${fg}" font-size="20px" font-weight="700" padding="0">${escapeHtml(branding.name)}</mj-text>`;
  return `<mj-section background-color="${branding.colour}" padding="18px 24px"><mj-column>${inner}</mj-column></mj-section>`;
}

function footerSource(footer: Footer): string {
  const optOut = footer.optOut
    ? `<mj-text>${escapeHtml(footer.optOut.sentence)} <a href="${attr(footer.optOut.href)}" style="color:#374151">${escapeHtml(footer.optOut.label)}</a></mj-text>`
    : '';
  return `<mj-section padding="12px 24px"><mj-column><mj-text>${escapeHtml(footer.why)}</mj-text>${optOut}</mj-column></mj-section>`;
}

export async function layoutMail(input: LayoutInput): Promise<string> {
  const { branding, footer } = input;
  const slots: string[] = [];
  const slot: Slot = (escaped) => {
    slots.push(escaped);
    return `mjslot${slots.length - 1}x`;
  };
  const preview = input.blocks.find((b) => b.kind === 'text')?.text.slice(0, 140) ?? '';
  const notice = footer.testNotice
    ? `<mj-text font-size="13px" color="#92400e" container-background-color="#fef3c7">${escapeHtml(footer.testNotice)}</mj-text>`
    : '';
  const source = `<mjml lang="${attr(input.lang)}" dir="${directionOf(input.lang)}">
<mj-head>
<mj-title>${slot(escapeHtml(input.subject))}</mj-title>
<mj-preview>${slot(escapeHtml(preview))}</mj-preview>
<mj-attributes>
<mj-all font-family="-apple-system, 'Segoe UI', Helvetica, Arial, sans-serif" />
<mj-text font-size="16px" line-height="1.55" color="#1f2937" padding="8px 0" />
</mj-attributes>
<mj-style>a { color: #1d4ed8; }</mj-style>
</mj-head>
<mj-body background-color="#f3f4f6" width="600px">
${headerSource(branding)}
<mj-section background-color="#ffffff" padding="20px 24px"><mj-column>
${notice}${input.blocks.map((b) => blockSource(b, branding.colour, slot)).join('\n')}
</mj-column></mj-section>
${footerSource(footer).replaceAll('<mj-text>', '<mj-text font-size="13px" color="#4b5563" line-height="1.5">')}
</mj-body>
</mjml>`;
  let html = compiled.get(source);
  if (html === undefined) {
    try {
      html = (await mjml2html(source, { validationLevel: 'soft', keepComments: false })).html;
    } catch (error) {
      throw new MailRenderError(`The mail layout failed: ${(error as Error).message}`);
    }
    if (compiled.size >= COMPILED_MAX) compiled.delete(compiled.keys().next().value!);
    compiled.set(source, html);
  }
  // One pass over the compiled layout: a text that itself reads like a slot is not filled again.
  return html.replace(/mjslot(\d+)x/g, (token, i: string) => slots[Number(i)] ?? token);
}
