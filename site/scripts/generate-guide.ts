// Writes the Senior Benefits & Discounts Guide PDF from the content in ./guide/content.ts.
//   pnpm --filter @seniorguide/site exec node scripts/generate-guide.ts [output.pdf]
// Without an argument it replaces the committed copy the site serves.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { guide } from './guide/content.ts';
import { renderGuide } from './guide/render-guide.ts';

const committedGuidePath = fileURLToPath(
  new URL('../public/assets/downloads/senior-benefits-guide.pdf', import.meta.url),
);
const outputPath = process.argv[2] ? resolve(process.argv[2]) : committedGuidePath;

const bytes = await renderGuide(guide);
await mkdir(dirname(outputPath), { recursive: true });
// Write beside the target and rename, so the site never serves a half-written file.
const partialPath = `${outputPath}.${process.pid}.partial`;
await writeFile(partialPath, bytes);
await rename(partialPath, outputPath);
console.log(`Wrote ${outputPath} (${bytes.byteLength} bytes, ${guide.chapters.length} chapters)`);
