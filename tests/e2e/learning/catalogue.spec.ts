// The learner's other screens in the real app: catalogue search with its empty state, detail and
// self-enrolment, the link player, a rating, my units and the dashboard sections.
import { expect, test } from '../support/test';
import { signIn, screenshot } from '../support/app';
import { startStack, type Stack } from '../support/stack';

let stack: Stack;
test.beforeAll(async () => {
  stack = await startStack();
});
test.afterAll(async () => {
  await stack?.dispose();
});

const LINK = 'Top tips for staff (NCSC)';

test('catalogue search, enrolment, link completion, rating, units and dashboard', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'learner', '/', stack.baseURL);

  // Dashboard: the learner's sections (the assigned course is due soon).
  await expect(page.getByRole('region', { name: 'Continue where you left off' })).toBeVisible();
  const due = page.getByRole('region', { name: 'Assigned to you' });
  await expect(due.getByRole('article', { name: 'Information security basics', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recommended for you' })).toBeVisible();
  await screenshot(page, 'learner-dashboard');

  // Catalogue: a search without results helps out; clearing brings the list back.
  await page.getByRole('navigation').getByRole('link', { name: 'Catalogue' }).click();
  const search = page.getByRole('searchbox', { name: 'Search the catalogue' });
  await search.fill('zzzzqqq');
  await expect(page.getByText(/Nothing matches your search/)).toBeVisible();
  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(search).toHaveValue('');
  await search.fill('tips');
  await expect(page.getByText('1 result', { exact: false })).toBeVisible();
  await screenshot(page, 'learner-catalogue');
  await page.getByRole('heading', { level: 2, name: LINK }).getByRole('link').click();

  // Detail and self-enrolment, then the link player.
  await expect(page.getByRole('heading', { level: 1, name: LINK })).toBeVisible();
  await page.getByRole('button', { name: 'Enrol' }).click();
  await expect(page.getByText('You are enrolled.')).toBeVisible();
  await page.getByRole('link', { name: 'Start' }).click();
  const opened = context.waitForEvent('page');
  const open = page.getByRole('link', { name: 'Open the link in a new tab' });
  await expect(open).toHaveAttribute('rel', /noopener/);
  await expect(open).toHaveAttribute('target', '_blank');
  // The link points outside; the new tab is closed at once (no internet here).
  await open.click();
  await (await opened).close();
  await page.getByRole('button', { name: 'Yes, mark it as done' }).click();
  await expect(page.getByText('Done. This medium counts as completed.')).toBeVisible();

  // Rate it: once started, it can be rated with stars and a comment.
  await page.goto(`${stack.baseURL}/my-ratings`);
  await page.getByRole('button', { name: `Rate ${LINK}` }).click();
  const form = page.getByRole('form', { name: `Rate ${LINK}` });
  await form.getByRole('radio', { name: '4 stars' }).click();
  await form.getByRole('textbox', { name: 'Comment (optional)' }).fill('Short and practical.');
  await form.getByRole('button', { name: 'Save rating' }).click();
  await expect(page.getByRole('button', { name: `Delete your rating of ${LINK}` })).toBeVisible();
  await screenshot(page, 'learner-ratings');

  // My media shows it completed; my units lists the general unit.
  await page.goto(`${stack.baseURL}/media`);
  await expect(page.getByRole('article', { name: LINK }).getByText('Completed')).toBeVisible();
  await screenshot(page, 'learner-media');
  await page.goto(`${stack.baseURL}/my-units`);
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
});
