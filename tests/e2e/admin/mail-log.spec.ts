// The mail log in Chromium against the real stack: the administrator sends themselves a test mail (the
// suite's SMTP server receives it), finds it in the log by its recipient and subject, opens it as the
// recipient saw it (the HTML in a sandboxed frame, the text part), resends it after confirming, and the SMTP
// server receives the copy with its own Message-ID. Axe light and dark, 390 px, no sideways scroll at 320 px.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test';
import { accessToken, baseURL, graphql, mainHeading, screenshot, signIn } from '../support/app';
import { noSeriousViolations, noSidewaysScroll } from '../support/checks';
import { receivedMails, waitForMail } from '../support/mail';

const ADMIN = 'alex.morgan@example.org';

/** Radix's root theme in the dark appearance (the administrator's own is light). */
const darken = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('[data-is-root-theme="true"]');
    root?.classList.replace('light', 'dark');
  });

/**
 * axe on the page beside the mail's own document: the preview frame is the recipient's mail (not the app's
 * markup), and axe cannot enter a sandboxed frame without scripts (its partial run waits for it forever).
 */
async function noSeriousViolationsBesideMail(page: Page, what: string): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ iframes: false })
    .exclude('iframe.ml-frame')
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  expect(serious, `${what}: serious or critical violations`).toEqual([]);
}

test('administrator finds a mail in the log, opens it as the recipient saw it and resends it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin');
  const token = await accessToken(page);
  const queued = await graphql<{ sendTestMail: { id: string } }>(
    baseURL(),
    token,
    'mutation { sendTestMail(event: "BADGE_AWARDED", locale: "en") { id } }',
  );
  expect(queued.errors).toBeUndefined();
  const id = queued.data!.sendTestMail.id;
  const mail = await waitForMail(ADMIN, (m) => m.messageId.includes(id));
  expect(mail.html).toContain('<');
  expect(mail.text.length).toBeGreaterThan(20);

  await page.goto(`${baseURL()}/mail-log`);
  await expect(mainHeading(page)).toHaveText('Mail log');
  await page.getByLabel('Search recipient or subject').fill(mail.subject);
  await expect(page).toHaveURL(/q=/);
  const table = page.getByRole('table', { name: 'Mail log' });
  const row = table.getByRole('row').filter({ hasText: 'Test mail' }).first();
  await expect(row).toBeVisible();
  await expect(row.getByText('Sent', { exact: true })).toBeVisible();
  await noSeriousViolations(page, 'mail log (light)');
  await screenshot(page, 'mail-log-1366');

  await page.goto(`${baseURL()}/mail-log?mail=${id}`);
  const dialog = page.getByRole('dialog', { name: 'Mail to Alex Morgan' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(mail.subject)).toBeVisible();
  const frame = dialog.locator('iframe[title="The mail as the recipient saw it"]');
  await expect(frame).toHaveAttribute('sandbox', '');
  const body = page.frameLocator('iframe[title="The mail as the recipient saw it"]').locator('body');
  const firstLine = mail.text
    .split('\n')
    .find((line) => line.trim().length > 10)!
    .trim();
  await expect(body).toContainText(firstLine.slice(0, 20));
  await expect(dialog.getByLabel('Plain-text part')).toContainText(firstLine);
  await expect(dialog.getByText(mail.messageId)).toBeVisible();
  await noSeriousViolationsBesideMail(page, 'mail detail (light)');
  await screenshot(page, 'mail-log-detail-1366');
  await darken(page);
  await noSeriousViolationsBesideMail(page, 'mail detail (dark)');
  await screenshot(page, 'mail-log-detail-1366-dark');

  const before = receivedMails().length;
  await dialog.getByRole('button', { name: 'Resend' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Send this mail again?' });
  await expect(confirm).toContainText(ADMIN);
  await confirm.getByRole('button', { name: 'Resend' }).click();
  await expect(
    dialog.getByRole('status').filter({ hasText: `Queued again as a new mail to ${ADMIN}` }),
  ).toBeVisible();
  const copy = await waitForMail(ADMIN, (m) => m.subject === mail.subject && m.messageId !== mail.messageId);
  expect(receivedMails().length).toBeGreaterThan(before);
  expect(copy.text).toBe(mail.text);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).not.toHaveURL(/mail=/);
  // The copy is in the log too, marked as a resend.
  await page.getByLabel('Search recipient or subject').fill(mail.subject);
  await expect(table.getByRole('row').filter({ hasText: 'Resent' }).first()).toBeVisible();
  await darken(page);
  await noSeriousViolations(page, 'mail log (dark)');
  await screenshot(page, 'mail-log-1366-dark');

  await noSidewaysScroll(page, 390, mainHeading(page));
  await screenshot(page, 'mail-log-390');
  await noSidewaysScroll(page, 320, mainHeading(page));
});

test('the mail log in German: the status filter from the address, statuses in words', async ({ page }) => {
  await signIn(page, 'admin');
  // A sent mail of its own, whatever else the run has sent.
  const queued = await graphql<{ sendTestMail: { id: string } }>(
    baseURL(),
    await accessToken(page),
    'mutation { sendTestMail(event: "WELCOME", locale: "de") { id } }',
  );
  const id = queued.data!.sendTestMail.id;
  await waitForMail(ADMIN, (m) => m.messageId.includes(id));
  await page.goto(`${baseURL()}/mail-log?status=SENT`);
  await expect(mainHeading(page)).toHaveText('Mail log');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
  await expect(mainHeading(page)).toHaveText('E-Mail-Protokoll');
  await expect(page.getByLabel('Versandstatus', { exact: true })).toHaveValue('SENT');
  const table = page.getByRole('table', { name: 'E-Mail-Protokoll' });
  await expect(table.getByText('Gesendet', { exact: true }).first()).toBeVisible();
  await expect(table.getByText('Fehlgeschlagen', { exact: true })).toHaveCount(0);
  await noSeriousViolations(page, 'mail log (German)');
  await screenshot(page, 'mail-log-1366-de');
  await page.setViewportSize({ width: 390, height: 800 });
  await screenshot(page, 'mail-log-390-de');
});
