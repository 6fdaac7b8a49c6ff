// Latest news on the learner's dashboard in the real app: the seeded headlines, an article opened in
// full, and an item the manager publishes through the API appearing live, without a reload.
import { expect, test, type Browser } from '../support/test';
import { accessToken, graphql, screenshot, signIn, watchNavigations } from '../support/app';
import { startStack, type Stack } from '../support/stack';
import { noSeriousViolations } from '../support/checks';

let stack: Stack;
test.beforeAll(async () => {
  stack = await startStack();
});
test.afterAll(async () => {
  await stack?.dispose();
});

/** Signs the manager in with the app in a context of its own and returns their access token. */
async function managerToken(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'manager', '/', stack.baseURL);
  const token = await accessToken(page);
  await context.close();
  return token;
}

test('the learner reads the seeded news and sees a newly published item arrive live', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'learner', '/', stack.baseURL);
  const navigations = watchNavigations(page);

  const news = page.getByRole('region', { name: 'Latest news' });
  const headlines = news.getByRole('listitem').getByRole('button');
  // The learner is in Customer Service, so its item shows; the seeded draft does not.
  await expect(headlines).toHaveText([
    'Customer Service: new call-handling guidelines',
    'New course: Information security basics',
    'Welcome to Sitos Academy',
  ]);
  await expect(news.getByText('For Customer Service')).toBeVisible();
  await expect(news.getByText(/^Published /)).toHaveCount(3);

  await news.getByRole('button', { name: 'New course: Information security basics' }).click();
  const article = page.getByRole('dialog', { name: 'New course: Information security basics' });
  await expect(article.getByText(/^Phishing, strong passwords and safe handling/)).toBeVisible();
  await expect(article.getByText(/^It is in the catalogue under IT/)).toBeVisible();
  await screenshot(page, 'learner-news-article');
  await noSeriousViolations(page, 'the open article');
  await article.getByRole('button', { name: 'Close' }).click();
  await expect(article).toBeHidden();

  const published = await graphql<{ publishNews: { id: string } }>(
    stack.baseURL,
    await managerToken(browser),
    'mutation($input: PublishNewsInput!) { publishNews(input: $input) { id } }',
    {
      input: {
        title: 'Platform maintenance on Saturday',
        body: 'The platform is offline from 8 to 10 am.\n\nPlease save your work before then.',
        unitId: null,
      },
    },
  );
  expect(published.errors).toBeUndefined();

  await expect(headlines.first()).toHaveText('Platform maintenance on Saturday');
  await expect(headlines).toHaveCount(4);
  expect(navigations.loads()).toBe(0);
  await headlines.first().click();
  await expect(
    page
      .getByRole('dialog', { name: 'Platform maintenance on Saturday' })
      .getByText('Please save your work before then.'),
  ).toBeVisible();
  await screenshot(page, 'learner-news-live');
});
