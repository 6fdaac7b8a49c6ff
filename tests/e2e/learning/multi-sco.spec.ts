// The project's multi-SCO SCORM 1.2 package (tests/support/multiScoPackage.ts), uploaded by the manager
// and made into a medium through the API, played by the learner SCO by SCO in the real app: the table of
// contents with statuses and locks, prerequisites unlocking, launch parameters and manifest values
// reaching each SCO, the hidden item played in sequence, the asset; left in the middle and resumed in
// the right SCO at its bookmark; finished and rolled up to the medium's status and score.
import { expect, test, type Browser, type FrameLocator, type Page } from '../support/test';
import { buildMultiScoPackage } from '../../support/multiScoPackage';
import { accessToken, graphql, screenshot, signIn } from '../support/app';
import { startStack, type Stack } from '../support/stack';
import { noSeriousViolations } from '../support/checks';

let stack: Stack;
/** The course, uploaded and published by the manager once for the file's tests. */
let mediaId: string;
test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  stack = await startStack();
  mediaId = await createCourse(await managerToken(browser));
});
test.afterAll(async () => {
  await stack?.dispose();
});

const COURSE = 'Multi-SCO test course';

/** Signs the manager in with the app in a context of its own and returns their access token. */
async function managerToken(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'manager', '/', stack.baseURL);
  const token = await accessToken(page);
  await context.close();
  return token;
}

