// A small counting semaphore: at most `size` tasks run at once, the others wait in order. Cover work
// (sharp, ffmpeg, mupdf) runs inside the request that saves a medium until a job queue exists; without a
// bound, a burst of saves would start as many decoders and child processes as there are requests.

export interface Slots {
  /** Runs `task` once a slot is free; the slot is given back however the task ends. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now. */
  readonly active: number;
  /** Tasks waiting for a slot. */
  readonly waiting: number;
}

export function createSlots(size: number): Slots {
  let active = 0;
  const queue: Array<() => void> = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      // A freed slot is handed straight to the next in line, so `active` only drops when nobody waits.
      if (active >= size) await new Promise<void>((resolve) => queue.push(resolve));
      else active++;
      try {
        return await task();
      } finally {
        const next = queue.shift();
        if (next) next();
        else active--;
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
