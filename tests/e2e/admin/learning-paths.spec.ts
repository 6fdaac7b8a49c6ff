// Learning paths in Chromium against the real stack: the manager builds a path with two sections and a
// prerequisite, sees the warning for a rule that can never be met (and Publish saying why it is refused),
// reorders sections by keyboard (the move buttons and dnd-kit's keyboard dragging), saves and publishes.
// Axe in light and dark, 1366/390 px, no sideways scroll at 320 px, German.
import { expect, test, type Browser, type Page } from '../support/test';
import { accessToken, graphql, mainHeading, screenshot, signIn } from '../support/app';
import { startStack, type Stack } from '../support/stack';
import { noSeriousViolations, noSidewaysScroll } from '../support/checks';

let stack: Stack;
test.beforeAll(async () => {
  stack = await startStack();
});
test.afterAll(async () => {
  await stack?.dispose();
});

const tag = Date.now().toString(36).slice(-4);
const PATH = `Security onboarding ${tag}`;

async function signedIn(browser: Browser, username: string, width = 1366): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signIn(page, username, '/', stack.baseURL);
  return page;
}

const sectionHeadings = (page: Page) =>
  page.getByRole('main').getByRole('heading', { level: 3, name: /^Section \d/ });

async function addMedium(page: Page, section: number, title: string) {
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`^Section ${section}\\b`) }) })
    .getByRole('button', { name: 'Add media' })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: `Add: ${title}`, exact: true }).click();
  await expect(dialog.getByRole('button', { name: `Added: ${title}`, exact: true })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
}

