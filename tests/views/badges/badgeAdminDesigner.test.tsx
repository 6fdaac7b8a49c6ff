// The designer view: native radio groups chosen with the arrow keys, the custom colour and text with their
// errors, and the preview redrawn from the design (the same badgeSvg the server serves).
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { badgeDesignerMachine } from '../../../src/machines/badges/admin/badgeDesignerMachine';
import { badgeSvg, defaultBadgeDesign } from '../../../src/schemas/badgeDesign';
import { BadgeDesigner } from '../../../src/views/badges/admin/BadgeDesigner';
import { renderView } from '../render';

const previewSvg = () =>
  decodeURIComponent(
    screen
      .getByRole('img', { name: /^Preview of the badge/ })
      .getAttribute('src')!
      .replace(/^data:image\/svg\+xml;charset=utf-8,/, ''),
  );

describe('BadgeDesigner', () => {
  it('chooses shape, colour and icon with the keyboard and redraws the preview', async () => {
    const designer = createActor(badgeDesignerMachine, { input: { design: defaultBadgeDesign() } }).start();
    renderView(<BadgeDesigner designer={designer} name="Explorer" />);
    const user = userEvent.setup();
    expect(previewSvg()).toBe(badgeSvg(defaultBadgeDesign(), { size: 160 }));

    screen.getByRole('radio', { name: 'Circle' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Shield' })).toBeChecked();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Indigo' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Blue' })).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: /^Text on the badge/ }), '10×');
    expect(previewSvg()).toBe(
      badgeSvg({ shape: 'shield', colour: '#1d4ed8', icon: 'star', text: '10×' }, { size: 160 }),
    );
    expect(designer.getSnapshot().context.design).toEqual({
      shape: 'shield',
      colour: '#1d4ed8',
      icon: 'star',
      text: '10×',
    });
  });

  it('says what is wrong with a typed colour or a long text and keeps the last good design', () => {
    const designer = createActor(badgeDesignerMachine, { input: { design: defaultBadgeDesign() } }).start();
    renderView(<BadgeDesigner designer={designer} name="" />);
    fireEvent.change(screen.getByRole('textbox', { name: /^Own colour/ }), { target: { value: '#12' } });
    expect(screen.getByText(/^Give the colour as #/)).toBeVisible();
    fireEvent.change(screen.getByRole('textbox', { name: /^Text on the badge/ }), {
      target: { value: 'x'.repeat(17) },
    });
    expect(screen.getByText('At most 16 characters fit on the badge.')).toBeVisible();
    expect(designer.getSnapshot().context.design).toEqual(defaultBadgeDesign());
    // No palette swatch is checked while an own colour is typed.
    expect(screen.queryByRole('radio', { checked: true, name: 'Indigo' })).toBeNull();
  });
});
