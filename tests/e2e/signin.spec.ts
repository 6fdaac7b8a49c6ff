// Each demo account signs in through the provider's login page, lands on /dashboard and sees exactly
// the menu its roles allow (seed-spec §2, §6).
import { expect, test } from './support/test';
import { ACCOUNTS, expectedMenu, screenshot, signIn } from './support/app';

for (const account of ACCOUNTS) {
  test(`${account.username} signs in and sees exactly the menu of ${account.roles.join(' + ')}`, async ({
    page,
  }) => {
    await signIn(page, account.username);
    const nav = page.getByRole('navigation');
    const hrefs = await nav
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.sort()).toEqual(expectedMenu(account));
    await screenshot(page, `dashboard-${account.username}`);
  });
}
