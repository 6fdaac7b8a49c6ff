// Entry of scorm-host.html, served by the content listener (server/content) with the app's origin
// inlined.
import { startScormHost } from './host';

function appOrigin(): string | undefined {
  try {
    const config: unknown = JSON.parse(document.getElementById('scorm-host-config')?.textContent ?? '');
    const origin =
      typeof config === 'object' && config !== null ? Reflect.get(config, 'appOrigin') : undefined;
    return typeof origin === 'string' ? origin : undefined;
  } catch {
    return undefined;
  }
}

const origin = appOrigin();
if (origin) {
  startScormHost({
    win: window,
    appOrigin: origin,
    mountFrame: (path, title, loaded) => {
      const frame = document.createElement('iframe');
      frame.src = path;
      frame.title = title;
      frame.name = 'sco';
      frame.addEventListener('load', loaded);
      document.body.append(frame);
      return () => frame.remove();
    },
  });
}
