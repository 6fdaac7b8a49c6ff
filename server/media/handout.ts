// The demo PDF handout: a real two-page document written with pdf-lib, so the PDF viewer and downloads
// have something genuine to show.
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const ACCENT = rgb(0x57 / 255, 0x61 / 255, 0xee / 255);
const TEXT = rgb(0.11, 0.13, 0.19);

type Block = { heading: string } | { paragraph: string } | { bullets: string[] };

const PAGES: Block[][] = [
  [
    { heading: 'Why it matters' },
    {
      paragraph:
        'Most security incidents start with an ordinary action: a reused password, a link in a convincing e-mail, an unlocked laptop. ' +
        'This handout sums up the habits from the course "Information security basics" so you can keep them at hand.',
    },
    { heading: 'Passwords and sign-in' },
    {
      bullets: [
        'Use long passphrases, for example four unrelated words.',
        'Use a different password for every service; let a password manager remember them.',
        'Turn on multi-factor authentication wherever it is offered.',
        'Never share a password, not even with IT support or your manager.',
        'Deny sign-in requests on your phone that you did not start, and report them.',
      ],
    },
    { heading: 'Recognising phishing' },
    {
      bullets: [
        'Be wary of pressure: "act now", "your account will be closed", "urgent payment".',
        'Check the sender and hover over links: look-alike addresses are a warning sign.',
        'Do not open unexpected attachments or "enable content" in documents.',
        'Report suspicious messages with the report button or to the IT service desk.',
      ],
    },
  ],
  [
    { heading: 'Protecting data and devices' },
    {
      bullets: [
        'Lock your screen whenever you step away (Windows key + L, Control + Command + Q on a Mac).',
        'Install updates promptly: most attacks use weaknesses that already have a fix.',
        'Share only what is needed, only with people who need it, only through approved tools.',
        'Keep personal and customer data out of private cloud storage and off USB sticks.',
      ],
    },
    { heading: 'When something goes wrong' },
    {
      paragraph:
        'Clicked a link, entered a password on a strange page, lost a phone? Report it immediately to the IT service desk. ' +
        'A report in the first minutes limits the damage far more than any later clean-up, and reporting is never a reason for blame.',
    },
    { heading: 'Checklist' },
    {
      bullets: [
        'My important accounts use multi-factor authentication.',
        'I use a password manager and no password twice.',
        'I know how to report a suspicious message.',
        'My devices install updates automatically.',
        'I lock my screen when I leave my desk.',
      ],
    },
  ],
];

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > width && line) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function drawBlocks(page: PDFPage, blocks: Block[], regular: PDFFont, bold: PDFFont, startY: number) {
  const width = A4[0] - 2 * MARGIN;
  let y = startY;
  const write = (text: string, font: PDFFont, size: number, x: number, maxWidth: number) => {
    for (const line of wrap(text, font, size, maxWidth)) {
      page.drawText(line, { x, y, size, font, color: TEXT });
      y -= size * 1.45;
    }
  };
  for (const block of blocks) {
    if ('heading' in block) {
      y -= 10;
      page.drawText(block.heading, { x: MARGIN, y, size: 15, font: bold, color: ACCENT });
      y -= 24;
    } else if ('paragraph' in block) {
      write(block.paragraph, regular, 11, MARGIN, width);
      y -= 6;
    } else {
      for (const bullet of block.bullets) {
        page.drawCircle({ x: MARGIN + 4, y: y + 3.5, size: 2, color: ACCENT });
        write(bullet, regular, 11, MARGIN + 16, width - 16);
        y -= 2;
      }
      y -= 6;
    }
  }
}

export async function createSecurityHandoutPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fixed = new Date('2024-01-01T00:00:00Z');
  doc.setTitle('Information security basics - handout');
  doc.setAuthor('LMS demo content');
  doc.setSubject('Passwords, phishing and protecting data: the essentials on two pages');
  doc.setLanguage('en');
  doc.setCreationDate(fixed);
  doc.setModificationDate(fixed);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  PAGES.forEach((blocks, index) => {
    const page = doc.addPage(A4);
    const top = A4[1] - MARGIN;
    page.drawRectangle({ x: 0, y: A4[1] - 12, width: A4[0], height: 12, color: ACCENT });
    if (index === 0) {
      page.drawText('Information security basics', {
        x: MARGIN,
        y: top - 10,
        size: 24,
        font: bold,
        color: TEXT,
      });
      page.drawText('Handout to the demo course', {
        x: MARGIN,
        y: top - 34,
        size: 12,
        font: regular,
        color: ACCENT,
      });
    }
    drawBlocks(page, blocks, regular, bold, index === 0 ? top - 70 : top - 10);
    const footer = `Information security basics - page ${index + 1} of ${PAGES.length}`;
    page.drawText(footer, { x: MARGIN, y: MARGIN / 2, size: 9, font: regular, color: TEXT });
  });
  return doc.save();
}
