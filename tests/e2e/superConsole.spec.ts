// The super console in Chromium against the real stack: the administrator sees the health of each part,
// the background jobs and the audit log (filtered, exported as CSV); a learner downloads everything the
// platform holds about them and requests (and withdraws) the deletion of their account; a manager in the
// dark theme and a German-speaking coach see their panels. Axe on each, and 390/320 px without sideways
// scrolling.
import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { expect, test, type Page } from './support/test';
import { accessToken, baseURL, graphql, mainHeading, screenshot, signIn } from './support/app';
import { noSeriousViolations, noSidewaysScroll } from './support/checks';

async function openConsole(page: Page, search = ''): Promise<void> {
  await page.goto(`${baseURL()}/super-console${search}`);
  await expect(mainHeading(page)).toHaveText(/Super console|Superkonsole/);
}

const section = (page: Page) => page.getByRole('navigation', { name: 'Console sections' });

test('administrator sees health, jobs and the audit log, filters it and exports it as CSV', async ({
  page,
}) => {
  await signIn(page, 'admin');
  // Entries of this run in the audit log, whatever other tests left there: a deletion request asked and
  // withdrawn by the administrator.
  const token = await accessToken(page);
  const ask = await graphql(baseURL(), token, 'mutation { requestMyDeletion(reason: "e2e") { id } }');
  expect(ask.errors).toBeUndefined();
  const withdraw = await graphql(baseURL(), token, 'mutation { withdrawMyDeletionRequest { id } }');
  expect(withdraw.errors).toBeUndefined();
  await openConsole(page);
  await expect(page.getByRole('heading', { name: 'Health of each part' })).toBeVisible();
  const database = page.locator('.rt-Card').filter({ has: page.getByRole('heading', { name: 'Database' }) });
  await expect(database.getByText(/^(PGlite|PostgreSQL)$/)).toBeVisible();
  await expect(database.getByText(/\d milliseconds$/)).toBeVisible();
  const mail = page.locator('.rt-Card').filter({ has: page.getByRole('heading', { name: 'Mail' }) });
  // The suite's SMTP server (global setup) takes every mail, so nothing waits for a retry.
  await expect(mail.getByText('OK', { exact: true })).toBeVisible();
  await expect(mail.getByText('set', { exact: true })).toBeVisible();
  const jobs = page
    .locator('.rt-Card')
    .filter({ has: page.getByRole('heading', { name: 'Background jobs' }) });
  await expect(jobs.getByText('running', { exact: true })).toBeVisible();
  await noSeriousViolations(page, 'console health (light)');
  await screenshot(page, 'super-console-health-1366');

  await section(page).getByRole('button', { name: 'Background jobs' }).click();
  await expect(page).toHaveURL(/tab=jobs/);
  await expect(page.getByRole('heading', { name: 'Background jobs', level: 2 })).toBeVisible();
  await expect(page.getByText(/Loading/)).toHaveCount(0);
  await noSeriousViolations(page, 'console jobs (light)');
  await screenshot(page, 'super-console-jobs-1366');

  await section(page).getByRole('button', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/tab=audit/);
  const table = page.getByRole('table', { name: 'Audit log' });
  await expect(table).toBeVisible();
  await page.getByLabel('What').selectOption('deletionRequest.withdraw');
  await expect(page).toHaveURL(/action=deletionRequest.withdraw/);
  await expect(table.getByRole('rowheader', { name: 'Alex Morgan' }).first()).toBeVisible();
  await expect(table.getByText('deletionRequest.create')).toHaveCount(0);
  await page.getByLabel('Who').fill('nobody-by-this-name');
  await expect(page.getByText(/No .*match|nothing matches|No results/i)).toBeVisible();
  await expect(page).toHaveURL(/q=nobody-by-this-name/);
  await page.getByLabel('Who').fill('');
  await expect(table).toBeVisible();
  await noSeriousViolations(page, 'console audit (light)');
  await screenshot(page, 'super-console-audit-1366');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export as CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^audit-log-.*\.csv$/);
  const csv = await readFile((await download.path())!);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(csv.toString('utf8')).toContain(
    'at,actor,actor_id,action,entity_type,entity_id,unit_id,unit,changes',
  );
  await expect(page.getByRole('status').filter({ hasText: /exported/ })).toBeVisible();

  await noSidewaysScroll(page, 390, page.getByRole('heading', { name: 'Audit log', level: 2 }));
  await screenshot(page, 'super-console-audit-390');
  await noSidewaysScroll(page, 320, mainHeading(page));
  await openConsole(page, '?tab=health');
  await noSidewaysScroll(page, 390, page.getByRole('heading', { name: 'Health of each part' }));
  await screenshot(page, 'super-console-health-390');
  await noSidewaysScroll(page, 320, page.getByRole('heading', { name: 'Health of each part' }));
});

