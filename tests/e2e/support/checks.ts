// Checks every screen's browser test makes: axe finds nothing serious, and nothing scrolls sideways.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from './test';

/** axe's serious and critical violations on the page as it is now, named by rule and elements. */
export async function noSeriousViolations(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
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
