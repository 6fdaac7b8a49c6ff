// Category management in Chromium against the real stack: the administrator creates categories, puts
// them in order with the keyboard alone (the order survives a reload) and by dragging, names one in
// German and sees it in German, deletes one that holds a medium choosing where it goes; the learner's
// catalogue filter follows the order. Axe in light and dark, and the screen at 390 and 320 px without
// sideways scrolling.
import { expect, test, type Page } from '../support/test';
import { accessToken, baseURL, graphql, mainHeading, screenshot, signIn } from '../support/app';
import { noSeriousViolations, noSidewaysScroll } from '../support/checks';

// Names of this run only: the stack is shared by the whole suite.
const tag = Date.now().toString(36).slice(-5);
const ALPHA = `Alpha ${tag}`;
const BETA = `Beta ${tag}`;
const GAMMA = `Gamma ${tag}`;

const tree = (page: Page) => page.getByRole('tree', { name: 'Categories' });
const item = (page: Page, name: string) =>
  tree(page).getByRole('treeitem', { name: new RegExp(`^.?${name}`) });
const live = (page: Page) => page.locator('.category-live');

async function openCategories(page: Page): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: 'Categories' }).click();
  await expect(mainHeading(page)).toHaveText('Categories');
  await expect(page.getByRole('button', { name: 'New category' })).toBeVisible();
}

async function createCategory(page: Page, en: string, de: string, sw: string): Promise<void> {
  await page.getByRole('button', { name: 'New category' }).click();
  const dialog = page.getByRole('dialog', { name: 'New category' });
  await dialog.getByLabel(/^English/).fill(en);
  await dialog.getByLabel(/^German/).fill(de);
  await dialog.getByLabel(/^Swahili/).fill(sw);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(item(page, en)).toHaveAttribute('aria-selected', 'true');
}

/** The positions of this run's categories in the tree, in tree order. */
async function ours(page: Page, names: string[]): Promise<string[]> {
  const texts = await tree(page).getByRole('treeitem').allTextContents();
  return texts.map((t) => names.find((n) => t.includes(n))).filter((n): n is string => n !== undefined);
}

/** Moves the focused category with Alt+arrow and waits until the server confirmed it. */
async function altMove(page: Page, key: 'ArrowUp' | 'ArrowDown', said: RegExp): Promise<void> {
  await page.keyboard.press(`Alt+${key}`);
  await expect(live(page)).toHaveText(said);
  await expect(page.getByText('Saving…')).toHaveCount(0);
}

