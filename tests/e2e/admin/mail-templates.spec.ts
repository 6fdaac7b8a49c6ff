// Mail templates in Chromium against the real stack: the administrator opens a template, types a mistake
// and sees the error at its line and column (the spot marked, the preview waiting), fixes it with a
// placeholder chip, saves, sends a test mail that the suite's SMTP server receives with both parts and the
// placeholders filled, and resets the template to the default after confirming. Axe light and dark,
// 1366/390 px, no sideways scroll at 320 px, German.
import { expect, test, type Browser, type Page } from '../support/test';
import { accessToken, graphql, mainHeading, screenshot, signIn } from '../support/app';
import { noSeriousViolations, noSidewaysScroll } from '../support/checks';
import { waitForMail } from '../support/mail';
import { startStack, type Stack } from '../support/stack';

// A stack of its own: the German test changes the administrator's language.
let stack: Stack;
test.beforeAll(async () => {
  stack = await startStack();
});
test.afterAll(async () => {
  await stack?.dispose();
});
const baseURL = () => stack.baseURL;

const ADMIN = 'alex.morgan@example.org';
const tag = Date.now().toString(36).slice(-5);

/** Radix's root theme in the dark appearance (the administrator's own is light). */
const darken = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('[data-is-root-theme="true"]');
    root?.classList.replace('light', 'dark');
  });

async function resetTaskReturned(page: Page) {
  const token = await accessToken(page);
  const current = await graphql<{ mailTemplate: { updatedAt: string | null } }>(
    baseURL(),
    token,
    'query { mailTemplate(event: "TASK_RETURNED", locale: "en") { updatedAt } }',
  );
  const updatedAt = current.data!.mailTemplate.updatedAt;
  if (updatedAt)
    await graphql(
      baseURL(),
      token,
      `mutation { resetMailTemplate(event: "TASK_RETURNED", locale: "en", expectedUpdatedAt: "${updatedAt}") { source } }`,
    );
}

const body = (page: Page) => page.getByRole('textbox', { name: 'Text' });

test('an administrator fixes a mistake shown at its position, sends a test mail and resets the template', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin', '/', baseURL());
  await resetTaskReturned(page);
  await page.goto(`${baseURL()}/mailtemplates?locale=en`);
  await expect(mainHeading(page)).toHaveText('Mail templates');
  const list = page.getByRole('list', { name: 'Mail templates in English' });
  await expect(list.getByRole('listitem')).toHaveCount(9);
  await noSeriousViolations(page, 'template list (light)');
  await screenshot(page, 'mail-templates-list-1366-light');

  await list.getByRole('link', { name: 'Edit: Task returned' }).click();
  await expect(mainHeading(page)).toHaveText('Task returned in English');
  await expect(page.getByText('Default', { exact: true })).toBeVisible();
  await expect(body(page)).toHaveValue(/<taskLink>Open the task<\/taskLink>/);
  // The preview of the default: its plain-text part with the sample data.
  await page.getByText('Plain-text part').click();
  await expect(page.getByTestId('mail-text-part')).toContainText('Maria Schmidt has looked at your task');

  // A mistake: an unknown placeholder on line 7.
  await body(page).press('Control+End');
  await body(page).pressSequentially(`\n\nSee you, {firstName} ${tag}`);
  const problem = page.getByText('Line 7, column 10: “firstName” is not a placeholder of this mail.');
  await expect(problem).toBeVisible();
  await expect(body(page)).toHaveAttribute('aria-invalid', 'true');
  // The spot is marked in the field itself, under the faulty placeholder.
  await expect(page.locator('.mt-field .mt-problem')).toHaveText('{firstName}');
  await expect(page.getByText('Fix the problems in the text to see the preview.')).toBeVisible();
  // Save is refused while the problem is there: nothing is stored, the text stays unsaved.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send me a test mail' })).toBeDisabled();
  await noSeriousViolations(page, 'editor with a problem (light)');
  await screenshot(page, 'mail-templates-editor-problem-1366-light');

  // "Show" selects the faulty spot; a chip replaces it with a real placeholder.
  await page.getByRole('button', { name: 'Show' }).click();
  await page
    .getByRole('group', { name: 'Placeholders' })
    .getByRole('button', { name: 'Recipient’s name' })
    .click();
  await expect(problem).toBeHidden();
  await expect(body(page)).toHaveValue(new RegExp(`See you, \\{learnerName\\} ${tag}$`));
  await expect(page.getByTestId('mail-text-part')).toContainText(`See you, Alex Morgan ${tag}`);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Mail template saved.').first()).toBeVisible();
  await expect(page.getByText('Customised', { exact: true })).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toBeHidden();

  await page.getByRole('button', { name: 'Send me a test mail' }).click();
  await expect(page.getByText(`Test mail on its way to ${ADMIN}.`).first()).toBeVisible();
  const mail = await waitForMail(ADMIN, (m) => m.text.includes(`See you, Alex Morgan ${tag}`));
  expect(mail.subject).toBe('Your task was returned: Risk assessment of your workplace');
  expect(mail.text).toContain('Open the task:\nhttp');
  expect(mail.html).toContain(`See you, Alex Morgan ${tag}`);
  expect(mail.html).toContain('lang="en"');

  await darken(page);
  await noSeriousViolations(page, 'editor (dark)');
  await screenshot(page, 'mail-templates-editor-1366-dark');

  // Reset asks first; cancelling keeps the text.
  await page.getByRole('button', { name: 'Reset to default' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Reset to the default text?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(body(page)).toHaveValue(/See you/);
  await page.getByRole('button', { name: 'Reset to default' }).click();
  await dialog.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('The default text is back.').first()).toBeVisible();
  await expect(page.getByText('Default', { exact: true })).toBeVisible();
  await expect(body(page)).not.toHaveValue(/See you/);
});

