// User management in Chromium against the real stack: an administrator creates a unit (unit management)
// and adds a person to it with an initial password; that person signs in, is asked for a password of their own (twice) and lands on the
// dashboard. The administrator then resets the password (shown once) and deactivates the account, whose
// next sign-in is refused with the provider's message. Axe in light and dark, 390 px and no sideways
// scrolling at 320 px.
import { expect, test, type Browser, type Page } from '../support/test';
import { baseURL, expectDashboard, LOGIN_PATH, mainHeading, screenshot, signIn } from '../support/app';
import { noSeriousViolations, noSidewaysScroll } from '../support/checks';

const tag = Date.now().toString(36).slice(-5);
const USERNAME = `nora.${tag}`;
const NAME = `Nora Neu ${tag}`;
const UNIT = `Logistics ${tag}`;

async function signedIn(browser: Browser, username: string, width = 1366): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signIn(page, username);
  return page;
}

async function openUsers(page: Page): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: 'Users' }).click();
  await expect(mainHeading(page)).toHaveText('Users');
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
}

/** The provider's login form with a password of the test's choosing. */
async function login(page: Page, username: string, password: string): Promise<void> {
  await page.waitForURL(LOGIN_PATH);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
}

test('an administrator creates a unit and a person in it; the person sets their own password at the first sign-in', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = await signedIn(browser, 'admin');
  // The unit first, through unit management.
  await admin.getByRole('navigation').getByRole('link', { name: 'Units', exact: true }).click();
  await admin.getByRole('link', { name: 'New unit' }).click();
  await expect(mainHeading(admin)).toHaveText('New unit');
  await admin.getByLabel(/^Name/).fill(UNIT);
  await admin.getByLabel(/^Displayed id/).fill(`L-${tag}`);
  await admin.getByRole('button', { name: 'Create unit' }).click();
  await expect(mainHeading(admin)).toHaveText(UNIT);

  await openUsers(admin);
  await noSeriousViolations(admin, 'user list (light)');
  await screenshot(admin, 'users-list-1366');

  await admin.getByRole('link', { name: 'Add person' }).first().click();
  await expect(mainHeading(admin)).toHaveText('Add person');
  // Saving an empty form names the fields, writes nothing.
  await admin.getByRole('button', { name: 'Create person' }).click();
  await expect(admin.getByText('Give the person a username.')).toBeVisible();
  await admin.getByLabel(/^Name \(/).fill(NAME);
  await admin.getByLabel(/^Username \(/).fill(USERNAME);
  await admin.getByLabel(/^Email \(/).fill('nora@');
  await admin.getByLabel(/^Email \(/).blur();
  await expect(admin.getByText('This is not an email address, e.g. ada@example.org.')).toBeVisible();
  await admin.getByLabel(/^Email \(/).fill(`nora.${tag}@example.org`);
  await admin.getByRole('checkbox', { name: UNIT }).check();
  await admin.getByLabel(/^Initial password \(/).fill('given-by-admin-1');
  await noSeriousViolations(admin, 'new person form (light)');
  await screenshot(admin, 'users-new-1366');
  await admin.getByRole('button', { name: 'Create person' }).click();
  await expect(mainHeading(admin)).toHaveText(NAME);
  await expect(admin.getByRole('heading', { name: 'Account' })).toBeVisible();
  await expect(admin.getByRole('checkbox', { name: UNIT })).toBeChecked();

  // The new person signs in: a password of their own, twice, then the dashboard.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const nora = await context.newPage();
  await nora.goto(baseURL());
  await login(nora, USERNAME, 'given-by-admin-1');
  await expect(nora.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await noSeriousViolations(nora, 'choose a new password (390 px)');
  await screenshot(nora, 'users-new-password-390');
  await nora.getByLabel('New password', { exact: true }).fill('noras-own-password');
  await nora.getByLabel('Repeat the new password').fill('noras-own-passw0rd');
  await nora.getByRole('button', { name: 'Save and continue' }).click();
  await expect(nora.getByRole('alert')).toHaveText('The two passwords are not the same.');
  await nora.getByLabel('New password', { exact: true }).fill('noras-own-password');
  await nora.getByLabel('Repeat the new password').fill('noras-own-password');
  await nora.getByRole('button', { name: 'Save and continue' }).click();
  await expectDashboard(nora);
  await context.close();

  // Back in the list: found by search, with the unit; a one-time password is shown once.
  await admin.getByRole('link', { name: 'Back to people' }).click();
  await admin.getByRole('searchbox', { name: 'Search people' }).fill(USERNAME);
  const row = admin.getByRole('row', { name: new RegExp(NAME) });
  await expect(row).toContainText(UNIT);
  await row.getByRole('link', { name: NAME }).click();
  await admin.getByRole('button', { name: 'Reset password' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Reset password' }).click();
  const shown = admin.getByTestId('one-time-password');
  await expect(shown).toHaveText(/^[A-Za-z2-9]{4}-[A-Za-z2-9]{4}-[A-Za-z2-9]{4}$/);
  const oneTime = (await shown.textContent())!;
  await noSeriousViolations(admin, 'one-time password dialog (light)');
  await admin.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toHaveCount(0);

  // Deactivated: the next sign-in is refused with the provider's message.
  await admin.getByRole('button', { name: 'Deactivate' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(admin.getByText('Account deactivated.').first()).toBeVisible();
  await expect(admin.getByText('Deactivated', { exact: true }).first()).toBeVisible();
  const again = await (await browser.newContext()).newPage();
  await again.goto(baseURL());
  await login(again, USERNAME, oneTime);
  await expect(again.getByRole('alert')).toHaveText(
    'This account has been deactivated. Ask your administrator.',
  );
});

test('the user list works at 390 px (a manager, dark) and 320 px', async ({ browser }) => {
  const manager = await signedIn(browser, 'manager', 390);
  await manager.goto(`${baseURL()}/user-management`);
  await expect(mainHeading(manager)).toHaveText('Users');
  await expect(manager.getByRole('searchbox', { name: 'Search people' })).toBeVisible();
  // The manager sees the people of their units, never the administrator.
  await expect(manager.getByText('Liam Otieno')).toBeVisible();
  await expect(manager.getByText('Alex Morgan')).toHaveCount(0);
  await noSidewaysScroll(manager, 390, mainHeading(manager));
  await noSeriousViolations(manager, 'user list at 390 px (dark)');
  await screenshot(manager, 'users-list-390-dark');
  // At 320 px with the manager's long name in the shell's account button (it gives way with an ellipsis).
  await noSidewaysScroll(manager, 320, mainHeading(manager));
  await screenshot(manager, 'users-list-320');
});
