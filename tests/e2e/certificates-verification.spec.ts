// Certificates in Chromium against a stack of its own: certificate rows (with the SHA-256 of a real PDF)
// are written into its database while it is stopped (issuing and rendering are tested on their own). A
// browser that never signed in opens /verify/<code>: valid, with the issued data; the issued PDF dropped
// on the page matches, an edited copy does not; once revoked (in the database), the page says revoked.
// /verify without a code takes a typed one. The learner's /my-certificates: cards with statuses, the
// share link copied, LinkedIn in a new tab, a PDF still being prepared. Axe light and dark, 390/320 px,
// German.
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../server/db/client';
import { users } from '../../server/db/schema/core';
import { certificates } from '../../server/db/schema/credentials';
import { addDays, localDate } from '../../src/schemas/assignmentDue';
import { addCertificate, addTemplate, tinyPdf } from '../server/api/myCertificatesFixtures';
import { expect, test, type Page } from './support/test';
import { isLoginPage, screenshot, signIn, watchNavigations } from './support/app';
import { startStack, type Stack } from './support/stack';
import { noSeriousViolations, noSidewaysScroll } from './support/checks';

let stack: Stack;
const pdf = tinyPdf('Liam Otieno - Fire safety basics');
const codes = { valid: '', pending: '', expired: '' };
let validId = '';

async function withDatabase(work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<void>) {
  await stack.stop();
  const database = await openDatabase({ dataDir: stack.dataDir });
  try {
    await work(database.db);
  } finally {
    await database.close();
  }
  await stack.start();
}

test.beforeAll(async () => {
  stack = await startStack();
  await withDatabase(async (db) => {
    const [learner] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'learner'));
    // The coach reads in German and in the dark theme (the account's claims decide both).
    await db.update(users).set({ theme: 'dark', locale: 'de' }).where(eq(users.username, 'coach'));
    const [coach] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'coach'));
    const templateId = await addTemplate(db, 'Browser test template');
    const today = localDate(new Date(), null);
    const valid = await addCertificate(db, {
      userId: learner!.id,
      templateId,
      title: 'Fire safety basics',
      learnerName: 'Liam Otieno',
      completedOn: addDays(today, -20),
      expiresOn: addDays(today, 700),
      issuedAt: new Date(Date.now() - 20 * 86_400_000),
      pdf,
    });
    validId = valid.id;
    codes.valid = valid.code;
    codes.pending = (
      await addCertificate(db, {
        userId: learner!.id,
        templateId,
        title: 'First aid refresher',
        learnerName: 'Liam Otieno',
        completedOn: today,
        expiresOn: addDays(today, 20),
        issuedAt: new Date(),
      })
    ).code;
    codes.expired = (
      await addCertificate(db, {
        userId: learner!.id,
        templateId,
        title: 'Forklift licence',
        learnerName: 'Liam Otieno',
        completedOn: addDays(today, -800),
        expiresOn: addDays(today, -70),
        issuedAt: new Date(Date.now() - 800 * 86_400_000),
        pdf: tinyPdf('forklift'),
      })
    ).code;
    await addCertificate(db, {
      userId: learner!.id,
      templateId,
      title: 'Ladder safety',
      learnerName: 'Liam Otieno',
      completedOn: addDays(today, -100),
      revokedAt: new Date(Date.now() - 50 * 86_400_000),
      pdf: tinyPdf('ladder'),
    });
    await addCertificate(db, {
      userId: coach!.id,
      templateId,
      title: 'Datenschutz im Alltag',
      learnerName: 'Coach Example',
      expiresOn: null,
      pdf: tinyPdf('coach'),
    });
  });
});
test.afterAll(async () => {
  await stack?.dispose();
});

const statusBox = (page: Page) =>
  page.getByRole('status').filter({ has: page.getByRole('heading', { level: 2 }) });

/** Drops a file on the drop zone as a browser does (a DataTransfer with one File). */
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

