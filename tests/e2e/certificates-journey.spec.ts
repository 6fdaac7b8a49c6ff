// The journey across the areas, in the real app and only through its screens: the administrator
// attaches the demo certificate template to a link medium (/certificates, template editor) and makes a
// course badge for it (/course-badges). The learner, signed in meanwhile, finds the medium in the
// catalogue, enrols and completes it; the badge notice arrives live (no page load) and /badges-collection
// lists the badge as earned. On /my-certificates the certificate waits for its PDF to be rendered, is
// downloaded (a real PDF) and its share link copied. A browser that never signed in opens that link: valid,
// with the learner's name and the title; the downloaded PDF dropped on the page matches, an edited copy does
// not. The administrator revokes it on the Issued tab with a reason; the visitor's page, reloaded, says
// revoked, and so does My certificates. axe on the learner's screens and the verification page (light,
// and dark for the learner), 390 px and no sideways scroll at 320 px.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from './support/test';
import { accessToken, isLoginPage, mainHeading, screenshot, signIn, watchNavigations } from './support/app';
import { startStack, type Stack } from './support/stack';
import { noSeriousViolations, noSidewaysScroll } from './support/checks';

let stack: Stack;
test.beforeAll(async () => {
  stack = await startStack();
});
test.afterAll(async () => {
  await stack?.dispose();
});

const tag = Date.now().toString(36).slice(-5);
const LINK = 'Top tips for staff (NCSC)';
const TEMPLATE = 'Course certificate';
const BADGE = `Security tips ${tag}`;
const LEARNER_NAME = 'Liam Otieno';
const REASON = `Issued in error (journey ${tag})`;

async function signedIn(browser: Browser, username: string, path = '/'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await signIn(page, username, path, stack.baseURL);
  return page;
}

/** The administrator attaches the demo template to the link medium, valid for 12 months. */
async function attachTemplate(admin: Page) {
  await admin.getByRole('navigation').getByRole('link', { name: 'Certificates', exact: true }).click();
  await admin
    .getByRole('table', { name: 'Certificate templates' })
    .getByRole('link', { name: TEMPLATE })
    .click();
  await expect(mainHeading(admin)).toHaveText(TEMPLATE);
  await admin.getByRole('button', { name: 'Attach to a medium or path' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /^Valid for/ }).fill('12');
  await dialog.getByRole('searchbox', { name: 'Search media and paths' }).fill('tips');
  await dialog.getByRole('button', { name: `Attach to ${LINK}` }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByText('Template attached', { exact: true })).toBeVisible();
  await expect(admin.getByRole('listitem').filter({ hasText: LINK })).toContainText('Valid for 12 months');
}

/** The administrator makes a course badge earned by completing the link medium. */
async function makeCourseBadge(admin: Page) {
  await admin.getByRole('navigation').getByRole('link', { name: 'Course badges' }).click();
  await admin.getByRole('link', { name: 'New badge' }).first().click();
  await expect(mainHeading(admin)).toHaveText('New course badge');
  await admin.getByRole('textbox', { name: /^Name/ }).first().fill(BADGE);
  await admin
    .getByRole('textbox', { name: /^Description/ })
    .first()
    .fill('Read the top security tips.');
  await admin
    .getByRole('textbox', { name: /^Criteria/ })
    .first()
    .fill(`Complete “${LINK}”.`);
  await admin.getByRole('radio', { name: 'Completing a medium' }).check();
  await admin.getByRole('searchbox', { name: 'Search by title' }).fill('tips');
  await admin.getByRole('button', { name: `Choose “${LINK}”` }).click();
  await expect(admin.getByText(`Chosen: ${LINK}`)).toBeVisible();
  await admin.getByRole('button', { name: 'Save badge' }).click();
  await expect(admin.getByText('Badge saved', { exact: true })).toBeVisible();
  await expect(mainHeading(admin)).toHaveText(`Badge “${BADGE}”`);
}