test('the manager builds a path with a prerequisite, sees an impossible rule explained, reorders by keyboard and publishes', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await signedIn(browser, 'manager');
  await page.getByRole('navigation').getByRole('link', { name: 'Learning paths' }).click();
  await expect(mainHeading(page)).toHaveText('Learning paths');
  await expect(page.getByRole('table', { name: 'Learning paths' })).toBeVisible();
  await noSeriousViolations(page, 'path list (dark)');
  await screenshot(page, 'paths-list-1366-dark');

  await page.getByRole('link', { name: 'New learning path' }).first().click();
  await expect(mainHeading(page)).toHaveText('New learning path');
  await expect(page.getByText('The path holds no media yet.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled();
  await page.getByRole('textbox', { name: /^Title/ }).fill(PATH);
  await page.getByRole('textbox', { name: /^Section title/ }).fill('Basics');
  await addMedium(page, 1, 'Information security basics');
  await addMedium(page, 1, 'Top tips for staff (NCSC)');

  await page.getByRole('button', { name: 'Add section' }).click();
  await expect(sectionHeadings(page)).toHaveCount(2);
  // An empty section is worth a warning, in words, at the section.
  await expect(page.getByText('This section holds no media', { exact: false })).toBeVisible();
  await page
    .getByRole('textbox', { name: /^Section title/ })
    .nth(1)
    .fill('Practice');
  await addMedium(page, 2, 'Safe lifting at work');
  const practice = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Section 2: Practice' }) });
  await practice.getByRole('checkbox', { name: 'Basics' }).check();
  await expect(page.getByText('Save the path before publishing it.')).toBeVisible();

  // "At least 3" of one medium can never be met: said at the section, and Publish says why it is refused.
  await practice.getByRole('combobox', { name: 'Rule' }).selectOption('AT_LEAST');
  await practice.getByRole('spinbutton', { name: /How many at least/ }).fill('3');
  await expect(practice.getByText('At least 3 of 1 media can never be met.', { exact: false })).toBeVisible();
  await expect(page.getByText(/Publishing is not possible while a rule can never be met/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled();
  await noSeriousViolations(page, 'path editor with a problem (dark)');
  await screenshot(page, 'paths-editor-problem-1366-dark');
  await practice.getByRole('spinbutton', { name: /How many at least/ }).fill('1');
  await expect(page.getByText('can never be met', { exact: false })).toHaveCount(0);

  // Reorder by keyboard: the move button, then dnd-kit's keyboard dragging back.
  await page.getByRole('button', { name: 'Move section 2 up' }).focus();
  await page.keyboard.press('Enter');
  await expect(sectionHeadings(page)).toHaveText(['Section 1: Practice', 'Section 2: Basics']);
  const handle = page.getByRole('button', { name: 'Drag section 2' });
  await handle.focus();
  // dnd-kit measures the rows between key presses (animation frames): a person's pace, not a burst.
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  // The rows are measured in the frames after the pick-up; a press before that does not move. Pressing
  // again at the top changes nothing, so repeating until it has moved is safe.
  await expect(async () => {
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('status').filter({ hasText: 'Basics is at position 1 of 2.' })).toBeAttached({
      timeout: 1000,
    });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press('Space');
  await expect(sectionHeadings(page)).toHaveText(['Section 1: Basics', 'Section 2: Practice']);
  // Media within a section too.
  await page.getByRole('button', { name: 'Move “Top tips for staff (NCSC)” up' }).click();
  const basicsMedia = page.getByRole('list', { name: 'Media' }).first().getByRole('listitem');
  await expect(basicsMedia.first()).toContainText('Top tips for staff (NCSC)');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Learning path saved').first()).toBeVisible();
  await expect(page).toHaveURL(/\?edit=/);
  await expect(mainHeading(page)).toHaveText(PATH);
  const publish = page.getByRole('button', { name: 'Publish' });
  await expect(publish).toBeEnabled();
  await publish.click();
  await expect(page.getByText('Learning path published').first()).toBeVisible();
  await expect(page.getByText('This path is published', { exact: false })).toBeVisible();

  // What the API stored: the order, the prerequisite, published.
  const id = new URL(page.url()).searchParams.get('edit')!;
  const stored = await graphql<{
    learningPath: {
      status: string;
      sections: Array<{ id: string; title: string; requires: string[]; items: Array<{ title: string }> }>;
    };
  }>(
    stack.baseURL,
    await accessToken(page),
    'query($id: ID!) { learningPath(id: $id) { status sections { id title requires items { title } } } }',
    { id },
  );
  const [basics, practiceStored] = stored.data!.learningPath.sections;
  expect(stored.data!.learningPath.status).toBe('PUBLISHED');
  expect(basics!.items.map((i) => i.title)).toEqual([
    'Top tips for staff (NCSC)',
    'Information security basics',
  ]);
  expect(practiceStored).toMatchObject({ title: 'Practice', requires: [basics!.id] });

  await noSeriousViolations(page, 'published path (dark)');
  await screenshot(page, 'paths-editor-1366-dark');
  await noSidewaysScroll(page, 390, mainHeading(page));
  await noSeriousViolations(page, 'path editor at 390 px (dark)');
  await screenshot(page, 'paths-editor-390-dark');
  await noSidewaysScroll(page, 320, mainHeading(page));
  await page.getByRole('link', { name: /Back to learning paths/ }).click();
  await expect(page.getByRole('list', { name: 'Learning paths' })).toBeVisible();
  await noSidewaysScroll(page, 320, mainHeading(page));
  await noSidewaysScroll(page, 390, mainHeading(page));
  await screenshot(page, 'paths-list-390-dark');
  await page.context().close();

  // The administrator (light) sees it in the list with its counts.
  const admin = await signedIn(browser, 'admin');
  await admin.goto(`${stack.baseURL}/learning-path`);
  const row = admin
    .getByRole('table', { name: 'Learning paths' })
    .getByRole('row', { name: new RegExp(PATH) });
  await expect(row).toContainText('Published');
  await noSeriousViolations(admin, 'path list (light)');
  await screenshot(admin, 'paths-list-1366-light');
  await row.getByRole('link', { name: PATH }).click();
  await expect(mainHeading(admin)).toHaveText(PATH);
  await noSeriousViolations(admin, 'path editor (light)');
  await screenshot(admin, 'paths-editor-1366-light');
  await noSidewaysScroll(admin, 390, mainHeading(admin));
  await noSeriousViolations(admin, 'path editor at 390 px (light)');
  await screenshot(admin, 'paths-editor-390-light');
  await admin.context().close();

  // German.
  const coach = await signedIn(browser, 'coach');
  await coach.goto(`${stack.baseURL}/learning-path`);
  await expect(mainHeading(coach)).toHaveText('Lernpfade');
  await screenshot(coach, 'paths-list-1366-de');
  await coach.getByRole('table', { name: 'Lernpfade' }).getByRole('link', { name: PATH }).click();
  await expect(coach.getByRole('button', { name: 'Veröffentlichen' })).toBeDisabled();
  await screenshot(coach, 'paths-editor-1366-de');
  await noSidewaysScroll(coach, 390, mainHeading(coach));
  await screenshot(coach, 'paths-editor-390-de');
  await coach.context().close();
});
