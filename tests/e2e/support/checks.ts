// Checks every screen's browser test makes: axe finds nothing serious, and nothing scrolls sideways.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from './test';

/** axe's serious and critical violations on the page as it is now, named by rule and elements. */
export async function noSeriousViolations(page: Page, what: string): Promise<void> {
  // A dialog or toast still fading in is half transparent, and axe measures its colours as they are at that
  // moment (a CI run read the badge revoke dialog's gray label mid-fade as too faint): let finite CSS
  // animations and transitions end first. Endless ones (spinners) are not waited for.
  // At most 2 s, so a paused animation cannot hold the test.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
  // A frame sandboxed without scripts (a mail's preview: the recipient's document, not the app's markup) cannot
  // run axe, whose partial run then waits for it forever: leave such frames out, and only then.
  const sealed = 'iframe[sandbox]:not([sandbox~="allow-scripts"])';
  let builder = new AxeBuilder({ page });
  if ((await page.locator(sealed).count()) > 0) builder = builder.options({ iframes: false }).exclude(sealed);
  const results = await builder.analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  expect(serious, `${what}: serious or critical violations`).toEqual([]);
}

/** At this width, once `shown` is visible, the page is no wider than the window. */
export async function noSidewaysScroll(page: Page, width: number, shown: Locator): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  await expect(shown).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `horizontal overflow at ${width} px`).toBeLessThanOrEqual(0);
}