/** The learner's live badge notices, one after the other: others (e.g. a demo badge) are dismissed. */
async function expectBadgeNotice(page: Page, name: string) {
  const toast = page.getByRole('status').filter({ hasText: 'Badge earned' });
  for (let i = 0; i < 10; i += 1) {
    await expect(toast).toBeVisible({ timeout: 20_000 });
    if ((await toast.textContent())?.includes(name)) return toast;
    await toast.getByRole('button', { name: 'Dismiss' }).click();
  }
  throw new Error(`No badge notice for ${name}`);
}

/** Drops a file on the verification page's drop zone as a browser does (a DataTransfer with one File). */
async function dropFile(page: Page, bytes: Uint8Array, name: string) {
  const dataTransfer = await page.evaluateHandle(
    ({ data, fileName }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(data)], fileName, { type: 'application/pdf' }));
      return transfer;
    },
    { data: [...bytes], fileName: name },
  );
  await page.getByTestId('pdf-drop-zone').dispatchEvent('drop', { dataTransfer });
}

/** The learner chooses a theme on My profile; the page is opened again once the token carries it. */
async function chooseTheme(page: Page, theme: 'light' | 'dark', back: string) {
  const before = await accessToken(page);
  await page.goto(`${stack.baseURL}/my-profile`);
  await page
    .getByRole('radiogroup', { name: 'Theme' })
    .getByRole('radio', { name: theme === 'dark' ? 'Dark' : 'Light' })
    .check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Your profile has been saved\.$/ })).toBeVisible();
  await expect.poll(() => accessToken(page)).not.toBe(before);
  await page.goto(`${stack.baseURL}${back}`);
  await expect(page.locator('[data-is-root-theme="true"]')).toHaveClass(new RegExp(`\\b${theme}\\b`));
}

/** The administrator revokes the certificate with this number on the Issued tab of /certificates. */
async function revokeOnIssuedTab(admin: Page, number: string) {
  await admin.getByRole('navigation').getByRole('link', { name: 'Certificates', exact: true }).click();
  await admin.getByRole('navigation', { name: 'Certificates' }).getByRole('link', { name: 'Issued' }).click();
  const row = admin
    .getByRole('table', { name: 'Issued certificates' })
    .getByRole('row', { name: new RegExp(number) });
  await expect(row).toContainText(LEARNER_NAME);
  await expect(row).toContainText(LINK);
  await admin.getByRole('button', { name: `Actions for ${number}` }).click();
  await admin.getByRole('menuitem', { name: 'Revoke' }).click();
  const dialog = admin.getByRole('alertdialog', { name: `Revoke ${number}?` });
  const confirm = dialog.getByRole('button', { name: 'Revoke', exact: true });
  // A reason is required before the revocation can be confirmed.
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(/^Reason/).fill(REASON);
  await confirm.click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByText(`${number} revoked`).first()).toBeVisible();
  await expect(row).toContainText(`Revoked: ${REASON}`);
}

const statusBox = (page: Page) =>
  page.getByRole('status').filter({ has: page.getByRole('heading', { level: 2 }) });