test('a visitor who never signed in verifies a certificate by its address and by its PDF; revoked shows as revoked', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const nav = watchNavigations(page);
  await page.goto(`${stack.baseURL}/verify/${codes.valid}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verify a certificate');
  await expect(statusBox(page).getByRole('heading', { level: 2 })).toHaveText('Valid');
  await expect(statusBox(page)).toContainText('issued by Sitos Academy and is valid');
  await expect(page.getByText('Liam Otieno', { exact: true })).toBeVisible();
  await expect(page.getByText('Fire safety basics', { exact: true })).toBeVisible();
  expect(nav.urls.filter(isLoginPage)).toEqual([]);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await noSeriousViolations(page, 'verification, valid');
  await screenshot(page, 'verify-valid-1366');

  // The issued PDF, dropped: matches this certificate.
  await dropFile(page, pdf, 'certificate.pdf');
  const answer = page.getByTestId('pdf-check-answer');
  await expect(answer).toContainText(
    'Matches: certificate.pdf is exactly the PDF issued for this certificate',
  );
  await noSeriousViolations(page, 'verification, file matches');
  await screenshot(page, 'verify-file-matches-1366');
  // An edited copy (one byte changed), chosen with the file button: does not match.
  const edited = new Uint8Array(pdf);
  edited[pdf.length - 10] = edited[pdf.length - 10] === 0x30 ? 0x31 : 0x30;
  await page.locator('input[type="file"]').setInputFiles({
    name: 'edited.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(edited),
  });
  await expect(answer).toContainText('Does not match: edited.pdf is not a PDF issued here');
  // Another certificate's PDF: named as such.
  await dropFile(page, tinyPdf('forklift'), 'other.pdf');
  await expect(answer).toContainText('This file is not the PDF of this certificate');
  await expect(answer).toContainText('Forklift licence');
  // Not a PDF at all.
  await page.locator('input[type="file"]').setInputFiles({
    name: 'photo.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]),
  });
  await expect(answer).toContainText('photo.pdf is not a PDF file');

  await noSidewaysScroll(page, 390, page.getByRole('heading', { level: 1 }));
  await screenshot(page, 'verify-valid-390');
  await noSidewaysScroll(page, 320, page.getByRole('heading', { level: 1 }));
  await page.setViewportSize({ width: 1366, height: 800 });

  // Expired: said so, with the day.
  await page.goto(`${stack.baseURL}/verify/${codes.expired}`);
  await expect(statusBox(page).getByRole('heading', { level: 2 })).toHaveText('Expired');
  await expect(statusBox(page)).toContainText('It expired on');
  await noSeriousViolations(page, 'verification, expired');

  // Unknown code: the one answer.
  await page.goto(`${stack.baseURL}/verify/AAAAAAAAAAAAAAAAAAAA`);
  await expect(page.getByRole('heading', { name: 'Certificate not found' })).toBeVisible();
  await noSeriousViolations(page, 'verification, not found');
  await screenshot(page, 'verify-not-found-1366');

  // Revoked by an administrator: the same address now says revoked, with the day.
  await withDatabase(async (db) => {
    await db
      .update(certificates)
      .set({ revokedAt: new Date(), revokedReason: 'Issued by mistake' })
      .where(eq(certificates.id, validId));
  });
  await page.goto(`${stack.baseURL}/verify/${codes.valid}`);
  await expect(statusBox(page).getByRole('heading', { level: 2 })).toHaveText('Revoked');
  await expect(statusBox(page)).toContainText('was revoked by Sitos Academy on');
  await expect(page.getByText('Issued by mistake')).toHaveCount(0);
  await dropFile(page, pdf, 'certificate.pdf');
  await expect(answer).toContainText('Matches');
  await noSeriousViolations(page, 'verification, revoked');
  await screenshot(page, 'verify-revoked-1366');
  await noSidewaysScroll(page, 390, page.getByRole('heading', { level: 1 }));
  await screenshot(page, 'verify-revoked-390');
  await context.close();
});

test('at /verify a visitor types a code; a malformed one is explained', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${stack.baseURL}/verify`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verify a certificate');
  const field = page.getByLabel('Verification code');
  await field.fill('not a code');
  await page.getByRole('button', { name: 'Check code' }).click();
  await expect(page.getByRole('alert')).toContainText('A verification code has 20 characters');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await noSeriousViolations(page, 'verification form, invalid');
  await screenshot(page, 'verify-form-1366');
  await noSidewaysScroll(page, 320, page.getByRole('heading', { level: 1 }));
  await page.setViewportSize({ width: 1366, height: 800 });
  // Typed in lower case with spaces, as read off paper.
  const spaced = codes.expired.toLowerCase().replace(/(.{5})/g, '$1 ');
  await field.fill(spaced);
  await field.press('Enter');
  await expect(statusBox(page).getByRole('heading', { level: 2 })).toHaveText('Expired');
  await context.close();
});

