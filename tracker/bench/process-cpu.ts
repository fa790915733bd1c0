import { readdirSync, readFileSync } from 'node:fs';

// CPU a process has used, from /proc (clock ticks of 10 ms). On a shared machine, the CPU a process spends per
// request barely moves with the neighbours' load; req/s does.

const cpuMsOfStat = (stat: string): number => {
  const fields = stat.split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

/** User + system CPU a process has used so far, all its threads, in ms. */
export function processCpuMs(pid: number): number {
  return cpuMsOfStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
}

/**
 * The same, by thread: the main thread (the one that answers requests), Node's worker threads (the tracker's
 * one is its SQLite writer) and the rest (V8's garbage collection and compiler helpers, libuv's pool, which signs
 * and hashes off the main thread). A thread that ended since is counted nowhere, so take the split from threads
 * that live through the measure.
 */
export function processThreadCpuMs(pid: number): { main: number; workers: number; rest: number } {
  const split = { main: 0, workers: 0, rest: 0 };
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    let stat: string;
    let name: string;
    try {
      stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      name = readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim();
    } catch {
      continue; // the thread ended while we read
    }
    const spent = cpuMsOfStat(stat);
    if (tid === String(pid)) split.main += spent;
    else if (name === 'WorkerThread') split.workers += spent;
    else split.rest += spent;
  }
  return split;
}
