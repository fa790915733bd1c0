import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fromRoot } from './paths.ts';

const lockDir = fromRoot('.build-stamps', 'lock');

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

function ownerOf(): number | null {
  try {
    return Number(readFileSync(`${lockDir}/pid`, 'utf8'));
  } catch {
    return null;
  }
}

// Two test runs (or a run and a test) must not build into the same .next or dist at once.
export async function withBuildLock<T>(work: () => T): Promise<T> {
  mkdirSync(fromRoot('.build-stamps'), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lockDir);
      writeFileSync(`${lockDir}/pid`, String(process.pid));
      break;
    } catch {
      const owner = ownerOf();
      if (owner !== null && owner > 0 && !isAlive(owner)) rmSync(lockDir, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  try {
    return work();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}
