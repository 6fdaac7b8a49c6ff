// Pasting into the news editor in Chromium under the page's Trusted Types policy: ProseMirror's own paste
// parses clipboard HTML through innerHTML, which the default policy refuses, so formatted text used to
// vanish (dropped HTML likewise). Formatted HTML must arrive with its allowed formatting and nothing of a script or a foreign image,
// plain text must arrive as it is, and the CSP fixture fails the test on any Trusted Types violation.
import { expect, test, type Page } from '../support/test';
import { mainHeading, signIn } from '../support/app';
import { startStack, type Stack } from '../support/stack';

let stack: Stack;
test.beforeAll(async () => {
  stack = await startStack();
});
test.afterAll(async () => {
  await stack?.dispose();
});

const HTML =
  '<meta charset="utf-8"><!--StartFragment--><p>Hello <strong>bold</strong> ' +
  '<a href="https://example.org">link</a></p><ul><li>one</li></ul>' +
  '<script>alert(1)</script><img src=x onerror=alert(1)><!--EndFragment-->';

/** A paste event as the browser fires it, with the given clipboard flavours, on the editable element. */
async function paste(page: Page, data: Record<string, string>): Promise<void> {
  await page.locator('.ProseMirror').evaluate((element, flavours) => {
    const clipboardData = new DataTransfer();
    for (const [type, value] of Object.entries(flavours)) clipboardData.setData(type, value);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
  }, data);
}

test('formatted and plain text pasted (or dropped) into the news editor arrive, without script or foreign image', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page, 'manager', '/', stack.baseURL);
  await page.goto(`${stack.baseURL}/communication`);
  await page.getByRole('link', { name: 'New news item' }).first().click();
  await expect(mainHeading(page)).toHaveText('New news item');
  const body = page.getByRole('textbox', { name: 'Text' });
  await body.click();

  await paste(page, { 'text/html': HTML, 'text/plain': 'Hello bold link\none\nalert(1)' });
  await expect(body.locator('strong')).toHaveText('bold');
  await expect(body.locator('a')).toHaveText('link');
  await expect(body.locator('a')).toHaveAttribute('href', 'https://example.org');
  await expect(body.locator('ul > li')).toHaveText('one');
  await expect(body).toContainText('Hello bold link');
  await expect(body).not.toContainText('alert');
  await expect(body).not.toContainText('StartFragment');
  await expect(body.locator('script, img, meta')).toHaveCount(0);

  // Plain text only (another editor, a terminal): ProseMirror's own plain-text path, lines become paragraphs.
  await page.keyboard.press('Control+End');
  await paste(page, { 'text/plain': 'First plain line\nSecond <b>plain</b> line' });
  await expect(body.getByText('First plain line', { exact: true })).toBeVisible();
  await expect(body.getByText('Second <b>plain</b> line', { exact: true })).toBeVisible();
  await expect(body.locator('b')).toHaveCount(0);
  // Formatted text dragged in from another page takes the same way in.
  await page
    .locator('.ProseMirror p')
    .last()
    .evaluate((target) => {
      const dataTransfer = new DataTransfer();
      dataTransfer.setData('text/html', '<p>Dropped <i>italic</i></p><script>alert(2)</script>');
      dataTransfer.setData('text/plain', 'Dropped italic');
      const box = target.getBoundingClientRect();
      const at = { clientX: box.right - 2, clientY: box.top + box.height / 2 };
      target.dispatchEvent(new DragEvent('drop', { dataTransfer, bubbles: true, cancelable: true, ...at }));
    });
  await expect(body.locator('em')).toHaveText('italic');
  await expect(body).toContainText('Dropped italic');
  await expect(body).not.toContainText('alert');
  // The pasted text is the editor's content: the form knows about it.
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  expect(errors, 'page errors').toEqual([]);
  await context.close();
});
