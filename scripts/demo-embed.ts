// `npm run demo:embed`: an example parent page on a second origin that embeds the app, sends it
// `route_change` and `log_out` from buttons and shows what the app sends back (docs/embedding.md).
// Unless APP_URL is given, it also starts the app with PARENT_ORIGINS set to this page's origin.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.EMBED_DEMO_PORT ?? 4100);
const parentOrigin = `http://localhost:${port}`;
const appUrl = (process.env.APP_URL ?? 'http://localhost:4000').replace(/\/+$/, '');
const appOrigin = new URL(appUrl).origin;

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8"><title>Parent page — LMS embedding demo</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0; display: grid; grid-template-columns: 22rem 1fr; height: 100vh; }
  aside { padding: 1rem; border-right: 1px solid #ccc; overflow: auto; background: #f7f7fb; }
  iframe { width: 100%; height: 100%; border: 0; }
  label, button { display: block; margin: .5rem 0; }
  input { width: 100%; box-sizing: border-box; padding: .35rem; }
  button { padding: .4rem .8rem; cursor: pointer; }
  #log { font: 12px/1.4 ui-monospace, monospace; white-space: pre-wrap; background: #fff; border: 1px solid #ddd; padding: .5rem; min-height: 6rem; }
</style>
</head>
<body>
<aside>
  <h1>Parent page</h1>
  <p>Origin <code>${parentOrigin}</code> embeds <code>${appUrl}</code>.</p>
  <label for="route">Route (path and query)</label>
  <input id="route" value="/my-profile?from=parent">
  <button id="send-route" type="button">Send route_change</button>
  <button id="send-logout" type="button">Send log_out</button>
  <button id="send-hostile" type="button">Send a malformed message</button>
  <h2>Messages from the app</h2>
  <div id="log" role="log" aria-live="polite"></div>
</aside>
<main><iframe id="app" title="LMS" src="${appUrl}/dashboard"></iframe></main>
<script>
  const app = document.getElementById('app');
  const log = document.getElementById('log');
  const appOrigin = ${JSON.stringify(appOrigin)};
  const write = (line) => { log.textContent += new Date().toLocaleTimeString() + ' ' + line + '\\n'; };
  const send = (message) => { app.contentWindow.postMessage(message, appOrigin); write('sent ' + JSON.stringify(message)); };
  document.getElementById('send-route').onclick = () => send({ type: 'route_change', route: document.getElementById('route').value });
  document.getElementById('send-logout').onclick = () => send({ type: 'log_out' });
  document.getElementById('send-hostile').onclick = () => send({ type: 'route_change', route: 'javascript:alert(1)' });
  window.addEventListener('message', (event) => {
    if (event.origin !== appOrigin || event.source !== app.contentWindow) return;
    write('received ' + JSON.stringify(event.data));
  });
</script>
</body>
</html>`;

const server = createServer((request, response) => {
  if (request.url === '/' || request.url?.startsWith('/?')) {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(page);
  } else {
    response.writeHead(404).end();
  }
});

server.listen(port, '127.0.0.1', () => {
  console.log(`Embedding demo parent page: ${parentOrigin}/`);
});

if (!process.env.APP_URL) {
  const app = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/start.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PARENT_ORIGINS: parentOrigin },
  });
  app.on('exit', (code) => {
    server.close();
    process.exit(code ?? 0);
  });
  const stop = () => app.kill('SIGTERM');
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} else {
  console.log(`Start the app with PARENT_ORIGINS=${parentOrigin} so it accepts this page's messages.`);
}
