import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import QRCode from 'qrcode';
import { useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  selectBackground,
  selectDraft,
  selectPreviewLocale,
  selectSelected,
} from '../../machines/certificates/templates/templateEditorSelectors';
import { selectDateFormat } from '../../machines/localeMachine';
import { DEFAULT_DATE_FORMAT } from '../../i18n/dates';
import { designOf } from '../../machines/certificates/templates/templateDraft';
import { layoutCertificate, type CertificateBox } from '../../schemas/certificateDesign';
import { nativeField } from '../admin/fieldStyle';
import { useChild } from '../AppProvider';
import { kindName, languageName, type EditorRef } from './editorShared';
import { cm } from './messages';
import { ASCENT_EM, MM_PER_PT, roughWidthMm, sampleValues } from './previewSample';

const FONTS = { SANS: "'Noto Sans', system-ui, sans-serif", SERIF: "'Noto Serif', Georgia, serif" } as const;
const ANCHOR = { LEFT: 'start', CENTER: 'middle', RIGHT: 'end' } as const;
const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The QR code's dark modules as one path, in the box's millimetres (2 modules of quiet zone, as the PDF). */
function qrPath(url: string, size: number): string {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const cell = size / (modules.size + 4);
  let d = '';
  for (let row = 0; row < modules.size; row += 1)
    for (let col = 0; col < modules.size; col += 1)
      if (modules.get(row, col)) d += `M${(col + 2) * cell} ${(row + 2) * cell}h${cell}v${cell}h${-cell}z`;
  return d;
}

function BoxShape({ box, qr }: { box: CertificateBox; qr: string }) {
  if (box.kind === 'qr')
    return (
      <g transform={`translate(${box.x} ${box.y})`}>
        <rect width={box.size} height={box.size} fill="#ffffff" />
        <path d={qr} fill="#000000" />
      </g>
    );
  const size = box.fontSize * MM_PER_PT;
  const anchorX =
    box.align === 'LEFT' ? box.x : box.align === 'RIGHT' ? box.x + box.width : box.x + box.width / 2;
  const squeeze = roughWidthMm(box.text, box.fontSize) > box.width;
  return (
    <text
      x={anchorX}
      y={box.y + ASCENT_EM * size}
      fontSize={size}
      fontFamily={FONTS[box.fontFamily]}
      fontWeight={box.bold ? 700 : 400}
      fill={box.colour}
      textAnchor={ANCHOR[box.align]}
      {...(squeeze ? { textLength: box.width, lengthAdjust: 'spacingAndGlyphs' } : {})}
    >
      {box.text}
    </text>
  );
}

