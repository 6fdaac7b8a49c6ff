// Small pages on other origins for the embedding tests: an allowed parent that frames the app and
// records what it posts, and a page on a third origin (hostile, or a parent that is not allowed).
import { createServer, type Server } from 'node:http';
import type { Frame, Page } from '@playwright/test';

export interface PageServer {
  origin: string;
  close(): Promise<void>;
}

/** Serves one HTML page for every path on 127.0.0.1:<port>, reached as http://localhost:<port>. */
export async function servePage(port: number, html: (path: string) => string): Promise<PageServer> {
  const server: Server = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(html(request.url ?? '/'));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://localhost:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A parent page framing the app at `?app=<path>`; with `?third=<url>` it also frames that page, which
 * the tests use to post into the app from a sibling frame of another origin. Every message the page
 * receives is kept in `window.received` with its origin and whether the app's frame sent it.
 */
export const parentHtml = (appOrigin: string) => (path: string) => {
  const params = new URL(path, 'http://parent.invalid').searchParams;
  const appSrc = `${appOrigin}${params.get('app') ?? '/dashboard'}`;
  const third = params.get('third');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Portal</title></head><body>
<h1>Portal</h1>
<iframe id="app" title="Learning platform" src="${appSrc}" style="width:1100px;height:760px"></iframe>
${third ? `<iframe id="third" title="Widget" src="${third}" style="width:200px;height:100px"></iframe>` : ''}
<script>
window.received = [];
addEventListener('message', (event) => {
  const app = document.getElementById('app');
  window.received.push({ origin: event.origin, fromApp: event.source === app.contentWindow, data: event.data });
});
</script></body></html>`;
};

/** A third origin: at /frame-app a page that tries to frame the app, elsewhere a plain widget. */
export const thirdHtml = (appOrigin: string) => (path: string) =>
  path.startsWith('/frame-app')
    ? `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Other site</title></head><body>
<iframe id="app" title="Learning platform" src="${appOrigin}/dashboard" style="width:800px;height:600px"></iframe>
</body></html>`
    : '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Widget</title></head><body>Widget</body></html>';

export interface Received {
  origin: string;
  fromApp: boolean;
  data: unknown;
}

export const received = (page: Page): Promise<Received[]> =>
  page.evaluate(() => (window as unknown as { received: Received[] }).received);

/** The app's frame inside the parent page. */
export function appFrame(page: Page, appOrigin: string): Frame {
  const frame = page.frames().find((f) => f.url().startsWith(appOrigin));
  if (!frame) throw new Error(`No frame of ${appOrigin} in ${page.url()}`);
  return frame;
}

/** The parent posts a message into the app's frame, addressed to the app's origin. */
export const parentPosts = (page: Page, message: unknown, appOrigin: string): Promise<void> =>
  page.evaluate(
    ([data, origin]) => {
      (document.getElementById('app') as HTMLIFrameElement).contentWindow!.postMessage(data, origin);
    },
    [message, appOrigin] as const,
  );