async function signedIn(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signIn(page, 'admin', '/', baseURL());
  return page;
}

const setLanguage = async (page: Page, locale: string) => {
  const answer = await graphql(
    baseURL(),
    await accessToken(page),
    `mutation { user { updateMyProfile(input: { theme: "default", locale: "${locale}" }) { locale } } }`,
  );
  expect(answer.errors).toBeUndefined();
};

test('the editor works at 390 px and 320 px, in German, light and dark', async ({ browser }) => {
  // Four axe runs, two sign-ins and a language change on a stack of its own: a CI run on a loaded machine
  // took longer than 120 s.
  test.setTimeout(240_000);
  const setup = await signedIn(browser, 1366);
  await setLanguage(setup, 'de');
  // One page open at a time: axe opens a tab of its own to finish its run.
  await setup.context().close();
  const page = await signedIn(browser, 390);
  await page.goto(`${baseURL()}/mailtemplates?edit=ASSIGNMENT_DUE_SOON&locale=de`);
  await expect(mainHeading(page)).toHaveText('Zuweisung bald fällig auf Deutsch');
  await expect(page.getByRole('textbox', { name: 'Nachrichtentext' })).toHaveValue(/Hallo \{learnerName\}/);
  await page.getByText('Reiner Textteil').click();
  await expect(page.getByTestId('mail-text-part')).toContainText(
    'Sie können diese Mails in Ihrem Profil abbestellen.',
  );
  await noSeriousViolations(page, 'German editor at 390 px (light)');
  await screenshot(page, 'mail-templates-editor-390-de-light');
  await darken(page);
  await noSeriousViolations(page, 'German editor at 390 px (dark)');
  await screenshot(page, 'mail-templates-editor-390-de-dark');
  await noSidewaysScroll(page, 320, page.getByRole('textbox', { name: 'Betreff' }));

  await page.setViewportSize({ width: 1366, height: 900 });
  await screenshot(page, 'mail-templates-editor-1366-de-dark');
  await page.goto(`${baseURL()}/mailtemplates?locale=de`);
  await expect(
    page.getByRole('list', { name: 'Mailvorlagen auf Deutsch' }).getByRole('listitem'),
  ).toHaveCount(9);
  await noSidewaysScroll(page, 320, page.getByRole('list', { name: 'Mailvorlagen auf Deutsch' }));
  await page.setViewportSize({ width: 390, height: 900 });
  await screenshot(page, 'mail-templates-list-390-de');
  await setLanguage(page, 'en');
  await page.context().close();
});
