// `npm run bench:startup`: start-up of a returning signed-in user (same tab, reload) over a network
// with 100 ms of added latency (Chromium's network emulation). Prints the time from navigation to an
// interactive dashboard (heading shown, menu usable) and the sequential request rounds on the critical
// path after the HTML: a request belongs to the round after the latest round whose response had
// arrived when it started. Goal: at most 3 rounds (configuration, discovery and translations; token
// refresh; start-up queries); exits non-zero above it. `--runs N` sets the number of measured reloads
// (default 5).
import { chromium, type CDPSession } from 'playwright-core';
import { ensureBuilt } from '../server/build';
import { startStack } from '../tests/e2e/support/stack';

const LATENCY_MS = 100;
const GOAL_ROUNDS = 3;
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;

interface Timed {
  id: string;
  label: string;
  start: number;
  end: number;
  document: boolean;
  asset: boolean;
}

/** What the request is, short: method, path, and the GraphQL operation name when there is one. */
function describe(method: string, url: string, postData: string | undefined): string {
  const { pathname } = new URL(url);
  const operation = postData?.match(/"operationName"\s*:\s*"([^"]+)"/)?.[1];
  return `${method} ${pathname}${operation ? ` (${operation})` : ''}`;
}

/**
 * Records every request of the page through the DevTools protocol (which, unlike Playwright's request
 * events, carries the GraphQL bodies), timed by the wall clock when each event arrives.
 */
function recordRequests(cdp: CDPSession): { requests: Map<string, Timed>; clear(): void } {
  const requests = new Map<string, Timed>();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.url.startsWith('data:')) return;
    const { pathname } = new URL(event.request.url);
    // A body the event leaves out (a stream) is asked for while the request is still open.
    if (event.request.hasPostData && !event.request.postData) {
      cdp
        .send('Network.getRequestPostData', { requestId: event.requestId })
        .then(({ postData }) => {
          const request = requests.get(event.requestId);
          if (request) request.label = describe(event.request.method, event.request.url, postData);
        })
        .catch(() => undefined);
    }
    requests.set(event.requestId, {
      id: event.requestId,
      label: describe(event.request.method, event.request.url, event.request.postData),
      start: Date.now(),
      end: Number.POSITIVE_INFINITY,
      document: event.type === 'Document' && !pathname.startsWith('/oidc') && !pathname.includes('silent'),
      asset: /\/assets\/.*\.(js|css|woff2?|svg|png)$/.test(pathname) || pathname.startsWith('/favicon'),
    });
  });
  const finish = (event: { requestId: string }) => {
    const request = requests.get(event.requestId);
    if (request) request.end = Date.now();
  };
  cdp.on('Network.loadingFinished', finish);
  cdp.on('Network.loadingFailed', finish);
  return { requests, clear: () => requests.clear() };
}

/**
 * Rounds after the HTML: each data request goes one round past the latest one answered before it.
 * Only requests answered before the dashboard was interactive can have held it up.
 */
function rounds(requests: Timed[], until: number): Timed[][] {
  const documentRequest = requests.find((r) => r.document);
  if (!documentRequest) throw new Error('No document request recorded.');
  const data = requests
    .filter((r) => !r.document && !r.asset && r.start >= documentRequest.start && r.end <= until)
    .sort((a, b) => a.start - b.start);
  const roundOf = new Map<string, number>();
  for (const request of data) {
    const before = data
      .filter((q) => q !== request && q.end <= request.start)
      .map((q) => roundOf.get(q.id) ?? 0);
    roundOf.set(request.id, before.length ? Math.max(...before) + 1 : 1);
  }
  const grouped: Timed[][] = [];
  for (const request of data) (grouped[roundOf.get(request.id)! - 1] ??= []).push(request);
  return grouped;
}

async function main(): Promise<void> {
  ensureBuilt();
  const stack = await startStack();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
    ],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${stack.baseURL}/`);
    await page.waitForURL(/\/oidc\/interaction\//);
    await page.locator('input[name="username"]').fill('learner');
    await page.locator('input[name="password"]').fill('learner');
    await page.locator('button[type="submit"]').click();
    const heading = page.getByRole('main').getByRole('heading', { level: 1, name: /^Hello/ });
    const menuLink = page.getByRole('navigation').getByRole('link').first();
    await heading.waitFor();

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: LATENCY_MS,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const recorder = recordRequests(cdp);
    // The page notes the moment the dashboard is interactive itself, so polling adds no delay.
    // A string, not a function: tsx would wrap a function with helpers the page does not have.
    await page.addInitScript(`(() => {
      const observer = new MutationObserver(() => {
        const heading = document.querySelector('main h1');
        if (heading && heading.textContent.startsWith('Hello') && document.querySelector('nav a[href]')) {
          window.interactiveAt = Date.now();
          observer.disconnect();
        }
      });
      observer.observe(document, { subtree: true, childList: true, characterData: true });
    })();`);

    const times: number[] = [];
    let lastRounds: Timed[][] = [];
    let lastAssets: Timed[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      recorder.clear();
      await page.reload({ waitUntil: 'commit' });
      await heading.waitFor();
      await menuLink.waitFor();
      // The menu is usable: its links are enabled and take focus.
      await menuLink.focus();
      const { interactiveAt, navigationStart } = await page.evaluate(() => ({
        interactiveAt: (window as unknown as { interactiveAt: number }).interactiveAt,
        navigationStart: performance.timeOrigin,
      }));
      const interactiveMs = Math.round(interactiveAt - navigationStart);
      times.push(interactiveMs);
      const all = [...recorder.requests.values()];
      lastRounds = rounds(all, interactiveAt);
      lastAssets = all.filter((r) => r.asset && r.start <= interactiveAt);
      console.log(`run ${run}: ${interactiveMs} ms to an interactive dashboard, ${lastRounds.length} rounds`);
    }
    const sorted = [...times].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    console.log(`\nreturning signed-in user, reload, +${LATENCY_MS} ms latency, ${RUNS} runs`);
    console.log(
      `  navigation -> interactive dashboard: median ${median} ms (min ${sorted[0]} ms, max ${sorted.at(-1)} ms)`,
    );
    console.log(
      `  sequential request rounds after the HTML (last run): ${lastRounds.length} (goal <= ${GOAL_ROUNDS})`,
    );
    const base = lastRounds[0]?.[0]?.start ?? 0;
    lastRounds.forEach((round, index) => {
      console.log(`  round ${index + 1}:`);
      for (const r of round) {
        const at = String(r.start - base).padStart(5);
        const took = Number.isFinite(r.end) ? `${r.end - r.start} ms` : 'unfinished';
        console.log(`    +${at} ms  ${r.label}  (${took})`);
      }
    });
    console.log(`  static assets (not counted as rounds; cached by a returning user): ${lastAssets.length}`);
    if (lastRounds.length > GOAL_ROUNDS) process.exitCode = 1;
  } finally {
    await browser.close();
    await stack.dispose();
  }
}

await main();
