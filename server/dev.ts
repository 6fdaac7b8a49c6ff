// `npm run dev`: the backend on PORT plus Vite with hot reload, proxying the backend (vite.config.ts).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { main } from './main';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The browser talks to Vite only; Vite proxies /oidc, /graphql and /api, so the issuer is Vite's origin.
process.env.PUBLIC_URL ??= `http://localhost:${process.env.VITE_PORT ?? 5173}`;
process.env.BACKEND_URL ??= `http://localhost:${process.env.PORT ?? 4000}`;
// The SCORM host page is served on the content origin from Vite's modules (server/content).
process.env.VITE_DEV_URL ??= process.env.PUBLIC_URL;
await main();
const vite = spawn(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js')], {
  cwd: root,
  stdio: 'inherit',
});
vite.on('exit', (code) => process.exit(code ?? 0));
