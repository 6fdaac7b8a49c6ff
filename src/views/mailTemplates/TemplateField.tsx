// One field of a template (subject or body): what the administrator types, drawn again underneath with the
// placeholders as chips and the problems' spots marked, and the problems listed below it with their line
// and column (each can select its spot in the field).
import { Button, Flex, Text } from '@radix-ui/themes';
import { forwardRef, useImperativeHandle, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { MailTemplateProblem } from '../../schemas/mailTemplate';
import { mt, problemText } from './messages';
import { segmentsOf } from './templateMarks';

export interface TemplateFieldHandle {
  /** Inserts `snippet` at the cursor (replacing a selection) and answers the new text. */
  insert(snippet: string): string;
}

interface Props {
  id: string;
  label: string;
  hint?: string;
  value: string;
  multiline: boolean;
  disabled: boolean;
  problems: MailTemplateProblem[];
  onChange(value: string): void;
  onFocus(): void;
}

export const TemplateField = forwardRef<TemplateFieldHandle, Props>(function TemplateField(props, ref) {
  const intl = useIntl();
  const area = useRef<HTMLTextAreaElement>(null);
  useImperativeHandle(ref, () => ({
    insert(snippet) {
      const el = area.current!;
      const start = el.selectionStart ?? props.value.length;
      const end = el.selectionEnd ?? start;
      const next = props.value.slice(0, start) + snippet + props.value.slice(end);
      // The new text renders first; then the cursor goes after the snippet.
      requestAnimationFrame(() => {
        el.focus();
        el.setSelectionRange(start + snippet.length, start + snippet.length);
      });
      return next;
    },
  }));
  const problemsId = `${props.id}-problems`;
  const hintId = `${props.id}-hint`;
  const segments = segmentsOf(props.value, props.problems);
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={props.id} size="2" weight="bold">
        {props.label}
      </Text>
      {props.hint ? (
        <Text id={hintId} size="1" color="gray">
          {props.hint}
        </Text>
      ) : null}
      <div className="mt-field" data-invalid={props.problems.length > 0} data-multiline={props.multiline}>
        <div className="mt-mirror" aria-hidden="true">
          {segments.map((s) => (
            <span
              key={s.start}
              className={
                [s.chip ? 'mt-chip' : '', s.problem ? 'mt-problem' : ''].join(' ').trim() || undefined
              }
            >
              {s.text}
            </span>
          ))}
          {/* Keeps a last empty line (and an empty field) as tall as the textarea's. */}
          {props.multiline ? '\n\u200b' : '\u200b'}
        </div>
        <textarea
          ref={area}
          id={props.id}
          value={props.value}
          disabled={props.disabled}
          spellCheck
          rows={1}
          aria-invalid={props.problems.length > 0}
          aria-describedby={
            [props.hint ? hintId : '', props.problems.length ? problemsId : ''].join(' ').trim() || undefined
          }
          onChange={(e) =>
            props.onChange(props.multiline ? e.target.value : e.target.value.replace(/[\r\n]+/g, ' '))
          }
          onFocus={props.onFocus}
          onKeyDown={(e) => {
            // The subject is one line: Enter does not break it.
            if (!props.multiline && e.key === 'Enter') e.preventDefault();
          }}
        />
      </div>
      {props.problems.length > 0 ? (
        <ul id={problemsId} aria-live="polite" style={{ margin: 0, paddingInlineStart: 'var(--space-4)' }}>
          {props.problems.map((p, i) => (
            <li key={`${p.code}-${p.position.offset}-${i}`}>
              <Flex gap="2" align="baseline" wrap="wrap">
                <Text size="2" color="red">
                  {intl.formatMessage(mt.problemAt, { line: p.position.line, column: p.position.column })}{' '}
                  {intl.formatMessage(problemText(p.code), { detail: p.detail ?? '', message: p.message })}
                </Text>
                <Button
                  size="1"
                  variant="ghost"
                  onClick={() => {
                    const el = area.current;
                    if (!el) return;
                    el.focus();
                    el.setSelectionRange(p.position.offset, Math.max(p.position.offset, p.end.offset));
                  }}
                >
                  {intl.formatMessage(mt.showProblem)}
                </Button>
              </Flex>
            </li>
          ))}
        </ul>
      ) : null}
    </Flex>
  );
});
