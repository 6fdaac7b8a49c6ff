// The Issued tab of /certificates in Chromium against the real stack: an administrator issues a certificate
// by hand (the demo template is attached to the first demo course), waits for its PDF, downloads it,
// revokes it with a reason (a too short one is refused), sees it revoked in the list. Axe light and
// dark (German), 1366/390 px, no sideways scroll at 320 px.
import { expect, test, type Browser, type Page } from '../support/test';
import { accessToken, graphql, screenshot, signIn } from '../support/app';
import { startStack, type Stack } from '../support/stack';
import { noSeriousViolations, noSidewaysScroll } from '../support/checks';

let stack: Stack;
test.beforeAll(async () => {
  stack = await startStack();
});
test.afterAll(async () => {
  await stack?.dispose();
});

async function issuedTab(browser: Browser, width = 1366): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signIn(page, 'admin', '/', stack.baseURL);
  await page.goto(`${stack.baseURL}/certificates?tab=issued`);
  return page;
}

const list = (page: Page) =>
  page.getByRole('table', { name: /^(Issued certificates|Ausgestellte Zertifikate)$/ });

test('the administrator issues a certificate by hand, downloads its PDF and revokes it with a reason', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await issuedTab(browser);
  await expect(page.getByText(/No certificates have been issued yet/)).toBeVisible();
  await noSeriousViolations(page, 'issued tab, empty (light)');

  await page.getByRole('button', { name: 'Issue a certificate' }).first().click();
  const dialog = page.getByRole('alertdialog', { name: 'Issue a certificate by hand' });
  await expect(dialog.getByRole('button', { name: 'Issue', exact: true })).toBeDisabled();
  await dialog.getByLabel('Search people').fill('Liam');
  const person = dialog.getByRole('combobox', { name: 'Person' });
  await expect(person.locator('option', { hasText: 'Liam Otieno' })).toHaveCount(1);
  await person.selectOption({ label: 'Liam Otieno (learner)' });
  const subject = dialog.getByRole('combobox', { name: 'Medium or learning path' });
  await expect(subject.locator('option')).not.toHaveCount(1);
  await subject.selectOption({ index: 1 });
  await noSeriousViolations(page, 'manual issue dialog (light)');
  await screenshot(page, 'issued-certificates-issue-1366-light');
  await dialog.getByRole('button', { name: 'Issue', exact: true }).click();
  await expect(page.getByText(/^C-\d{6} issued$/)).toBeVisible();

  const row = list(page).getByRole('row', { name: /Liam Otieno/ });
  await expect(row).toContainText('Valid');
  const number = /C-\d{6}/.exec((await row.textContent()) ?? '')?.[0] ?? '';
  expect(number).toMatch(/^C-\d{6}$/);
  // The PDF is made in the background within seconds; the list shows it once reloaded.
  await expect(async () => {
    await page.reload();
    await expect(list(page).getByRole('row', { name: /Liam Otieno/ })).not.toContainText('PDF being made');
  }).toPass({ timeout: 30_000 });

  const actions = () => page.getByRole('button', { name: `Actions for ${number}` });
  await actions().click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toBe(`${number}.pdf`);

  await actions().click();
  await page.getByRole('menuitem', { name: 'Revoke' }).click();
  const revoke = page.getByRole('alertdialog', { name: `Revoke ${number}?` });
  await revoke.getByLabel(/^Reason/).fill('no');
  await expect(revoke.getByRole('button', { name: 'Revoke', exact: true })).toBeDisabled();
  await revoke.getByLabel(/^Reason/).fill('Issued to the wrong person');
  await revoke.getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(page.getByText(`${number} revoked`, { exact: true })).toBeVisible();
  const revoked = list(page).getByRole('row', { name: /Liam Otieno/ });
  await expect(revoked).toContainText('Revoked: Issued to the wrong person');

  await noSeriousViolations(page, 'issued list (light)');
  await screenshot(page, 'issued-certificates-list-1366-light');
  await page.context().close();

  const narrow = await issuedTab(browser, 390);
  await expect(narrow.getByText('Liam Otieno').first()).toBeVisible();
  await noSidewaysScroll(narrow, 390, narrow.getByText('Liam Otieno').first());
  await noSeriousViolations(narrow, 'issued list at 390 px (light)');
  await screenshot(narrow, 'issued-certificates-list-390-light');
  await noSidewaysScroll(narrow, 320, narrow.getByText('Liam Otieno').first());
  await narrow.context().close();
});

test('dark and in German', async ({ browser }) => {
  test.setTimeout(120_000);
  const first = await issuedTab(browser);
  const saved = await graphql(
    stack.baseURL,
    await accessToken(first),
    'mutation { user { updateMyProfile(input: { theme: "dark", locale: "de" }) { theme } } }',
  );
  expect(saved.errors).toBeUndefined();
  await first.context().close();
  const page = await issuedTab(browser);
  await expect(page.locator('[data-is-root-theme="true"]')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('button', { name: 'Zertifikat ausstellen' }).first()).toBeVisible();
  await noSeriousViolations(page, 'issued tab (dark, German)');
  await screenshot(page, 'issued-certificates-1366-dark-de');
  await page.setViewportSize({ width: 390, height: 900 });
  await noSeriousViolations(page, 'issued tab at 390 px (dark, German)');
  await screenshot(page, 'issued-certificates-390-dark-de');
  await page.context().close();
});
