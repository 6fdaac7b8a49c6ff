// User import in Chromium against the real stack: the manager uploads a semicolon-separated Windows-1252
// file from a German spreadsheet, sees the detected encoding and delimiter, maps the columns, checks the
// dry run (filtered to the errors), starts the import, reloads the page while it runs (the address keeps
// the import), reads the report and downloads the failed rows, whose CSV is checked byte by byte. Axe in
// dark (manager) and light (admin), 1366 and 390 px, no sideways scroll at 320 px.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '../support/test';
import { baseURL, mainHeading, screenshot, signIn } from '../support/app';
import { noSeriousViolations, noSidewaysScroll } from '../support/checks';

const tag = Date.now().toString(36).slice(-5);
const HEADER = 'Benutzername;Vorname;Nachname;E-Mail;Einheit;Rolle';

/** Windows-1252 bytes: umlauts are their Latin-1 bytes. */
const windows1252 = (text: string) => Buffer.from(text, 'latin1');

const file = () =>
  windows1252(
    [
      HEADER,
      `jm${tag};Jürgen;Müller;jm${tag}@example.org;customer-service;Lernende`,
      `as${tag};Anna;Schäfer;as${tag}@example.org;customer-service;Lernende`,
      `kk${tag};Karl;Kaputt;keine-mail;customer-service;Lernende`,
      `jm${tag};Jürgen;Doppelt;jd${tag}@example.org;customer-service;Lernende`,
      `ww${tag};Wera;Weg;ww${tag}@example.org;Nirgendwo;Lernende`,
    ].join('\r\n') + '\r\n',
  );

async function openImport(page: Page) {
  await page.goto(`${baseURL()}/import-management`);
  await expect(mainHeading(page)).toHaveText('Import');
}

async function upload(page: Page, name: string, buffer: Buffer) {
  await page.getByLabel('User list (CSV or Excel)').setInputFiles({ name, mimeType: 'text/csv', buffer });
  await expect(page.getByRole('heading', { name: 'Which column holds what?' })).toBeVisible();
}