async function createCourse(token: string): Promise<string> {
  const form = new FormData();
  form.append('kind', 'SCORM');
  form.append('file', new Blob([Buffer.from(buildMultiScoPackage())]), 'multi-sco.zip');
  const response = await fetch(`${stack.baseURL}/api/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const uploaded = (await response.json()) as { id: string };
  expect(response.status, JSON.stringify(uploaded)).toBe(201);
  const created = await graphql<{ createMedium: { id: string } }>(
    stack.baseURL,
    token,
    'mutation($input: CreateMediumInput!) { createMedium(input: $input) { id } }',
    {
      input: {
        title: COURSE,
        description: 'Six SCOs, an asset, prerequisites and a hidden survey.',
        type: 'SCORM',
        fileId: uploaded.id,
        durationMinutes: 30,
        published: true,
      },
    },
  );
  expect(created.errors).toBeUndefined();
  return created.data!.createMedium.id;
}

interface Launched {
  status: string;
  score: number | null;
  launch: {
    scorm: {
      startItem: string | null;
      items: Array<{ identifier: string; lessonStatus: string; lessonLocation: string; entry: string }>;
    } | null;
  };
}

async function myMedium(page: Page, mediaId: string): Promise<Launched | null> {
  const result = await graphql<{ myMedium: Launched | null }>(
    stack.baseURL,
    await accessToken(page),
    `
      query ($id: ID!) {
        myMedium(mediaId: $id) {
          status
          score
          launch {
            scorm {
              startItem
              items {
                identifier
                lessonStatus
                lessonLocation
                entry
              }
            }
          }
        }
      }
    `,
    { id: mediaId },
  );
  return result.data?.myMedium ?? null;
}
const itemOf = async (page: Page, mediaId: string, id: string) =>
  (await myMedium(page, mediaId))?.launch.scorm?.items.find((i) => i.identifier === id);

const outline = (page: Page) => page.getByRole('navigation', { name: 'Course contents' });
const entry = (page: Page, title: string) =>
  outline(page).getByRole('button', { name: new RegExp(`^${title}`) });
const partHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });
/** The SCO's own page, in the frame the host page (on the content origin) puts below it. */
const sco = (page: Page, part: string): FrameLocator =>
  page.frameLocator(`iframe[title="Course: ${COURSE}, part: ${part}"]`).frameLocator('iframe[name="sco"]');
const shows = (frame: FrameLocator, id: string) => frame.locator(`#${id}`);

/** Opens a part and waits until its SCO is connected to its own runtime. */
async function connected(page: Page, part: string): Promise<FrameLocator> {
  await expect(partHeading(page)).toHaveText(part);
  const frame = sco(page, part);
  await expect(shows(frame, 'lms-status')).toHaveText('Connected');
  return frame;
}

test('the learner plays a multi-SCO course SCO by SCO, leaves mid-way, resumes in the right SCO and finishes with a rolled-up result', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'learner', '/', stack.baseURL);

  // Enrol from the catalogue and start.
  await page.getByRole('navigation').getByRole('link', { name: 'Catalogue' }).click();
  await page.getByRole('searchbox', { name: 'Search the catalogue' }).fill(COURSE);
  await page.getByRole('heading', { level: 2, name: COURSE, exact: true }).getByRole('link').click();
  await page.getByRole('button', { name: 'Enrol' }).click();
  await expect(page.getByText('You are enrolled.')).toBeVisible();
  await page.getByRole('link', { name: 'Start' }).click();
  await expect(page).toHaveURL(/\/media\?play=/);
  expect(new URL(page.url()).searchParams.get('play')).toBe(mediaId);

  // The table of contents: containers as groups, the hidden survey left out, locks with their reason.
  const intro = await connected(page, 'Introduction');
  await expect(entry(page, 'Introduction')).toHaveAttribute('aria-current', 'step');
  await expect(outline(page).getByRole('list', { name: 'Module 1' })).toBeVisible();
  await expect(outline(page).getByRole('list', { name: 'Module 2' })).toBeVisible();
  await expect(outline(page).getByRole('button', { name: /^Survey/ })).toHaveCount(0);
  await expect(entry(page, 'Lesson 1')).toHaveAttribute('aria-disabled', 'true');
  await expect(entry(page, 'Lesson 1')).toHaveAccessibleDescription(
    'Opens once you have completed “Introduction”.',
  );
  await expect(entry(page, 'Quiz 1')).toHaveAccessibleDescription(
    'Opens once you have completed “Introduction” and “Lesson 1”.',
  );
  await expect(entry(page, 'Quiz 2')).toHaveAccessibleDescription(
    'Opens once you have completed (“Quiz 1” or “Refresher”) and “Introduction”.',
  );
  // A locked item can be reached by keyboard, and does not open.
  await entry(page, 'Quiz 1').focus();
  await page.keyboard.press('Enter');
  await expect(partHeading(page)).toHaveText('Introduction');

  // The intro SCO has its own runtime and the manifest's launch data.
  await expect(shows(intro, 'sco-id')).toHaveText('intro');
  await expect(shows(intro, 'entry')).toHaveText('ab-initio');
  await expect(shows(intro, 'launch-data')).toHaveText('start=1');
  await expect(entry(page, 'Introduction')).toContainText('In progress');
  await intro.getByRole('button', { name: 'Complete' }).click();
  await expect(entry(page, 'Introduction')).toContainText('Completed');
  await expect(entry(page, 'Lesson 1')).not.toHaveAttribute('aria-disabled');

  // Next goes to the lesson it unlocked; the intro was ended first (its unload handler suspended it).
  await page.getByRole('button', { name: 'Next: Lesson 1' }).click();
  let lesson = await connected(page, 'Lesson 1');
  await expect(shows(lesson, 'sco-id')).toHaveText('lesson1');
  await expect(shows(lesson, 'entry')).toHaveText('ab-initio');
  await expect(shows(lesson, 'launch-data')).toHaveText('');
  await expect.poll(async () => (await itemOf(page, mediaId, 'intro'))?.lessonStatus).toBe('completed');
  await lesson.getByRole('textbox', { name: 'Bookmark' }).fill('page 2');
  await lesson.getByRole('button', { name: 'Save bookmark' }).click();
  await expect(shows(lesson, 'location')).toHaveText('page 2');
  await screenshot(page, 'multi-sco-1366-light-en');
  await noSeriousViolations(page, 'SCORM player with a table of contents (light)');
  // On a phone the table of contents folds behind a button.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(outline(page)).toBeHidden();
  await page.getByRole('button', { name: 'Contents' }).click();
  await expect(outline(page)).toBeVisible();
  await screenshot(page, 'multi-sco-390-light-en');
  await page.getByRole('button', { name: 'Contents' }).click();
  await page.setViewportSize({ width: 1366, height: 900 });

  // Leaving in the middle: the lesson's state arrives, suspended, and the course starts there again.
  await page.getByRole('link', { name: 'Back to my media' }).click();
  await expect
    .poll(async () => {
      const launched = await myMedium(page, mediaId);
      const item = launched?.launch.scorm?.items.find((i) => i.identifier === 'lesson1');
      return [launched?.launch.scorm?.startItem, item?.lessonLocation, item?.entry];
    })
    .toEqual(['lesson1', 'page 2', 'resume']);
  expect((await myMedium(page, mediaId))?.status).toBe('INCOMPLETE');
  await page.goto(`${stack.baseURL}/media`);
  const card = page.getByRole('article', { name: COURSE, exact: true });
  await expect(card.getByText('In progress')).toBeVisible();
  await card.getByRole('link', { name: 'Continue' }).click();

  // Resumed in the lesson, at its bookmark; the intro keeps its own state.
  lesson = await connected(page, 'Lesson 1');
  await expect(shows(lesson, 'entry')).toHaveText('resume');
  await expect(shows(lesson, 'location')).toHaveText('page 2');
  await expect(shows(lesson, 'suspend-data')).toHaveText('{"sco":"lesson1","bookmark":"page 2"}');
  await expect(entry(page, 'Introduction')).toContainText('Completed');
  await lesson.getByRole('button', { name: 'Complete' }).click();

  // Quiz 1: its parameters and mastery score reach it; passing it locks the refresher (~quiz1).
  await page.getByRole('button', { name: 'Next: Quiz 1' }).click();
  const quiz1 = await connected(page, 'Quiz 1');
  await expect(shows(quiz1, 'questions')).toHaveText('q1,q2,q3');
  await expect(shows(quiz1, 'mastery')).toHaveText('80');
  await expect(shows(quiz1, 'entry')).toHaveText('ab-initio');
  await expect(entry(page, 'Refresher')).not.toHaveAttribute('aria-disabled');
  await quiz1.getByRole('spinbutton', { name: 'Score' }).fill('90');
  await quiz1.getByRole('button', { name: 'Submit score' }).click();
  await expect(shows(quiz1, 'lesson-status')).toHaveText('passed');
  await expect(entry(page, 'Quiz 1')).toContainText('Passed');
  await expect(entry(page, 'Refresher')).toHaveAccessibleDescription(
    'Only available as long as you have not completed “Quiz 1”.',
  );
  await expect(entry(page, 'Quiz 2')).not.toHaveAttribute('aria-disabled');

  // The asset opens (a plain page, no runtime) and counts as completed.
  await page.getByRole('button', { name: 'Next: Glossary' }).click();
  await expect(partHeading(page)).toHaveText('Glossary');
  await expect(sco(page, 'Glossary').getByRole('heading', { name: 'Glossary' })).toBeVisible();
  await expect(entry(page, 'Glossary')).toContainText('Completed');
  await expect(page.getByText(/^You have finished/)).toHaveCount(0);

  // Next passes over the locked refresher to Quiz 2.
  await page.getByRole('button', { name: 'Next: Quiz 2' }).click();
  const quiz2 = await connected(page, 'Quiz 2');
  await expect(shows(quiz2, 'questions')).toHaveText('q4,q5');
  await expect(shows(quiz2, 'mastery')).toHaveText('60');
  await quiz2.getByRole('spinbutton', { name: 'Score' }).fill('70');
  await quiz2.getByRole('button', { name: 'Submit score' }).click();
  await expect(entry(page, 'Quiz 2')).toContainText('Passed');

  // The hidden survey is played in sequence, though not listed.
  await page.getByRole('button', { name: 'Next: Survey' }).click();
  const survey = await connected(page, 'Survey');
  await expect(shows(survey, 'sco-id')).toHaveText('survey');
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await survey.getByRole('button', { name: 'Complete' }).click();
  await survey.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText('You have finished “Survey”. Your result is saved.')).toBeVisible();

  // Rolled up: passed (every required SCO met, both quizzes passed), the score the quizzes' average.
  await expect.poll(async () => (await myMedium(page, mediaId))?.status).toBe('PASSED');
  expect((await myMedium(page, mediaId))?.score).toBe(80);
  await expect(page.getByRole('heading', { level: 1, name: COURSE }).locator('..')).toContainText('Passed');
  await expect(page.locator('[data-save-status]')).toHaveAttribute('data-save-status', 'saved');
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('lms.pending-progress') ?? '[]') as unknown[]),
  ).toEqual([]);
  await page.getByRole('link', { name: 'Back to my media' }).click();
  const done = page.getByRole('article', { name: COURSE, exact: true });
  await expect(done.getByText('Passed')).toBeVisible();
  await expect(done.getByText('Score 80')).toBeVisible();
});