test('administrator arranges categories by keyboard, names them per language and deletes one; the catalogue follows', async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin');
  await openCategories(page);
  await createCategory(page, ALPHA, `Alpha-de ${tag}`, `Alpha-sw ${tag}`);
  await createCategory(page, BETA, `Beta-de ${tag}`, `Beta-sw ${tag}`);
  await createCategory(page, GAMMA, `Gamma-de ${tag}`, `Gamma-sw ${tag}`);
  expect(await ours(page, [ALPHA, BETA, GAMMA])).toEqual([ALPHA, BETA, GAMMA]);

  // Keyboard only: Tab to the tree (Gamma, just created, is its focused row), Alt+Up twice.
  await tree(page).focus();
  await expect(tree(page)).toBeFocused();
  await expect(item(page, GAMMA)).toHaveAttribute('aria-selected', 'true');
  await altMove(page, 'ArrowUp', new RegExp(`^${GAMMA} moved to position \\d+ of \\d+ at the top level\\.$`));
  await altMove(page, 'ArrowUp', new RegExp(`^${GAMMA} moved to position`));
  expect(await ours(page, [ALPHA, BETA, GAMMA])).toEqual([GAMMA, ALPHA, BETA]);
  // Down again with the arrows moves the focus, not the category.
  await page.keyboard.press('ArrowDown');
  await expect(item(page, ALPHA)).toHaveAttribute('aria-selected', 'true');
  await screenshot(page, 'categories-admin-1366');

  await page.reload();
  await expect(tree(page)).toBeVisible();
  expect(await ours(page, [ALPHA, BETA, GAMMA])).toEqual([GAMMA, ALPHA, BETA]);

  // With a pointer: Alpha dragged onto Gamma's place goes first (the keyboard's order was kept above).
  const from = (await item(page, ALPHA).boundingBox())!;
  const to = (await item(page, GAMMA).boundingBox())!;
  await page.mouse.move(from.x + 40, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + 40, to.y + to.height / 2 - 4, { steps: 12 });
  await page.mouse.up();
  await expect(live(page)).toHaveText(new RegExp(`^${ALPHA} moved to position`));
  await expect(page.getByText('Saving…')).toHaveCount(0);
  expect(await ours(page, [ALPHA, BETA, GAMMA])).toEqual([ALPHA, GAMMA, BETA]);

  // A German name, seen once the app speaks German.
  await item(page, ALPHA).click();
  await page.getByRole('button', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: `Rename “${ALPHA}”` });
  await rename.getByLabel(/^German/).fill(`Erste ${tag}`);
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(rename).toBeHidden();
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
  const german = page.getByRole('tree', { name: 'Kategorien' });
  await expect(german.getByRole('treeitem', { name: new RegExp(`Erste ${tag}`) })).toBeVisible();
  await expect(german.getByRole('treeitem', { name: new RegExp(ALPHA) })).toHaveCount(0);
  await screenshot(page, 'categories-admin-de');
  await page.getByRole('button', { name: /Kontomenü/ }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(item(page, ALPHA)).toBeVisible();

  // A medium filed under Beta; deleting Beta asks where it goes.
  const token = await accessToken(page);
  const trees = await graphql<{ categoryTree: { id: string; name: string }[] }>(
    baseURL(),
    token,
    'query { categoryTree { id name } }',
  );
  const ids = Object.fromEntries((trees.data?.categoryTree ?? []).map((c) => [c.name, c.id]));
  const made = await graphql<{ createMedium: { id: string } }>(
    baseURL(),
    token,
    'mutation($input: CreateMediumInput!) { createMedium(input: $input) { id } }',
    {
      input: {
        title: `Filed ${tag}`,
        type: 'LINK',
        externalUrl: 'https://example.org/filed',
        categoryId: ids[BETA],
        published: true,
      },
    },
  );
  expect(made.errors).toBeUndefined();
  await page.reload();
  await expect(item(page, BETA)).toContainText('1 medium');
  await item(page, BETA).click();
  await page.keyboard.press('Delete');
  const dialog = page.getByRole('alertdialog', { name: `Delete “${BETA}”?` });
  await expect(dialog.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await dialog.getByLabel('Move its media and subcategories to').selectOption({ label: GAMMA });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(item(page, BETA)).toHaveCount(0);
  await expect(item(page, GAMMA)).toContainText('1 medium');
  await expect(page.getByText('Category deleted.', { exact: true })).toBeVisible();

  // The learner's catalogue filter lists them in the administrator's order.
  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  await signIn(learner, 'learner');
  await learner.getByRole('navigation').getByRole('link', { name: 'Catalogue' }).click();
  const listed = async () =>
    (await learner.getByLabel('Category').locator('option').allTextContents()).filter((o) => o.includes(tag));
  // The filter's categories load beside the results.
  await expect.poll(listed).toEqual([ALPHA, GAMMA]);
  await screenshot(learner, 'categories-learner-catalogue');
  await learnerContext.close();
});

test('no serious accessibility violations in light and dark, and no sideways scrolling at 390 and 320 px', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await openCategories(page);
  await expect(tree(page)).toBeVisible();
  await noSeriousViolations(page, 'categories (light)');
  await page.getByRole('button', { name: 'New category' }).click();
  await expect(page.getByRole('dialog', { name: 'New category' })).toBeVisible();
  await noSeriousViolations(page, 'category form (light)');
  await page.setViewportSize({ width: 390, height: 800 });
  await page.getByRole('dialog').getByText('Other languages (optional)').click();
  await screenshot(page, 'categories-form-390');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await noSidewaysScroll(page, 390, tree(page));
  await screenshot(page, 'categories-admin-390');
  await noSidewaysScroll(page, 320, tree(page));
  await screenshot(page, 'categories-admin-320');

  // Dark: the administrator's own theme for a while (the account's profile), then back.
  await page.setViewportSize({ width: 1366, height: 900 });
  const token = await accessToken(page);
  const setTheme = (theme: string) =>
    graphql(
      baseURL(),
      token,
      'mutation($input: MyProfileInput!) { user { updateMyProfile(input: $input) { id } } }',
      {
        input: { theme, locale: 'en' },
      },
    );
  expect((await setTheme('dark')).errors).toBeUndefined();
  try {
    await page.context().clearCookies();
    await page.evaluate(() => sessionStorage.clear());
    await signIn(page, 'admin');
    await expect(page.locator('[data-is-root-theme="true"]')).toHaveClass(/\bdark\b/);
    await openCategories(page);
    await expect(tree(page)).toBeVisible();
    await noSeriousViolations(page, 'categories (dark)');
    await screenshot(page, 'categories-admin-dark');
    // A seeded category that holds a medium: the delete dialog asks where it goes.
    await item(page, 'Safety').click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete “Safety”?' });
    await expect(dialog.getByLabel('Move its media and subcategories to')).toBeVisible();
    await noSeriousViolations(page, 'delete dialog (dark)');
    await page.setViewportSize({ width: 390, height: 800 });
    await screenshot(page, 'categories-delete-dark-390');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  } finally {
    await setTheme('default');
  }
});
