// Preloaded into the benchmarked server (NODE_OPTIONS=--import): every 100 ms it appends the largest
// event-loop delay of the last window to LOOP_PROBE_FILE as "<epoch ms> <pid> <max ms>", so a benchmark
// can read how long the server's loop stalled during a given interval without touching product code.
import { appendFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.LOOP_PROBE_FILE;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  setInterval(() => {
    appendFileSync(file, `${Date.now()} ${process.pid} ${(histogram.max / 1e6).toFixed(1)}\n`);
    histogram.reset();
  }, 100).unref();
}