test('the player at 1366, 390 and 320 px, in German and light, in English and dark: readable, no sideways scrolling, no serious axe findings', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  // The coach learns too, in German.
  await signIn(page, 'coach', '/', stack.baseURL);
  const token = await accessToken(page);
  const enrolled = await graphql(
    stack.baseURL,
    token,
    'mutation($id: ID!) { enrol(mediaId: $id) { status } }',
    {
      id: mediaId,
    },
  );
  expect(enrolled.errors).toBeUndefined();
  const open = async (p: Page, contents: string) => {
    await p.goto(`${stack.baseURL}/media?play=${mediaId}`);
    await expect(p.getByRole('navigation', { name: contents })).toBeVisible();
    const frame = p.getByRole('main').frameLocator('iframe').frameLocator('iframe[name="sco"]');
    await expect(shows(frame, 'lms-status')).toHaveText('Connected');
  };
  const phone = async (p: Page, toggle: string, contents: string, name: string) => {
    await p.setViewportSize({ width: 390, height: 844 });
    await expect(p.getByRole('navigation', { name: contents })).toBeHidden();
    await screenshot(p, `${name}-folded`);
    await p.getByRole('button', { name: toggle }).click();
    await expect(p.getByRole('navigation', { name: contents })).toBeVisible();
    await screenshot(p, name);
    // The SCO in view: a full-page capture leaves a frame on another origin below the fold unpainted,
    // and a frame on another origin paints a moment after the viewport changed.
    await p.getByRole('main').locator('iframe').scrollIntoViewIfNeeded();
    await p.waitForTimeout(500);
    await p.screenshot({ path: `test-results/screenshots/${name}-sco.png` });
    await noSeriousViolations(p, name);
    await p.setViewportSize({ width: 320, height: 640 });
    // Nothing of the player sticks out sideways (named in the failure if it does). The shell's header
    // is not the player's: a long account name there is the shell's own matter.
    const wider = await p.evaluate(() =>
      [...document.querySelectorAll('main, main *')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
        .map(
          (el) =>
            `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} ${el.textContent?.slice(0, 30)}`,
        ),
    );
    const overflow = wider.length;
    expect(overflow, wider.join('\n')).toBe(0);
  };
  const kurs = 'Kurs: Multi-SCO test course, Teil: Introduction';
  await open(page, 'Kursinhalt');
  await expect(page.locator(`iframe[title="${kurs}"]`)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Lesson 1/ })).toHaveAccessibleDescription(
    'Wird freigeschaltet, sobald Sie „Introduction“ abgeschlossen haben.',
  );
  await screenshot(page, 'multi-sco-1366-light-de');
  await noSeriousViolations(page, 'multi-sco-1366-light-de');
  await phone(page, 'Inhalt', 'Kursinhalt', 'multi-sco-390-light-de');

  // Dark and English: the next sign-in carries the new preferences.
  const saved = await graphql(
    stack.baseURL,
    token,
    'mutation { user { updateMyProfile(input: { locale: "en", theme: "dark", dateFormat: null }) { theme } } }',
  );
  expect(saved.errors).toBeUndefined();
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const dark = await context.newPage();
  await signIn(dark, 'coach', '/', stack.baseURL);
  await open(dark, 'Course contents');
  await expect(dark.locator('[data-is-root-theme="true"]')).toHaveClass(/\bdark\b/);
  await screenshot(dark, 'multi-sco-1366-dark-en');
  await noSeriousViolations(dark, 'multi-sco-1366-dark-en');
  await phone(dark, 'Contents', 'Course contents', 'multi-sco-390-dark-en');
  await context.close();
});
