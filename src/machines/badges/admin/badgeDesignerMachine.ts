// badgeDesignerMachine — the built-in badge designer: shape, colour (a palette swatch or a typed #rrggbb),
// icon and short text. It keeps what the administrator typed (a half-typed colour, text past the limit) so
// the field shows it with its error, and hands every design that badgeSvg can draw to the editor's form
// (`form.change` on `design`), so the preview and the saved badge are the same valid design.
import { assign, enqueueActions, setup, type AnyActorRef, type SnapshotFrom } from 'xstate';
import {
  BADGE_PALETTE,
  badgeDesignSchema,
  type BadgeDesign,
  type BadgeIcon,
  type BadgeShape,
} from '../../../schemas/badgeDesign';

/** The editor's form (only `form.change` is sent to it). */
export type DesignTarget = AnyActorRef;

export interface DesignerInput {
  design: BadgeDesign;
  form?: DesignTarget;
}

interface DesignerContext {
  /** The last valid design: what the preview draws and the form holds. */
  design: BadgeDesign;
  /** The custom colour field as typed. */
  customColour: string;
  /** The text field as typed (may be past the limit; the design keeps the last text that fits). */
  text: string;
  form?: DesignTarget;
}

export type DesignerEvent =
  | { type: 'designer.shape'; shape: BadgeShape }
  | { type: 'designer.icon'; icon: BadgeIcon }
  | { type: 'designer.colour'; colour: string }
  | { type: 'designer.customColour'; text: string }
  | { type: 'designer.text'; text: string };

const HEX = /^#[0-9a-f]{6}$/i;
const isPaletteColour = (colour: string) => BADGE_PALETTE.some((p) => p.hex === colour.toLowerCase());
const cleanText = (text: string) => badgeDesignSchema.shape.text.safeParse(text);

export const badgeDesignerMachine = setup({
  types: {} as { context: DesignerContext; events: DesignerEvent; input: DesignerInput },
  guards: {
    startsWithPalette: ({ context }) => isPaletteColour(context.design.colour),
    isHexColour: ({ event }) => event.type === 'designer.customColour' && HEX.test(event.text.trim()),
    textFits: ({ event }) => event.type === 'designer.text' && cleanText(event.text).success,
  },
  actions: {
    tellForm: enqueueActions(({ context, enqueue }) => {
      if (context.form)
        enqueue.sendTo(context.form, { type: 'form.change', field: 'design', value: context.design });
    }),
    setShape: assign(({ context, event }) =>
      event.type === 'designer.shape' ? { design: { ...context.design, shape: event.shape } } : {},
    ),
    setIcon: assign(({ context, event }) =>
      event.type === 'designer.icon' ? { design: { ...context.design, icon: event.icon } } : {},
    ),
    setPaletteColour: assign(({ context, event }) =>
      event.type === 'designer.colour'
        ? { design: { ...context.design, colour: event.colour.toLowerCase() }, customColour: '' }
        : {},
    ),
    setCustomColour: assign(({ context, event }) =>
      event.type === 'designer.customColour'
        ? { design: { ...context.design, colour: event.text.trim().toLowerCase() }, customColour: event.text }
        : {},
    ),
    keepTypedColour: assign(({ event }) =>
      event.type === 'designer.customColour' ? { customColour: event.text } : {},
    ),
    setText: assign(({ context, event }) => {
      if (event.type !== 'designer.text') return {};
      const parsed = cleanText(event.text);
      return { text: event.text, design: { ...context.design, text: parsed.success ? parsed.data : '' } };
    }),
    keepTypedText: assign(({ event }) => (event.type === 'designer.text' ? { text: event.text } : {})),
  },
}).createMachine({
  id: 'badgeDesigner',
  type: 'parallel',
  context: ({ input }) => ({
    design: input.design,
    customColour: isPaletteColour(input.design.colour) ? '' : input.design.colour,
    text: input.design.text,
    form: input.form,
  }),
  on: {
    'designer.shape': { actions: ['setShape', 'tellForm'] },
    'designer.icon': { actions: ['setIcon', 'tellForm'] },
  },
  states: {
    colour: {
      initial: 'starting',
      states: {
        starting: { always: [{ guard: 'startsWithPalette', target: 'palette' }, { target: 'custom' }] },
        palette: {},
        custom: {},
        customInvalid: {},
      },
      on: {
        'designer.colour': { target: '.palette', actions: ['setPaletteColour', 'tellForm'] },
        'designer.customColour': [
          { guard: 'isHexColour', target: '.custom', actions: ['setCustomColour', 'tellForm'] },
          { target: '.customInvalid', actions: 'keepTypedColour' },
        ],
      },
    },
    text: {
      initial: 'fits',
      states: { fits: {}, tooLong: {} },
      on: {
        'designer.text': [
          { guard: 'textFits', target: '.fits', actions: ['setText', 'tellForm'] },
          { target: '.tooLong', actions: 'keepTypedText' },
        ],
      },
    },
  },
});

export type DesignerSnapshot = SnapshotFrom<typeof badgeDesignerMachine>;
export const selectDesign = (s: DesignerSnapshot) => s.context.design;
export const selectDesignerFields = (s: DesignerSnapshot) => ({
  customColour: s.context.customColour,
  text: s.context.text,
  colourInvalid: s.matches({ colour: 'customInvalid' }),
  textTooLong: s.matches({ text: 'tooLong' }),
  usesPalette: s.matches({ colour: 'palette' }),
});