test('a learner completes a medium, earns its badge live and its certificate, which verifies signed out until revoked', async ({
  browser,
  page,
  context,
}) => {
  test.setTimeout(240_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.baseURL });

  // The learner signs in before anything is attached.
  await signIn(page, 'learner', '/', stack.baseURL);
  const learnerNavigations = watchNavigations(page);

  const admin = await signedIn(browser, 'admin');
  await attachTemplate(admin);
  await makeCourseBadge(admin);

  // The learner finds the medium in the catalogue, enrols and completes it in the link player.
  await page.getByRole('navigation').getByRole('link', { name: 'Catalogue' }).click();
  await page.getByRole('searchbox', { name: 'Search the catalogue' }).fill('tips');
  await page.getByRole('heading', { level: 2, name: LINK }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: LINK })).toBeVisible();
  await page.getByRole('button', { name: 'Enrol' }).click();
  await expect(page.getByText('You are enrolled.')).toBeVisible();
  await page.getByRole('link', { name: 'Start' }).click();
  const opened = context.waitForEvent('page');
  await page.getByRole('link', { name: 'Open the link in a new tab' }).click();
  await (await opened).close();
  await page.getByRole('button', { name: 'Yes, mark it as done' }).click();
  await expect(page.getByText('Done. This medium counts as completed.')).toBeVisible();

  // The course badge's notice arrives live; its link leads to the collection, where it is earned.
  const notice = await expectBadgeNotice(page, BADGE);
  await expect(notice.getByText(`You earned the badge “${BADGE}”.`)).toBeVisible();
  await noSeriousViolations(page, 'the badge notice');
  await screenshot(page, 'journey-certificates-badge-notice-1366');
  await notice.getByRole('link', { name: 'See your badges' }).click();
  await expect(page).toHaveURL(/\/badges-collection$/);
  const earned = page.getByRole('main').getByRole('region', { name: 'Earned' });
  await expect(earned.getByRole('heading', { name: BADGE })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('region', { name: 'Still open' }).getByRole('heading', { name: BADGE }),
  ).toHaveCount(0);
  await noSeriousViolations(page, 'badge collection (light)');
  expect(learnerNavigations.loads()).toBe(0);

  // My certificates: the certificate of the medium, valid; its PDF once rendered.
  await page.getByRole('navigation').getByRole('link', { name: 'My certificates' }).click();
  await expect(mainHeading(page)).toHaveText('My certificates');
  const card = page.getByRole('article', { name: LINK });
  await expect(card.getByText('Valid', { exact: true })).toBeVisible({ timeout: 20_000 });
  const downloadButton = card.getByRole('button', { name: `Download the PDF of ${LINK}` });
  const preparing = card.getByText('The PDF is being prepared', { exact: false });
  let downloading = page.waitForEvent('download', { timeout: 45_000 });
  await downloadButton.click();
  // The render job usually finishes at once; if not, the page says so and turns ready by itself.
  const first = await Promise.race([
    downloading.then(() => 'downloaded' as const),
    preparing.waitFor({ state: 'visible', timeout: 45_000 }).then(() => 'preparing' as const),
  ]);
  if (first === 'preparing') {
    await expect(preparing).toBeHidden({ timeout: 45_000 });
    downloading = page.waitForEvent('download', { timeout: 20_000 });
    await downloadButton.click();
  }
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^C-\d+\.pdf$/);
  const number = download.suggestedFilename().replace(/\.pdf$/, '');
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const sha256 = createHash('sha256').update(pdf).digest('hex');
  expect(sha256).toMatch(/^[0-9a-f]{64}$/);

  // The share link, copied: the public verification address.
  await card.getByRole('button', { name: `Copy the share link of ${LINK}` }).click();
  await expect(card).toContainText('Link copied');
  const verifyUrl = await page.evaluate(() => navigator.clipboard.readText());
  expect(verifyUrl).toMatch(new RegExp(`^${stack.baseURL}/verify/[A-Z2-7]{20}$`));
  await noSeriousViolations(page, 'my certificates (light)');
  await screenshot(page, 'journey-certificates-my-certificates-1366');
  await noSidewaysScroll(page, 390, card);
  await noSeriousViolations(page, 'my certificates at 390 px');
  await screenshot(page, 'journey-certificates-my-certificates-390');
  await noSidewaysScroll(page, 320, card);
  await page.setViewportSize({ width: 1366, height: 900 });

  // A browser that never signed in opens the link: valid, issued to the learner for the medium.
  const visitorContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const visitor = await visitorContext.newPage();
  const visitorNavigations = watchNavigations(visitor);
  await visitor.goto(verifyUrl);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Verify a certificate');
  await expect(statusBox(visitor).getByRole('heading', { level: 2 })).toHaveText('Valid');
  await expect(statusBox(visitor)).toContainText('issued by Sitos Academy and is valid');
  await expect(visitor.getByText(LEARNER_NAME, { exact: true })).toBeVisible();
  await expect(visitor.getByText(LINK, { exact: true })).toBeVisible();
  await expect(visitor.getByText(number, { exact: true })).toBeVisible();
  expect(visitorNavigations.urls.filter(isLoginPage)).toEqual([]);
  // The downloaded PDF is byte for byte the one issued; one changed byte is not.
  await dropFile(visitor, pdf, 'certificate.pdf');
  const answer = visitor.getByTestId('pdf-check-answer');
  await expect(answer).toContainText(
    'Matches: certificate.pdf is exactly the PDF issued for this certificate',
  );
  const edited = new Uint8Array(pdf);
  const at = pdf.length - 20;
  edited[at] = edited[at] === 0x20 ? 0x0a : 0x20;
  expect(createHash('sha256').update(edited).digest('hex')).not.toBe(sha256);
  await dropFile(visitor, edited, 'edited.pdf');
  await expect(answer).toContainText('Does not match: edited.pdf is not a PDF issued here');
  await noSeriousViolations(visitor, 'verification, valid');
  await screenshot(visitor, 'journey-certificates-verify-valid-1366');
  await noSidewaysScroll(visitor, 390, statusBox(visitor));
  await noSeriousViolations(visitor, 'verification at 390 px');
  await screenshot(visitor, 'journey-certificates-verify-valid-390');
  await noSidewaysScroll(visitor, 320, statusBox(visitor));

  // The administrator revokes it on the Issued tab, with a reason.
  await revokeOnIssuedTab(admin, number);

  // The visitor's page, reloaded, says revoked (the reason stays with the administrators).
  await visitor.reload();
  await expect(statusBox(visitor).getByRole('heading', { level: 2 })).toHaveText('Revoked');
  await expect(statusBox(visitor)).toContainText('was revoked by Sitos Academy on');
  await expect(visitor.getByText(LEARNER_NAME, { exact: true })).toBeVisible();
  await expect(visitor.getByText(REASON)).toHaveCount(0);
  await noSeriousViolations(visitor, 'verification, revoked');
  await screenshot(visitor, 'journey-certificates-verify-revoked-390');
  await noSidewaysScroll(visitor, 320, statusBox(visitor));
  await visitorContext.close();

  // The learner's list says revoked too; dark: My certificates, the collection and the verification page.
  await page.getByRole('navigation').getByRole('link', { name: 'My badges' }).click();
  await expect(earned.getByRole('heading', { name: BADGE })).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'My certificates' }).click();
  await expect(card.getByText('Revoked', { exact: true })).toBeVisible();
  await chooseTheme(page, 'dark', '/my-certificates');
  await expect(card.getByText('Revoked', { exact: true })).toBeVisible();
  await noSeriousViolations(page, 'my certificates (dark)');
  await screenshot(page, 'journey-certificates-my-certificates-dark-1366');
  await page.getByRole('navigation').getByRole('link', { name: 'My badges' }).click();
  await expect(earned.getByRole('heading', { name: BADGE })).toBeVisible();
  await noSeriousViolations(page, 'badge collection (dark)');
  await noSidewaysScroll(page, 390, earned.getByRole('heading', { name: BADGE }));
  await screenshot(page, 'journey-certificates-badges-dark-390');
  await noSidewaysScroll(page, 320, earned.getByRole('heading', { name: BADGE }));
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(verifyUrl);
  await expect(statusBox(page).getByRole('heading', { level: 2 })).toHaveText('Revoked');
  await expect(page.locator('[data-is-root-theme="true"]')).toHaveClass(/\bdark\b/);
  await noSeriousViolations(page, 'verification, revoked (dark)');
  await screenshot(page, 'journey-certificates-verify-revoked-dark-1366');
  await admin.context().close();
});
