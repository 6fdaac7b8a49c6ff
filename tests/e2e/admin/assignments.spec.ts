// Assignment administration in Chromium against the real stack: a manager assigns a medium to a unit they
// look after with a relative due date (a recurrence of 0 is refused first, naming the field), sees its
// progress in the list and on its page, drills down to the people, extends one learner, reminds, extends
// the assignment in bulk and withdraws it. Axe in dark (the manager) and light (the administrator), 390 px
// and no sideways scrolling at 320 px.
import { expect, test, type Browser, type Page } from '../support/test';
import { baseURL, mainHeading, screenshot, signIn } from '../support/app';
import { noSeriousViolations, noSidewaysScroll } from '../support/checks';

const MEDIUM = 'Safe lifting at work';
const UNIT = 'Customer Service';

async function signedIn(browser: Browser, username: string, width = 1366): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signIn(page, username);
  return page;
}

const laterDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('a manager assigns a medium to a unit with a relative due date, follows the progress, drills down, extends and withdraws', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const manager = await signedIn(browser, 'manager');
  await manager.getByRole('navigation').getByRole('link', { name: 'Assignments' }).click();
  await expect(mainHeading(manager)).toHaveText('Assignments');

  await manager.getByRole('link', { name: 'Assign training' }).first().click();
  await expect(mainHeading(manager)).toHaveText('Assign training');
  // Saving the empty form names what is missing and sends nothing.
  await manager.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(manager.getByText('Choose the medium or learning path to assign.')).toBeVisible();
  await expect(manager.getByText('Choose at least one person or unit.')).toBeVisible();

  await manager.getByLabel('Search published items').fill('lifting');
  await manager.getByRole('radio', { name: MEDIUM }).check();
  await expect(manager.getByText(`Chosen: ${MEDIUM}`)).toBeVisible();
  await manager.getByRole('checkbox', { name: UNIT }).check();
  await manager.getByLabel(/^Days after assignment/).fill('14');
  await manager.getByLabel(/^Recertify every/).fill('0');
  await manager.getByLabel(/^Recertify every/).blur();
  await expect(manager.getByText('Give 1–120 months, or leave it empty.')).toBeVisible();
  await manager.getByLabel(/^Recertify every/).fill('12');
  await manager.getByLabel(/^Note for the learners/).fill('Before the safety audit, please.');
  await noSeriousViolations(manager, 'new assignment form (dark)');
  await screenshot(manager, 'assignments-new-1366-dark');
  await manager.getByRole('button', { name: 'Assign', exact: true }).click();

  // The assignment's page: what, for whom, when, and its people.
  await expect(mainHeading(manager)).toHaveText(MEDIUM);
  await expect(manager.getByText(`For: ${UNIT}`)).toBeVisible();
  await expect(manager.getByText('14 days after assignment')).toBeVisible();
  await expect(manager.getByText(/\d+ of [1-9]\d* completed/).first()).toBeVisible();
  const people = manager.getByRole('table', { name: 'People of this assignment' });
  const liam = people.getByRole('row', { name: /Liam Otieno/ });
  await expect(liam).toContainText(UNIT);
  await noSeriousViolations(manager, 'assignment page (dark)');
  await screenshot(manager, 'assignments-detail-1366-dark');

  // One learner gets a later day.
  const day = laterDay(60);
  await liam.getByRole('checkbox').check();
  await manager.getByRole('button', { name: 'Extend', exact: true }).click();
  const dialog = manager.getByRole('alertdialog');
  await dialog.getByLabel('Due on').fill(day);
  await dialog.getByRole('button', { name: 'Extend' }).click();
  await expect(manager.getByText('Due date extended for 1 person.').first()).toBeVisible();
  await expect(liam).toContainText('extended');

  // Everyone who has not completed it is reminded.
  await manager.getByRole('button', { name: 'Remind everyone not done' }).click();
  await manager.getByRole('alertdialog').getByRole('button', { name: 'Remind' }).click();
  await expect(
    manager.getByText(/(person|people) reminded\.|Nobody needed a reminder\./).first(),
  ).toBeVisible();

  // Back in the list (newest first): the progress, a bulk extension, then withdrawing after asking.
  await manager.getByRole('link', { name: 'Back to assignments' }).click();
  await expect(mainHeading(manager)).toHaveText('Assignments');
  const row = manager.getByRole('row', { name: new RegExp(MEDIUM) }).first();
  await expect(row).toContainText(UNIT);
  await expect(row).toContainText('14 days after assignment');
  await expect(row).toContainText(/completed/);
  await noSeriousViolations(manager, 'assignment list (dark)');
  await screenshot(manager, 'assignments-list-1366-dark');
  await row.getByRole('checkbox').check();
  await manager.getByRole('button', { name: 'Extend due date' }).click();
  await manager
    .getByRole('alertdialog')
    .getByLabel(/^Days to add/)
    .fill('7');
  await manager.getByRole('alertdialog').getByRole('button', { name: 'Extend' }).click();
  await expect(manager.getByText('Due date extended for 1 assignment.').first()).toBeVisible();
  await expect(row).toContainText('21 days after assignment');
  await row.getByRole('checkbox').check();
  await manager.getByRole('button', { name: 'Withdraw' }).click();
  await manager.getByRole('alertdialog').getByRole('button', { name: 'Withdraw' }).click();
  await expect(manager.getByText(/1 assignment withdrawn/).first()).toBeVisible();
  await expect(row).toContainText('Withdrawn');
});

