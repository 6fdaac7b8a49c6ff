// `npm start`: builds the app when needed, then starts the server.
import { ensureBuilt } from './build';
import { DataDirLockedError } from './db/dataLock';
import { main } from './main';

// The project brings Node 24 as an npm dependency; `npm start` runs on it. Started by another Node, say so.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `Node ${process.versions.node} is too old: run the server with \`npm start\` (Node 24 from node_modules).`,
  );
  process.exit(1);
}

try {
  ensureBuilt();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
await main().catch((error: unknown) => {
  console.error(error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