test('the learner finds their certificates, copies a share link, and sees a PDF still being prepared', async ({
  browser,
}) => {
  const context = await browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.baseURL });
  const page = await context.newPage();
  await signIn(page, 'learner', '/', stack.baseURL);
  await page.getByRole('navigation').getByRole('link', { name: 'My certificates' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('My certificates');
  const card = (title: string) => page.getByRole('article', { name: title });
  await expect(card('Ladder safety')).toContainText('Revoked on');
  await expect(card('Ladder safety').getByRole('link', { name: /LinkedIn/ })).toHaveCount(0);
  await expect(card('First aid refresher')).toContainText('Expires soon');
  await expect(card('Forklift licence')).toContainText('Expired');

  await card('First aid refresher')
    .getByRole('button', { name: 'Copy the share link of First aid refresher' })
    .click();
  await expect(card('First aid refresher')).toContainText('Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${stack.baseURL}/verify/${codes.pending}`,
  );

  await card('First aid refresher')
    .getByRole('button', { name: 'Download the PDF of First aid refresher' })
    .click();
  await expect(card('First aid refresher')).toContainText('The PDF is being prepared');

  const linkedIn = card('Forklift licence').getByRole('link', {
    name: /Add Forklift licence to your LinkedIn profile/,
  });
  await expect(linkedIn).toHaveAttribute('target', '_blank');
  await expect(linkedIn).toHaveAttribute('rel', /noopener/);
  const href = new URL((await linkedIn.getAttribute('href'))!);
  expect(href.searchParams.get('name')).toBe('Forklift licence');
  expect(href.searchParams.get('certUrl')).toBe(`${stack.baseURL}/verify/${codes.expired}`);
  await card('Forklift licence').getByText('Details to enter on LinkedIn yourself').click();
  await expect(card('Forklift licence')).toContainText('Sitos Academy');

  await noSeriousViolations(page, 'my certificates');
  await screenshot(page, 'my-certificates-1366');
  await noSidewaysScroll(page, 390, page.getByRole('main').getByRole('heading', { level: 1 }));
  await screenshot(page, 'my-certificates-390');
  await noSidewaysScroll(page, 320, page.getByRole('main').getByRole('heading', { level: 1 }));
  await context.close();
});

test('dark and German: a signed-in coach sees their certificate and a verification page', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'coach', '/', stack.baseURL);
  await page.goto(`${stack.baseURL}/my-certificates`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Meine Zertifikate');
  await expect(page.locator('[data-is-root-theme="true"]')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('article', { name: 'Datenschutz im Alltag' })).toContainText('Gültig');
  await noSeriousViolations(page, 'my certificates, dark, German');
  await screenshot(page, 'my-certificates-dark-de-1366');
  await noSidewaysScroll(page, 390, page.getByRole('main').getByRole('heading', { level: 1 }));
  await screenshot(page, 'my-certificates-dark-de-390');
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto(`${stack.baseURL}/verify/${codes.expired}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zertifikat prüfen');
  await expect(statusBox(page).getByRole('heading', { level: 2 })).toHaveText('Abgelaufen');
  await dropFile(page, tinyPdf('forklift'), 'zertifikat.pdf');
  await expect(page.getByTestId('pdf-check-answer')).toContainText('Stimmt überein');
  await noSeriousViolations(page, 'verification, dark, German');
  await screenshot(page, 'verify-dark-de-1366');
  await noSidewaysScroll(page, 390, page.getByRole('heading', { level: 1 }));
  await screenshot(page, 'verify-dark-de-390');
  await context.close();
});
