// Connects the SCORM host page (src/scormHost/host.ts) on one window with the player's session actor
// on the test's own window, as postMessage does between the content origin and the app in a browser:
// each message arrives as a separate task with the sender's origin and a source to answer to.
export const APP_ORIGIN = 'http://localhost:4000';
export const CONTENT_ORIGIN = 'http://localhost:4001';

function deliver(target: Window, data: unknown, origin: string, source: unknown) {
  // structuredClone as postMessage does: neither side may keep a reference into the other's objects.
  const copy: unknown = structuredClone(data);
  setTimeout(() => {
    const event = new (target as Window & typeof globalThis).Event('message');
    Object.defineProperties(event, {
      data: { value: copy },
      origin: { value: origin },
      source: { value: source },
    });
    target.dispatchEvent(event);
  }, 0);
}

export interface Channel {
  /** What the host page sees as its parent (the app). */
  parent: Pick<Window, 'postMessage'>;
  /** What the app sees as the host page's window. */
  host: Pick<Window, 'postMessage'>;
  /** Every message the host sent to the app, in order. */
  fromHost: unknown[];
}

export function connectHost(appWindow: Window, hostWindow: Window): Channel {
  const fromHost: unknown[] = [];
  const channel: Channel = {
    fromHost,
    parent: {
      postMessage: (data: unknown, targetOrigin?: unknown) => {
        if (targetOrigin !== APP_ORIGIN) throw new Error(`host posted to ${String(targetOrigin)}`);
        fromHost.push(structuredClone(data));
        deliver(appWindow, data, CONTENT_ORIGIN, channel.host);
      },
    },
    host: {
      postMessage: (data: unknown, targetOrigin?: unknown) => {
        if (targetOrigin !== CONTENT_ORIGIN) throw new Error(`app posted to ${String(targetOrigin)}`);
        deliver(hostWindow, data, APP_ORIGIN, channel.parent);
      },
    },
  };
  return channel;
}

interface JsdomModule {
  JSDOM: new (html: string, options?: Record<string, unknown>) => { window: Window & { close(): void } };
}

/** A separate window for the host page (the content origin's), as in a browser. */
export async function hostWindow(): Promise<Window & { close(): void }> {
  const { createRequire } = await import('node:module');
  const { JSDOM } = createRequire(import.meta.url)('jsdom') as JsdomModule;
  return new JSDOM('<!doctype html><title>host</title>', { url: `${CONTENT_ORIGIN}/scorm-host.html` }).window;
}
