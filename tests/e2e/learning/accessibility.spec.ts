// axe-core on the learner's screens, light and dark: no serious or critical violations.
import { expect, test } from '../support/test';
import { signIn } from '../support/app';
import { startStack, type Stack } from '../support/stack';
import { noSeriousViolations } from '../support/checks';

let stack: Stack;
test.beforeAll(async () => {
  stack = await startStack();
});
test.afterAll(async () => {
  await stack?.dispose();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`learner screens have no serious axe violations (${colorScheme})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme });
    await signIn(page, 'learner', '/', stack.baseURL);
    await expect(page.getByRole('region', { name: 'Assigned to you' })).toBeVisible();
    await noSeriousViolations(page, 'dashboard');
    for (const [path, ready] of [
      ['/catalogue', 'Search the catalogue'],
      ['/media', 'Information security basics'],
      ['/my-ratings', 'Your ratings'],
      ['/my-units', 'My units'],
    ] as const) {
      await page.goto(`${stack.baseURL}${path}`);
      await expect(page.getByText(ready, { exact: true }).first()).toBeVisible();
      await noSeriousViolations(page, path);
    }
    await page.goto(`${stack.baseURL}/media`);
    await page
      .getByRole('article', { name: 'Information security basics', exact: true })
      .getByRole('link', { name: /^(Start|Continue)$/ })
      .click();
    await expect(page.locator('[data-save-status]')).toBeVisible();
    await noSeriousViolations(page, 'SCORM player');
  });
}
