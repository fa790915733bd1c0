import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { verifyConsentDocument } from './consent-signature.ts';

// `pnpm run consent:verify <document.json> --public-key <public.pem>`: exits 0 when the document's Ed25519
// signature matches its content under that key, 1 (with the reason) when it does not, 2 on bad usage.

const usage = 'usage: pnpm run consent:verify <document.json> --public-key <public-key.pem>';

const { values, positionals } = parseArgs({ options: { 'public-key': { type: 'string' } }, allowPositionals: true });
const [file] = positionals;
const keyFile = values['public-key'];
if (!file || !keyFile || positionals.length !== 1) {
  console.error(usage);
  process.exit(2);
}
const outcome = verifyConsentDocument({ text: readFileSync(file, 'utf8'), publicKeyPem: readFileSync(keyFile, 'utf8') });
if (outcome.valid) {
  console.log(`valid: ${file} is signed by this key and unchanged`);
} else {
  console.error(`NOT valid: ${outcome.reason}`);
  process.exit(1);
}
