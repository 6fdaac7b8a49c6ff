// Unit management in Chromium against the real stack: the administrator creates a unit and a sub-unit
// below it, edits the sub-unit, adds a member and finds both in the tree, opening and closing it with the
// keyboard; a deactivation asks what happens to the members. The manager (dark theme) sees the screen in
// dark. Axe in light and dark, 1366 and 390 px, no sideways scroll at 320 px.
import { expect, test, type Page } from '../support/test';
import { mainHeading, screenshot, signIn } from '../support/app';
import { noSeriousViolations, noSidewaysScroll } from '../support/checks';

// Names of this run only: the stack is shared by the whole suite.
const tag = Date.now().toString(36).slice(-5);
const PARENT = `Sales ${tag}`;
const CHILD = `North ${tag}`;
const RENAMED = `North ${tag} team`;

const tree = (page: Page) => page.getByRole('tree', { name: 'Units' });
const row = (page: Page, name: string) => tree(page).getByRole('treeitem').filter({ hasText: name });

async function openUnits(page: Page): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: 'Units', exact: true }).click();
  await expect(mainHeading(page)).toHaveText('Units');
  await expect(tree(page)).toBeVisible();
}

async function fillUnit(page: Page, name: string, displayedId: string): Promise<void> {
  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel(/^Displayed id/).fill(displayedId);
}

test('administrator creates a unit and a sub-unit, edits it, adds a member and walks the tree by keyboard', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await openUnits(page);
  await noSeriousViolations(page, 'units tree (light)');
  await screenshot(page, 'units-tree-1366');

  // A top unit: the key follows the name until written by hand; the colour from its text field.
  await page.getByRole('link', { name: 'New unit' }).click();
  await expect(mainHeading(page)).toHaveText('New unit');
  await fillUnit(page, PARENT, `S-${tag}`);
  await expect(page.getByLabel(/^Key/)).toHaveValue(`sales-${tag}`);
  await page.getByLabel('Colour', { exact: true }).fill('#b45309');
  // A key that breaks the rule is named at the field, and nothing is sent.
  await page.getByLabel(/^Key/).fill('Sales Key');
  await page.getByRole('button', { name: 'Create unit' }).click();
  await expect(
    page.getByText('Use lower-case letters, digits and single hyphens between them.'),
  ).toBeVisible();
  await page.getByLabel(/^Key/).fill(`sales-${tag}`);
  await noSeriousViolations(page, 'unit form (light)');
  await screenshot(page, 'units-form-1366');
  await page.getByRole('button', { name: 'Create unit' }).click();
  await expect(mainHeading(page)).toHaveText(PARENT);
  await expect(page.getByText('Top unit')).toBeVisible();

  // A sub-unit, from the unit's page: the parent is chosen already.
  await page.getByRole('link', { name: 'New sub-unit' }).click();
  await expect(mainHeading(page)).toHaveText('New unit');
  await expect(page.getByLabel('Parent unit')).toHaveValue(/\d+/);
  await fillUnit(page, CHILD, `S-${tag}-N`);
  await page.getByRole('button', { name: 'Create unit' }).click();
  await expect(mainHeading(page)).toHaveText(CHILD);
  await expect(page.getByText(`Below ${PARENT}`)).toBeVisible();

  // Edit: the new name is saved and shown.
  await page.getByLabel(/^Name/).fill(RENAMED);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Unit saved.', { exact: true })).toBeVisible();
  await expect(mainHeading(page)).toHaveText(RENAMED);

  // A member: found by name, added, listed with their role.
  const members = page.getByRole('list', { name: 'Members' });
  await expect(page.getByText('No members yet.')).toBeVisible();
  await page.getByLabel('Find people by name, username or email').fill('Liam');
  await page.getByRole('button', { name: 'Add Liam Otieno' }).click();
  await expect(page.getByText('Liam Otieno is now a member.', { exact: true })).toBeVisible();
  await expect(members.getByText('Liam Otieno')).toBeVisible();
  await expect(members.getByText('Roles: Learner')).toBeVisible();
  await noSeriousViolations(page, 'unit page (light)');
  await screenshot(page, 'units-edit-1366');

  // Deactivating asks what happens to the member; cancelled here, nothing changes.
  await page.getByRole('button', { name: 'Deactivate…' }).click();
  const dialog = page.getByRole('dialog', { name: `Deactivate “${RENAMED}”?` });
  await expect(
    dialog.getByText('The unit has 1 member. What happens to them?', { exact: false }),
  ).toBeVisible();
  await dialog.getByRole('radio', { name: 'Move them to another unit' }).click();
  await expect(dialog.getByRole('button', { name: 'Deactivate' })).toBeDisabled();
  await noSeriousViolations(page, 'deactivate dialog (light)');
  await screenshot(page, 'units-deactivate-1366');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // The tree: both units, the sub-unit below its parent; Left closes, Right opens, Enter opens the page.
  await page.getByRole('link', { name: 'Back to units' }).first().click();
  await expect(tree(page)).toBeVisible();
  await expect(row(page, PARENT)).toHaveAttribute('aria-expanded', 'true');
  await expect(row(page, RENAMED)).toHaveAttribute('aria-level', '2');
  await tree(page).focus();
  await page.keyboard.press('Home');
  for (let i = 0; i < 60; i++) {
    if ((await row(page, PARENT).getAttribute('aria-selected')) === 'true') break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(row(page, PARENT)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(row(page, PARENT)).toHaveAttribute('aria-expanded', 'false');
  await expect(row(page, RENAMED)).toHaveCount(0);
  await page.keyboard.press('ArrowRight');
  await expect(row(page, RENAMED)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(mainHeading(page)).toHaveText(PARENT);
  await page.getByRole('link', { name: 'Back to units' }).first().click();

  // The list: searched on the server, the query in the address.
  await page.getByRole('button', { name: 'List', exact: true }).click();
  await page.getByLabel('Search units').fill(tag);
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));
  const table = page.getByRole('table', { name: 'Units' });
  await expect(table.getByRole('link', { name: PARENT })).toBeVisible();
  await expect(table.getByRole('link', { name: RENAMED })).toBeVisible();
  await noSeriousViolations(page, 'units list (light)');
  await screenshot(page, 'units-list-1366');

  // Phones: the list becomes cards; nothing scrolls sideways at 390 or 320 px.
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(page.getByRole('list', { name: 'Units' })).toBeVisible();
  await noSidewaysScroll(page, 390, page.getByRole('list', { name: 'Units' }));
  await screenshot(page, 'units-list-390');
  await page.getByRole('button', { name: 'Tree', exact: true }).click();
  await noSidewaysScroll(page, 390, tree(page));
  await noSeriousViolations(page, 'units tree (390)');
  await screenshot(page, 'units-tree-390');
  await noSidewaysScroll(page, 320, tree(page));
  await row(page, RENAMED).click();
  await expect(mainHeading(page)).toHaveText(RENAMED);
  await noSidewaysScroll(page, 390, mainHeading(page));
  await screenshot(page, 'units-edit-390');
  await noSidewaysScroll(page, 320, mainHeading(page));
});

