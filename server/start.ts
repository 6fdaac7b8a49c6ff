// `npm start`: builds the app when needed, then starts the server.
import { ensureBuilt } from './build';
import { main } from './main';

try {
  ensureBuilt();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
await main();