/** The live preview: the layout the PDF draws, with sample data; fields move by keyboard and by dragging. */
export function CertificatePreview({ editor }: { editor: EditorRef }) {
  const intl = useIntl();
  const hintId = useId();
  const langId = useId();
  const draft = useSelector(editor, selectDraft);
  const selected = useSelector(editor, selectSelected);
  const locale = useSelector(editor, selectPreviewLocale);
  const background = useSelector(editor, selectBackground);
  const dateFormat = useChild('locale', selectDateFormat, DEFAULT_DATE_FORMAT);
  const svg = useRef<SVGSVGElement>(null);
  const drag = useRef<{ fieldId: string; startX: number; startY: number; x: number; y: number } | null>(null);
  const values = sampleValues(intl, dateFormat, window.location.origin);
  const layout = layoutCertificate(designOf(draft), values, locale);
  const { width, height } = layout.page;
  const qrBox = layout.boxes.find((b) => b.kind === 'qr');
  const qrSide = qrBox?.kind === 'qr' ? qrBox.size : 0;
  // The React compiler memoizes this per url and side.
  const qr = qrSide ? qrPath(values.url, qrSide) : '';
  const fieldOf = (id: string) => draft.design.fields.find((f) => f.id === id);

  /** The pointer's position in the page's millimetres. */
  const toMm = (e: PointerEvent) => {
    const matrix = svg.current?.getScreenCTM();
    if (!matrix) return { x: 0, y: 0 };
    const point = new DOMPoint(e.clientX, e.clientY).matrixTransform(matrix.inverse());
    return { x: point.x, y: point.y };
  };
  const onKey = (fieldId: string) => (e: KeyboardEvent) => {
    const arrow = ARROWS[e.key];
    if (!arrow) return;
    e.preventDefault();
    const step = e.shiftKey ? 10 : 1;
    editor.send({ type: 'template.nudgeField', fieldId, dx: arrow[0] * step, dy: arrow[1] * step });
  };
  const onPointerDown = (fieldId: string) => (e: PointerEvent<SVGGElement>) => {
    const field = fieldOf(fieldId);
    if (!field) return;
    editor.send({ type: 'template.select', fieldId });
    const at = toMm(e);
    drag.current = { fieldId, startX: at.x, startY: at.y, x: field.x, y: field.y };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent) => {
    const d = drag.current;
    if (!d) return;
    const at = toMm(e);
    editor.send({
      type: 'template.placeField',
      fieldId: d.fieldId,
      x: d.x + at.x - d.startX,
      y: d.y + at.y - d.startY,
    });
  };
  const endDrag = () => {
    drag.current = null;
  };

  return (
    <Card>
      <Flex direction="column" gap="3">
        <Flex justify="between" align="end" gap="3" wrap="wrap">
          <Heading as="h2" size="4">
            {intl.formatMessage(cm.sectionPreview)}
          </Heading>
          <Flex direction="column" gap="1">
            <Text as="label" htmlFor={langId} size="2" weight="bold">
              {intl.formatMessage(cm.previewLanguage)}
            </Text>
            <select
              id={langId}
              style={nativeField}
              value={locale}
              onChange={(e) => editor.send({ type: 'template.previewIn', locale: e.target.value })}
            >
              {draft.locales.map((l) => (
                <option key={l} value={l}>
                  {languageName(intl, l)}
                </option>
              ))}
            </select>
          </Flex>
        </Flex>
        <Text id={hintId} size="2" color="gray">
          {intl.formatMessage(cm.previewHint)}
        </Text>
        <svg
          ref={svg}
          viewBox={`0 0 ${width} ${height}`}
          role="group"
          aria-label={intl.formatMessage(cm.previewLabel)}
          aria-describedby={hintId}
          style={{
            width: '100%',
            maxWidth: 960,
            height: 'auto',
            border: '1px solid var(--gray-a6)',
            touchAction: 'none',
            display: 'block',
          }}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          data-testid="certificate-preview"
        >
          <rect width={width} height={height} fill={draft.design.backgroundColour} />
          {background?.kind === 'IMAGE' ? (
            <image href={background.url} width={width} height={height} preserveAspectRatio="xMidYMid slice" />
          ) : null}
          {background?.kind === 'PDF' ? (
            <g>
              <rect
                x={2}
                y={2}
                width={width - 4}
                height={height - 4}
                fill="none"
                stroke="#9ca3af"
                strokeDasharray="3 2"
                strokeWidth={0.5}
              />
              <text x={5} y={9} fontSize={4} fill="#6b7280" fontFamily={FONTS.SANS}>
                {intl.formatMessage(cm.pdfBackground)}
              </text>
            </g>
          ) : null}
          {layout.boxes.map((box) => {
            const field = fieldOf(box.fieldId);
            if (!field) return null;
            const isSelected = selected === box.fieldId;
            const boxHeight = box.kind === 'qr' ? box.size : box.fontSize * MM_PER_PT * 1.3;
            const boxWidth = box.kind === 'qr' ? box.size : box.width;
            return (
              <g
                key={box.fieldId}
                role="button"
                tabIndex={0}
                aria-pressed={isSelected}
                aria-label={intl.formatMessage(cm.fieldOnPreview, {
                  field: kindName(intl, field.kind),
                  x: field.x,
                  y: field.y,
                })}
                data-field={box.fieldId}
                style={{ cursor: 'move', outline: 'none' }}
                onFocus={() => editor.send({ type: 'template.select', fieldId: box.fieldId })}
                onKeyDown={onKey(box.fieldId)}
                onPointerDown={onPointerDown(box.fieldId)}
              >
                <rect
                  x={box.x}
                  y={box.y}
                  width={boxWidth}
                  height={boxHeight}
                  fill="transparent"
                  stroke={isSelected ? '#2563eb' : 'none'}
                  strokeWidth={0.6}
                  strokeDasharray="2 1"
                />
                <BoxShape box={box} qr={qr} />
              </g>
            );
          })}
        </svg>
      </Flex>
    </Card>
  );
}
