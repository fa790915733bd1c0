// What every service reads the time from (ms since epoch): Date.now in the process, a fixed or moving
// value in tests.
export type Clock = () => number;
