import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const workspaceDir = path.resolve(cmsDir, '..');
export const payloadBin = path.join(cmsDir, 'node_modules', 'payload', 'bin.js');