test('a manager imports a CSV through the whole wizard and downloads the failed rows', async ({ page }) => {
  await signIn(page, 'manager');
  await openImport(page);
  await upload(page, 'mitarbeiter.csv', file());

  // Detected and shown: Windows-1252 read right (ü, ä), the semicolon, the German headers mapped.
  await expect(page.getByText('WINDOWS-1252')).toBeVisible();
  await expect(page.getByText('semicolon (;)')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Schäfer' })).toBeVisible();
  await expect(page.getByLabel('Field for column Benutzername')).toHaveValue('USERNAME');
  await expect(page.getByLabel('Field for column E-Mail')).toHaveValue('EMAIL');
  await expect(page.getByLabel('Field for column Einheit')).toHaveValue('UNIT');
  // Unmapping the username blocks the dry run until a column is mapped to it again.
  await page.getByLabel('Field for column Benutzername').selectOption('');
  await expect(page.getByRole('button', { name: 'Check what would happen' })).toBeDisabled();
  await page.getByLabel('Field for column Benutzername').selectOption('USERNAME');
  await page.getByRole('radio', { name: 'Add new people only' }).check();
  await noSeriousViolations(page, 'import mapping (dark)');
  await screenshot(page, 'import-mapping-1366-dark');

  await page.getByRole('button', { name: 'Check what would happen' }).click();
  await expect(page.getByRole('heading', { name: 'What the import would do' })).toBeVisible();
  await expect(page.getByText('Create: 2')).toBeVisible();
  await expect(page.getByText('Error: 3')).toBeVisible();
  await page.getByLabel('Show').selectOption('ERROR');
  const report = page.getByRole('table', { name: 'Rows and what would happen to them' });
  await expect(report.getByRole('row')).toHaveCount(4);
  await expect(report).toContainText('"keine-mail" is no valid email address.');
  await expect(report).toContainText('The username is already in row 2.');
  await expect(report).toContainText('There is no unit "Nirgendwo".');
  await noSeriousViolations(page, 'import dry run (dark)');
  await screenshot(page, 'import-review-1366-dark');

  await page.getByRole('button', { name: 'Import 2 rows' }).click();
  const dialog = page
    .getByRole('alertdialog', { name: 'Start the import?' })
    .or(page.getByRole('dialog', { name: 'Start the import?' }));
  await dialog.getByRole('button', { name: 'Start import' }).click();
  await expect(page).toHaveURL(/\/import-management\?import=[0-9a-f-]{36}$/);
  const address = page.url();

  // A reload while it runs (or once it ended) comes back to the same import.
  await page.reload();
  await expect(page).toHaveURL(address);
  await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Created: 2')).toBeVisible();
  await expect(page.getByText('Failed: 3')).toBeVisible();
  const failed = page.getByRole('table', { name: 'Rows not imported' });
  await expect(failed.getByRole('row')).toHaveCount(4);
  await noSeriousViolations(page, 'import report (dark)');
  await screenshot(page, 'import-report-1366-dark');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download failed rows (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('mitarbeiter-failed-rows.csv');
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
  expect(lines).toEqual([
    `${HEADER};reason`,
    `kk${tag};Karl;Kaputt;keine-mail;customer-service;Lernende;"""keine-mail"" is not a valid email address."`,
    `jm${tag};Jürgen;Doppelt;jd${tag}@example.org;customer-service;Lernende;The username is already in row 2 of this file.`,
    `ww${tag};Wera;Weg;ww${tag}@example.org;Nirgendwo;Lernende;"There is no unit ""Nirgendwo"" (give its key, name or displayed id)."`,
  ]);

  await noSidewaysScroll(page, 390, page.getByRole('heading', { name: 'Import finished' }));
  await noSeriousViolations(page, 'import report at 390 px (dark)');
  await screenshot(page, 'import-report-390-dark');
  await noSidewaysScroll(page, 320, page.getByRole('heading', { name: 'Import finished' }));

  // Fixed and imported again, the failed rows go in.
  const fixed = bytes
    .toString('utf8')
    .replace('keine-mail;', `kk${tag}@example.org;`)
    .replace(`jm${tag};Jürgen;Doppelt`, `jd${tag};Jürgen;Doppelt`)
    .replace(';Nirgendwo;', ';customer-service;');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('button', { name: 'New import' }).click();
  await expect(page).toHaveURL(/\/import-management$/);
  await upload(page, 'fixed.csv', Buffer.from(fixed, 'utf8'));
  await expect(page.getByText('UTF-8 (BOM)')).toBeVisible();
  await page.getByRole('button', { name: 'Check what would happen' }).click();
  await expect(page.getByText('Create: 3')).toBeVisible();
  await page.getByRole('button', { name: 'Import 3 rows' }).click();
  await page.getByRole('button', { name: 'Start import' }).click();
  await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Every row was imported.')).toBeVisible();
});

test('the import screen in light and at 390 px', async ({ page }) => {
  await signIn(page, 'admin');
  await openImport(page);
  await noSeriousViolations(page, 'import upload (light)');
  await upload(
    page,
    'liste.csv',
    Buffer.from(`${HEADER}\nli${tag};Lia;Licht;li${tag}@example.org;general;Lernende\n`),
  );
  await noSeriousViolations(page, 'import mapping (light)');
  await screenshot(page, 'import-mapping-1366-light');
  await noSidewaysScroll(page, 390, page.getByRole('heading', { name: 'Which column holds what?' }));
  await screenshot(page, 'import-mapping-390-light');
  await noSidewaysScroll(page, 320, page.getByRole('heading', { name: 'Which column holds what?' }));
  await page.getByRole('button', { name: 'Check what would happen' }).click();
  await expect(page.getByText('Create: 1')).toBeVisible();
  await noSeriousViolations(page, 'import dry run at 390 px (light)');
  await screenshot(page, 'import-review-390-light');
});

test('the import screen in German (the coach, a German education manager)', async ({ page }) => {
  await signIn(page, 'coach');
  await page.goto(`${baseURL()}/import-management`);
  await page.getByLabel('Benutzerliste (CSV oder Excel)').setInputFiles({
    name: 'liste.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${HEADER}\nde${tag};Dora;Deutsch;de${tag}@example.org;general;Lernende\n`),
  });
  await expect(page.getByRole('heading', { name: 'Welche Spalte enthält was?' })).toBeVisible();
  await expect(page.getByLabel('Feld für Spalte Benutzername')).toHaveValue('USERNAME');
  await noSeriousViolations(page, 'import mapping (German)');
  await screenshot(page, 'import-mapping-1366-de');
  await page.getByRole('button', { name: 'Prüfen, was passieren würde' }).click();
  await expect(page.getByText('Anlegen (1)')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 800 });
  await screenshot(page, 'import-review-390-de');
});