test('the assignment screens in light (an administrator), at 390 px and 320 px', async ({ browser }) => {
  const admin = await signedIn(browser, 'admin');
  await admin.goto(`${baseURL()}/assignments`);
  await expect(mainHeading(admin)).toHaveText('Assignments');
  await expect(admin.getByRole('searchbox', { name: 'Search assignments' })).toBeVisible();
  await noSeriousViolations(admin, 'assignment list (light)');
  await screenshot(admin, 'assignments-list-1366-light');
  await admin.goto(`${baseURL()}/assignments?new`);
  await expect(mainHeading(admin)).toHaveText('Assign training');
  await noSeriousViolations(admin, 'new assignment form (light)');

  const manager = await signedIn(browser, 'manager', 390);
  await manager.goto(`${baseURL()}/assignments`);
  await expect(mainHeading(manager)).toHaveText('Assignments');
  await noSidewaysScroll(manager, 390, mainHeading(manager));
  await noSeriousViolations(manager, 'assignment list at 390 px (dark)');
  await screenshot(manager, 'assignments-list-390-dark');
  await noSidewaysScroll(manager, 320, mainHeading(manager));
  // One assignment's page (the newest: withdrawn by the first test when run with it).
  await manager.setViewportSize({ width: 390, height: 844 });
  await manager.getByRole('button', { name: 'Safe lifting at work' }).first().click();
  await expect(mainHeading(manager)).toHaveText('Safe lifting at work');
  await expect(manager.getByRole('heading', { name: 'People' })).toBeVisible();
  await noSidewaysScroll(manager, 390, mainHeading(manager));
  await noSeriousViolations(manager, 'assignment page at 390 px (dark)');
  await screenshot(manager, 'assignments-detail-390-dark');
  await noSidewaysScroll(manager, 320, mainHeading(manager));
  await manager.goto(`${baseURL()}/assignments?new`);
  await expect(mainHeading(manager)).toHaveText('Assign training');
  await noSidewaysScroll(manager, 390, mainHeading(manager));
  await noSidewaysScroll(manager, 320, mainHeading(manager));
  await screenshot(manager, 'assignments-new-390-dark');

  // In German (the coach manages General), light, wide and narrow.
  const coach = await signedIn(browser, 'coach');
  await coach.goto(`${baseURL()}/assignments`);
  await expect(mainHeading(coach)).toHaveText('Zuweisungen');
  await noSeriousViolations(coach, 'assignment list (de, light)');
  await screenshot(coach, 'assignments-list-1366-de');
  await coach.goto(`${baseURL()}/assignments?new`);
  await expect(mainHeading(coach)).toHaveText('Schulung zuweisen');
  await screenshot(coach, 'assignments-new-1366-de');
  await coach.setViewportSize({ width: 390, height: 844 });
  await noSidewaysScroll(coach, 390, mainHeading(coach));
  await screenshot(coach, 'assignments-new-390-de');
});
