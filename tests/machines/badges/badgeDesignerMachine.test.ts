// Model-based test of the badge designer: every transition and both sides of every guard, from a design
// in a palette colour and from one in a custom colour; and what the editor's form receives.
import { createActor, createMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  badgeDesignerMachine,
  selectDesign,
  selectDesignerFields,
} from '../../../src/machines/badges/admin/badgeDesignerMachine';
import { defaultBadgeDesign } from '../../../src/schemas/badgeDesign';
import { expectFullCoverage } from '../support/expectFullCoverage';

const palette = defaultBadgeDesign();
const custom = { ...defaultBadgeDesign(), colour: '#123456', text: 'SCORM' };

describe('badgeDesignerMachine (model-based)', () => {
  it('covers every transition', () =>
    expectFullCoverage({
      machine: badgeDesignerMachine,
      inputs: [{ design: palette }, { design: custom }],
      events: [
        { type: 'designer.shape', shape: 'hexagon' },
        { type: 'designer.icon', icon: 'rocket' },
        { type: 'designer.colour', colour: '#15803D' },
        { type: 'designer.customColour', text: ' #A1B2C3 ' },
        { type: 'designer.customColour', text: '#A1B' },
        { type: 'designer.text', text: '10×' },
        { type: 'designer.text', text: 'x'.repeat(17) },
      ],
    }));
});

describe('badgeDesignerMachine', () => {
  function start(design = palette) {
    const received: unknown[] = [];
    const form = createActor(
      createMachine({ on: { 'form.change': { actions: ({ event }) => received.push(event) } } }),
    ).start();
    const designer = createActor(badgeDesignerMachine, { input: { design, form } }).start();
    return { designer, received };
  }

  it('hands each valid design to the form and keeps invalid typing to itself', () => {
    const { designer, received } = start();
    designer.send({ type: 'designer.shape', shape: 'star' });
    designer.send({ type: 'designer.customColour', text: '#12' });
    expect(selectDesignerFields(designer.getSnapshot())).toMatchObject({
      customColour: '#12',
      colourInvalid: true,
    });
    expect(selectDesign(designer.getSnapshot()).colour).toBe(palette.colour);
    designer.send({ type: 'designer.customColour', text: '#12AB34' });
    designer.send({ type: 'designer.text', text: 'x'.repeat(17) });
    expect(selectDesignerFields(designer.getSnapshot())).toMatchObject({
      textTooLong: true,
      usesPalette: false,
    });
    designer.send({ type: 'designer.text', text: '  5× ' });
    expect(received).toEqual([
      { type: 'form.change', field: 'design', value: { ...palette, shape: 'star' } },
      { type: 'form.change', field: 'design', value: { ...palette, shape: 'star', colour: '#12ab34' } },
      {
        type: 'form.change',
        field: 'design',
        value: { ...palette, shape: 'star', colour: '#12ab34', text: '5×' },
      },
    ]);
  });

  it('starts in the custom colour field when the design is not in the palette', () => {
    const { designer } = start(custom);
    expect(selectDesignerFields(designer.getSnapshot())).toMatchObject({
      customColour: '#123456',
      usesPalette: false,
    });
    designer.send({ type: 'designer.colour', colour: '#1D4ED8' });
    expect(selectDesignerFields(designer.getSnapshot())).toMatchObject({
      customColour: '',
      usesPalette: true,
    });
    expect(selectDesign(designer.getSnapshot()).colour).toBe('#1d4ed8');
  });
});
