import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const fromRoot = (...parts: string[]) => path.join(repoRoot, ...parts);
