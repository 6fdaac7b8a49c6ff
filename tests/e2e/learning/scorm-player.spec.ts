// The learner plays the seeded SCORM course in the real app: commits survive an unreachable API and
// arrive exactly once afterwards, a reload resumes at the saved page, and the quiz is passed.
import { expect, test, type FrameLocator, type Page } from '../support/test';
import { accessToken, graphql, scormMedium, signIn } from '../support/app';
import { startStack, type Stack } from '../support/stack';

let stack: Stack;
test.beforeAll(async () => {
  stack = await startStack();
});
test.afterAll(async () => {
  await stack?.dispose();
});

const COURSE = 'Information security basics';

const myMedium = (page: Page, mediaId: string) => scormMedium(stack.baseURL, page, mediaId);

const pending = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('lms.pending-progress') ?? '[]') as Array<{
        hash: string;
        mediaId: string;
        cmi: unknown;
        committedAt: string;
        sessionId?: string;
      }>,
  );

const saveStatus = (page: Page) => page.locator('[data-save-status]');
// The host page on the content origin, and the SCO in its frame.
const course = (page: Page): FrameLocator =>
  page.frameLocator(`iframe[title$="${COURSE}"]`).frameLocator('iframe[name="sco"]');

test('the learner plays the SCORM course: offline commits are kept and arrive once, reload resumes, quiz passed', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'learner', '/', stack.baseURL);

  // My media lists the assigned course with its launch button.
  await page.goto(`${stack.baseURL}/media`);
  const card = page.getByRole('article', { name: COURSE, exact: true });
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: 'Start' }).click();
  await expect(page).toHaveURL(/\/media\?play=/);
  const mediaId = new URL(page.url()).searchParams.get('play')!;

  const sco = course(page);
  await expect(sco.getByRole('heading', { name: /Passwords and sign-in/ })).toBeVisible();
  await expect(saveStatus(page)).toHaveAttribute('data-save-status', 'saved');

  // The package runs on the content origin: the runtime is not on the app's window, and the SCO cannot
  // reach the app's storage, where the session lives.
  const scoFrame = page.frames().find((f) => f.url().startsWith(`${stack.contentOrigin}/files/scorm/`));
  expect(scoFrame, 'the SCO frame on the content origin').toBeDefined();
  expect(await page.evaluate(() => 'API' in window)).toBe(false);
  const reach = await scoFrame!.evaluate(() => {
    try {
      return `read ${window.top!.sessionStorage.length} keys`;
    } catch (error) {
      return (error as Error).name;
    }
  });
  expect(reach).toBe('SecurityError');

  // The API becomes unreachable mid-course: the learner goes on and nothing is lost.
  await page.route('**/graphql', (route) => route.abort());
  await sco.getByRole('button', { name: 'Next page' }).click();
  await expect(sco.getByRole('heading', { name: /Recognising phishing/ })).toBeVisible();
  await expect(saveStatus(page)).toHaveAttribute('data-save-status', 'offline');
  await expect(saveStatus(page)).toContainText('kept on this device');
  await sco.getByRole('button', { name: 'Next page' }).click();
  await expect(sco.getByRole('heading', { name: /Protecting data and devices/ })).toBeVisible();
  const kept = (await pending(page)).filter((r) => r.mediaId === mediaId);
  expect(kept.length).toBeGreaterThanOrEqual(2);

  // The API is back: the player sends what it kept (its retry timer) and empties the store.
  await page.unroute('**/graphql');
  await expect(saveStatus(page)).toHaveAttribute('data-save-status', 'saved', { timeout: 30_000 });
  await expect.poll(async () => (await pending(page)).length).toBe(0);
  const afterSync = await myMedium(page, mediaId);
  expect(afterSync?.launch.scorm?.lessonLocation).toBe('data');

  // Every kept commit is stored exactly once: sending one again returns the same attempt.
  const token = await accessToken(page);
  const mutation =
    'mutation($input: Scorm12AttemptCommitInput!) { scorm12Attempt { commit(input: $input) { id } } }';
  for (const record of kept) {
    const input = {
      hash: record.hash,
      mediaId: record.mediaId,
      cmi: record.cmi,
      committedAt: record.committedAt,
      sessionId: record.sessionId,
    };
    const first = await graphql<{ scorm12Attempt: { commit: { id: string } } }>(
      stack.baseURL,
      token,
      mutation,
      {
        input,
      },
    );
    const second = await graphql<{ scorm12Attempt: { commit: { id: string } } }>(
      stack.baseURL,
      token,
      mutation,
      {
        input,
      },
    );
    expect(first.errors).toBeUndefined();
    expect(second.data?.scorm12Attempt.commit.id).toBe(first.data?.scorm12Attempt.commit.id);
  }

  // A reload ends the session (the SCO suspends) and the next launch resumes on the saved page.
  await page.reload();
  await expect(course(page).getByRole('heading', { name: /Protecting data and devices/ })).toBeVisible();
  await expect(saveStatus(page)).toBeVisible();
  const resumed = await myMedium(page, mediaId);
  expect(resumed?.status).toBe('INCOMPLETE');

  // The quiz, passed.
  const again = course(page);
  await again.getByRole('button', { name: 'Next page' }).click();
  const answers: Record<string, RegExp> = {
    '1.': /long passphrase/,
    '2.': /Deny it/,
    '3.': /Pressure/,
    '4.': /Report it at once/,
    '5.': /Most attacks/,
  };
  for (const [question, answer] of Object.entries(answers)) {
    await again
      .getByRole('group', { name: new RegExp(`^${question.replace('.', '\\.')}`) })
      .getByRole('radio', { name: answer })
      .check();
  }
  await again.getByRole('button', { name: 'Check my answers' }).click();
  await expect(again.getByRole('status').filter({ hasText: 'You passed with 100 percent' })).toBeVisible();
  await again.getByRole('button', { name: 'Finish course' }).click();
  await expect(page.getByText('You have finished this course.')).toBeVisible();
  await expect(saveStatus(page)).toHaveAttribute('data-save-status', 'saved');

  await expect.poll(async () => (await myMedium(page, mediaId))?.status).toBe('PASSED');
  expect((await myMedium(page, mediaId))?.score).toBe(100);
  expect(await pending(page)).toEqual([]);
  // The page's heading follows the saved result without a reload.
  await expect(page.getByRole('heading', { level: 1, name: COURSE }).locator('..')).toContainText('Passed');
});