test('a learner downloads their data and requests the deletion of their account, then withdraws it', async ({
  page,
}) => {
  await signIn(page, 'learner');
  await openConsole(page, '?tab=health');
  // A learner has one panel: their own data; the health tab of an old link is not theirs.
  await expect(section(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Health of each part' })).toHaveCount(0);
  await page.getByRole('button', { name: /Prepare (my data|a new export)/ }).click();
  const zipButton = page.getByRole('button', { name: 'Download zip' });
  await expect(zipButton).toBeVisible({ timeout: 30_000 });
  const downloading = page.waitForEvent('download');
  await zipButton.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-data-.*\.zip$/);
  const zip = unzipSync(new Uint8Array(await readFile((await download.path())!)));
  const data = JSON.parse(strFromU8(zip['data.json']!)) as { profile: { username: string }[] };
  expect(data.profile[0]!.username).toBe('learner');
  expect(Object.keys(zip)).toContain('csv/profile.csv');
  expect(strFromU8(zip['csv/profile.csv']!)).toContain('learner');

  await page.getByRole('button', { name: 'Request deletion' }).click();
  await page.getByLabel('Why? (optional)').fill('Testing the console');
  await noSeriousViolations(page, 'my data, asking (light)');
  await page.getByRole('button', { name: 'Send deletion request' }).click();
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();
  await noSeriousViolations(page, 'my data (light)');
  await screenshot(page, 'super-console-learner-1366');
  await noSidewaysScroll(page, 390, page.getByRole('heading', { name: 'Delete my account' }));
  await screenshot(page, 'super-console-learner-390');
  await noSidewaysScroll(page, 320, page.getByRole('heading', { name: 'Delete my account' }));
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('button', { name: 'Withdraw request' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Withdraw your deletion request?' });
  await dialog.getByRole('button', { name: 'Withdraw request' }).click();
  await expect(page.getByText('Withdrawn', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request deletion' })).toBeVisible();
});

test('a manager (dark theme) sees jobs and the audit log of their units; a German coach sees theirs', async ({
  page,
  browser,
}) => {
  await signIn(page, 'manager');
  await openConsole(page);
  await expect(page.locator('[data-is-root-theme="true"]')).toHaveClass(/\bdark\b/);
  await expect(section(page).getByRole('button')).toHaveText(['Background jobs', 'Audit log', 'My data']);
  await expect(page.getByRole('heading', { name: 'Background jobs', level: 2 })).toBeVisible();
  await noSeriousViolations(page, 'console jobs (dark)');
  await screenshot(page, 'super-console-manager-dark-1366');
  await section(page).getByRole('button', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log', level: 2 })).toBeVisible();
  await expect(page.getByText(/Loading/)).toHaveCount(0);
  await noSeriousViolations(page, 'console audit (dark)');
  await page.setViewportSize({ width: 390, height: 800 });
  await screenshot(page, 'super-console-manager-dark-390');
  await section(page).getByRole('button', { name: 'My data' }).click();
  await expect(page.getByRole('heading', { name: 'Download my data' })).toBeVisible();
  await noSeriousViolations(page, 'my data (dark)');
  await screenshot(page, 'super-console-mydata-dark-390');

  const context = await browser.newContext();
  const coach = await context.newPage();
  try {
    await signIn(coach, 'coach');
    await openConsole(coach);
    await expect(mainHeading(coach)).toHaveText('Superkonsole');
    await expect(coach.getByRole('heading', { name: 'Hintergrundaufträge', level: 2 })).toBeVisible();
    await screenshot(coach, 'super-console-coach-de-1366');
    await coach.setViewportSize({ width: 390, height: 800 });
    await screenshot(coach, 'super-console-coach-de-390');
  } finally {
    await context.close();
  }
});

test('an administrator declines a learner’s deletion request with a reason the learner then reads', async ({
  page,
  browser,
}) => {
  const reason = `Certificates are kept for five years (${Date.now().toString(36)})`;
  await signIn(page, 'learner');
  const token = await accessToken(page);
  const asked = await graphql(
    baseURL(),
    token,
    'mutation { requestMyDeletion(reason: "Please delete me") { id } }',
  );
  expect(asked.errors).toBeUndefined();

  const context = await browser.newContext();
  const admin = await context.newPage();
  try {
    await signIn(admin, 'admin');
    await openConsole(admin, '?tab=requests');
    const card = admin.getByRole('listitem').filter({ hasText: 'Please delete me' });
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Delete account' }).click();
    const carry = admin.getByRole('dialog', { name: /Delete the account of/ });
    await expect(carry.getByRole('radio', { name: /Keep anonymised learning records/ })).toBeChecked();
    await noSeriousViolations(admin, 'carry out dialog (light)');
    await carry.getByRole('button', { name: 'Cancel' }).click();
    await expect(carry).toBeHidden();
    await card.getByRole('button', { name: 'Decline' }).click();
    const decline = admin.getByRole('dialog', { name: /Decline the request of/ });
    await expect(decline.getByRole('button', { name: 'Decline' })).toBeDisabled();
    await decline.getByLabel('Reason').fill(reason);
    await noSeriousViolations(admin, 'decline dialog (light)');
    await admin.setViewportSize({ width: 390, height: 800 });
    await screenshot(admin, 'super-console-decline-390');
    await decline.getByRole('button', { name: 'Decline' }).click();
    await expect(decline).toBeHidden();
    await expect(card).toHaveCount(0);
    await admin.setViewportSize({ width: 1366, height: 900 });
    await openConsole(admin, '?tab=jobs');
    await expect(admin.getByRole('rowheader', { name: 'Personal data export' }).first()).toBeVisible();
    await noSeriousViolations(admin, 'console jobs with rows (light)');
    await screenshot(admin, 'super-console-jobs-rows-1366');
  } finally {
    await context.close();
  }

  await openConsole(page);
  await expect(page.getByText('Declined', { exact: true })).toBeVisible();
  await expect(page.getByText(`Reason: ${reason}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request deletion' })).toBeVisible();
});