test('the manager sees their units in dark, with no serious accessibility violations', async ({ page }) => {
  // The demo manager's own theme is dark.
  await signIn(page, 'manager');
  await expect(page.locator('[data-is-root-theme="true"]')).toHaveClass(/\bdark\b/);
  await openUnits(page);
  await expect(row(page, 'Customer Service')).toBeVisible();
  await noSeriousViolations(page, 'units tree (dark)');
  await screenshot(page, 'units-tree-dark-1366');
  await row(page, 'Customer Service').click();
  await expect(mainHeading(page)).toHaveText('Customer Service');
  await expect(page.getByRole('list', { name: 'Members' })).toBeVisible();
  // A manager chooses no default unit.
  await expect(page.getByRole('button', { name: 'Make default' })).toHaveCount(0);
  await noSeriousViolations(page, 'unit page (dark)');
  await screenshot(page, 'units-edit-dark-1366');
  await page.setViewportSize({ width: 390, height: 800 });
  await noSidewaysScroll(page, 390, mainHeading(page));
  await screenshot(page, 'units-edit-dark-390');

  // In German, then back to English (the choice is the account's).
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
  try {
    await expect(page.getByRole('heading', { name: /^Mitglieder \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Verschieben …' })).toBeVisible();
    await screenshot(page, 'units-edit-dark-de');
    await page.getByRole('link', { name: 'Zurück zu den Einheiten' }).click();
    await expect(page.getByRole('tree', { name: 'Einheiten' })).toBeVisible();
    await screenshot(page, 'units-tree-dark-de');
  } finally {
    await page.getByRole('button', { name: /Kontomenü/ }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(mainHeading(page)).toHaveText('Units');
  }
});
