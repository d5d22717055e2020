import { whenIdle } from "./when-idle.ts";

type Job = { run: () => unknown; cancelled: boolean; stopWaiting?: (() => void) | undefined };

const queue: Job[] = [];
/** The job waiting for its idle moment or running (its promise not settled yet). */
let current: Job | null = null;

function next(): void {
  current = null;
  pump();
}

function pump(): void {
  if (current) return;
  let job = queue.shift();
  while (job?.cancelled) job = queue.shift();
  if (!job) return;
  const mine = job;
  current = mine;
  mine.stopWaiting = whenIdle(() => {
    mine.stopWaiting = undefined;
    // A job may return a promise (a chunk to load): the next one waits for it, then for an idle moment of its own.
    Promise.resolve()
      .then(() => (mine.cancelled ? undefined : mine.run()))
      .catch(() => undefined)
      .finally(next);
  });
}

/**
 * Runs `job` in an idle moment of its own, after every job queued before it has run (and the promise it returned has
 * settled): six carousels that each take over their row on idle do it one by one, each a short task, instead of
 * together in one long one. Returns a cancel function (a cancelled job is skipped).
 */
export function whenIdleInTurn(job: () => unknown): () => void {
  const entry: Job = { run: job, cancelled: false };
  queue.push(entry);
  pump();
  return () => {
    entry.cancelled = true;
    // Cancelled while it waits for its idle moment (its row unmounted): the next job need not wait for that moment.
    if (current === entry && entry.stopWaiting) {
      entry.stopWaiting();
      next();
    }
  };
}
