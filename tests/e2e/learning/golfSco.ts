// Finding and driving Rustici's Golf SCO inside the player. The SCO is found below the player's frame
// by what it shows, never by its address: whether the launch page runs directly in the player's frame
// or in a host page's frame below it, on the app's origin or another one, these helpers read the same.
import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';

export const playerFrame = (page: Page, title: string) =>
  page.frameLocator(`iframe[title="Course: ${title}"]`);

/**
 * The SCO's own page, found by what it shows (`marker`): in the player's frame, or in the one frame
 * below it when the player hosts the SCO in a page of its own.
 */
export async function scoFrame(
  page: Page,
  title: string,
  marker: (frame: FrameLocator) => Locator,
): Promise<FrameLocator> {
  const player = playerFrame(page, title);
  const candidates = [player, player.frameLocator('iframe').first()];
  let found: FrameLocator | undefined;
  await expect
    .poll(
      async () => {
        for (const candidate of candidates) {
          if ((await marker(candidate).count()) > 0) {
            found = candidate;
            return true;
          }
        }
        return false;
      },
      { message: `the SCO of ${title} is shown`, timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

/** The Golf launch page: its Previous/Next/Exit bar around the content frame. */
export const golfLaunchPage = (page: Page, title: string) =>
  scoFrame(page, title, (frame) => frame.getByRole('button', { name: 'Next ->' }));

export const pageHeading = (launch: FrameLocator) =>
  launch.frameLocator('#contentFrame').getByRole('heading', { level: 1 });

export const GOLF_PAGES = [
  'Play of the game',
  'Par',
  'Scoring',
  'Other Scoring Systems',
  'The Rules of Golf',
  'Etiquette - Care For the Course',
  'Etiquette - Avoiding Distraction',
  'Etiquette - Playing the Game',
  'Handicapping',
  'Calculating a Handicap',
  'Calculating a Score',
  'Handicaping Example',
  'How to Have Fun Golfing',
  'How to Make Friends on the Golf Course',
  'How to Be Stylish on the Golf Course',
  'Knowledge Check',
];

/** Clicks Next until the page at `index` of GOLF_PAGES shows. */
export async function nextTo(launch: FrameLocator, from: number, index: number): Promise<void> {
  for (let page = from + 1; page <= index; page += 1) {
    await launch.getByRole('button', { name: 'Next ->' }).click();
    await expect(pageHeading(launch)).toHaveText(GOLF_PAGES[page]!);
  }
}

/** The quiz marks each right answer's line with the class correctAnswer; numeric ones show it in brackets. */
export async function answerEveryQuestion(launch: FrameLocator): Promise<number> {
  const quiz = launch.frameLocator('#contentFrame');
  const right = quiz.locator('.correctAnswer');
  const count = await right.count();
  for (let i = 0; i < count; i += 1) {
    const line = right.nth(i);
    if ((await line.getByRole('radio').count()) > 0) {
      await line.getByRole('radio').check();
    } else {
      const answer = /\((\d+)\)/.exec(await line.innerText())?.[1];
      await line.getByRole('textbox').fill(answer!);
    }
  }
  await quiz.getByRole('button', { name: 'Submit Answers' }).click();
  await expect(quiz.getByRole('heading', { name: 'Score: 100' })).toBeVisible();
  return count;
}
