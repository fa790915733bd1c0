import { readFileSync } from 'node:fs';

/**
 * User + system CPU a process has used so far, all its threads, in ms, from /proc (clock ticks of 10 ms). On a
 * shared machine, the CPU a process spends per request barely moves with the neighbours' load; req/s does.
 */
export function processCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
