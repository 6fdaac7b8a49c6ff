// Where a template's text shows placeholders as chips and where a problem is marked: character ranges from
// the ICU parser's locations (a date's whole `{x, date, medium}`, a plural's head `{n, plural,`, a link tag's
// `<x>` and `</x>`), or, while the text does not parse, every simple `{name}`.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { MailTemplateProblem } from '../../schemas/mailTemplate';

export interface Mark {
  start: number;
  end: number;
}

export interface Segment {
  text: string;
  start: number;
  chip: boolean;
  problem: boolean;
}

function chipsOf(elements: MessageFormatElement[], text: string, out: Mark[]) {
  for (const el of elements) {
    const at = el.location;
    if (!at || el.type === TYPE.literal || el.type === TYPE.pound) continue;
    if (el.type === TYPE.tag) {
      out.push({ start: at.start.offset, end: at.start.offset + el.value.length + 2 });
      out.push({ start: at.end.offset - el.value.length - 3, end: at.end.offset });
      chipsOf(el.children, text, out);
    } else if (el.type === TYPE.plural || el.type === TYPE.select) {
      const firstBranch = text.indexOf('{', at.start.offset + 1);
      out.push({ start: at.start.offset, end: firstBranch > 0 ? firstBranch : at.end.offset });
      for (const option of Object.values(el.options)) chipsOf(option.value, text, out);
    } else {
      out.push({ start: at.start.offset, end: at.end.offset });
    }
  }
}

export function chipMarks(text: string): Mark[] {
  const out: Mark[] = [];
  try {
    chipsOf(parse(text, { captureLocation: true }), text, out);
  } catch {
    for (const m of text.matchAll(/\{\s*[A-Za-z_]\w*\s*\}/g))
      out.push({ start: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** The text cut where a chip or a problem starts or ends; a problem without length marks one character. */
export function segmentsOf(text: string, problems: MailTemplateProblem[]): Segment[] {
  const chips = chipMarks(text);
  const marked = problems.map((p) => ({
    start: Math.min(p.position.offset, text.length),
    end: Math.max(Math.min(p.end.offset, text.length), Math.min(p.position.offset + 1, text.length)),
  }));
  const cuts = new Set([0, text.length]);
  for (const m of [...chips, ...marked]) cuts.add(m.start).add(m.end);
  const sorted = [...cuts].filter((c) => c >= 0 && c <= text.length).sort((a, b) => a - b);
  const inside = (marks: Mark[], at: number) => marks.some((m) => m.start <= at && at < m.end);
  const segments: Segment[] = [];
  for (let i = 0; i < sorted.length - 1; i += 1) {
    const start = sorted[i]!;
    segments.push({
      text: text.slice(start, sorted[i + 1]),
      start,
      chip: inside(chips, start),
      problem: inside(marked, start),
    });
  }
  return segments;
}
