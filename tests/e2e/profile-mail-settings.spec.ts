// The profile's mail settings in Chromium against the real stack: a learner turns reminders off, the API
// keeps it over a reload, and turns them on again; the note that security and service mails always go is
// shown. Axe and 390 px in light (learner, English), dark (manager) and German (coach).
import { expect, test, type Page } from './support/test';
import { accessToken, baseURL, graphql, screenshot, signIn } from './support/app';
import { noSeriousViolations, noSidewaysScroll } from './support/checks';

const READ = 'query { myMailPreferences { category enabled } }';

async function preferences(page: Page) {
  const result = await graphql<{ myMailPreferences: Array<{ category: string; enabled: boolean }> }>(
    baseURL(),
    await accessToken(page),
    READ,
  );
  return result.data?.myMailPreferences;
}

test('a learner turns reminders off and on again in their profile', async ({ page }) => {
  await signIn(page, 'learner');
  await page.goto(`${baseURL()}/my-profile`);
  const section = page.getByRole('region', { name: 'Mail' });
  const reminders = section.getByRole('switch', { name: 'Reminders' });
  await expect(reminders).toBeChecked();
  await expect(section.getByRole('switch', { name: 'News digest' })).toBeChecked();
  await expect(section).toContainText('are always sent and cannot be turned off');
  await noSeriousViolations(page, 'profile mail settings');
  await screenshot(page, 'profile-mail-1366');

  await reminders.click();
  await expect(reminders).not.toBeChecked();
  await expect(reminders).toBeEnabled();
  await expect
    .poll(() => preferences(page))
    .toEqual([
      { category: 'REMINDERS', enabled: false },
      { category: 'DIGESTS', enabled: true },
    ]);
  await page.reload();
  await expect(section.getByRole('switch', { name: 'Reminders' })).not.toBeChecked();

  // Keyboard: focus the switch and press Space.
  await section.getByRole('switch', { name: 'Reminders' }).focus();
  await page.keyboard.press('Space');
  await expect(section.getByRole('switch', { name: 'Reminders' })).toBeChecked();
  await expect
    .poll(() => preferences(page))
    .toEqual([
      { category: 'REMINDERS', enabled: true },
      { category: 'DIGESTS', enabled: true },
    ]);
  await page.setViewportSize({ width: 390, height: 800 });
  await noSidewaysScroll(page, 390, section);
  await screenshot(page, 'profile-mail-390');
});

test('the mail settings in dark and in German, with axe and 390 px', async ({ browser }) => {
  for (const [user, heading, name, shot] of [
    ['manager', 'Mail', 'Reminders', 'profile-mail-dark'],
    ['coach', 'E-Mails', 'Erinnerungen', 'profile-mail-de'],
  ] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, user);
    await page.goto(`${baseURL()}/my-profile`);
    const section = page.getByRole('region', { name: heading });
    await expect(section.getByRole('switch', { name })).toBeVisible();
    await noSeriousViolations(page, `${shot} 1366`);
    await screenshot(page, `${shot}-1366`);
    await page.setViewportSize({ width: 390, height: 800 });
    await noSidewaysScroll(page, 390, section);
    await noSeriousViolations(page, `${shot} 390`);
    await screenshot(page, `${shot}-390`);
    await context.close();
  }
});
