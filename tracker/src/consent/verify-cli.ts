import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { consentCertificateIdSchema } from '@seniorguide/contracts';
import { verifyCertificateAnswer, verifyConsentText, type Verdict } from './verify-consent.ts';

// Checks consent proofs with the operator's public key alone (PRIVACY.md, "The consent ledger"):
//
//   pnpm run consent:verify <file.json> --public-key <public.pem> [--email <address>]
//       a lead's consent document, one certificate, or an older (format 1) document, from a file
//   pnpm run consent:verify --certificate <id> --from <https://site> --public-key <public.pem> [--email <address>]
//       a certificate by its id, read from the site's public endpoint
//
// Exits 0 when every signature matches its content under that key (and the email, when given, is the person's),
// 1 with the reason when not, 2 on bad usage.

const usage = [
  'usage: pnpm run consent:verify <file.json> --public-key <public-key.pem> [--email <address>]',
  '       pnpm run consent:verify --certificate <id> --from <https://site> --public-key <public-key.pem> [--email <address>]',
].join('\n');

function fail(message: string, code: number): never {
  console.error(message);
  process.exit(code);
}

const { values, positionals } = (() => {
  try {
    return parseArgs({
      options: {
        'public-key': { type: 'string' },
        email: { type: 'string' },
        certificate: { type: 'string' },
        from: { type: 'string' },
      },
      allowPositionals: true,
    });
  } catch {
    return fail(usage, 2);
  }
})();
const keyFile = values['public-key'];
const byId = values.certificate !== undefined || values.from !== undefined;
if (!keyFile || (byId ? positionals.length !== 0 || !values.certificate || !values.from : positionals.length !== 1))
  fail(usage, 2);
const publicKeyPem = readFileSync(keyFile, 'utf8');

async function verdict(): Promise<Verdict> {
  if (!byId)
    return verifyConsentText({ text: readFileSync(positionals[0] ?? '', 'utf8'), publicKeyPem, email: values.email });
  const certificateId = consentCertificateIdSchema.safeParse(values.certificate);
  if (!certificateId.success) fail('NOT valid: a certificate id is 22 characters of base64url', 1);
  const url = new URL(`/api/consent/certificates/${certificateId.data}`, values.from);
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) }).catch(() => null);
  if (!response) fail(`NOT valid: ${url.origin} could not be reached`, 1);
  if (response.status === 404)
    return { valid: false, reason: 'no certificate has that id there (never, erased, or past its retention)' };
  if (!response.ok) return { valid: false, reason: `${url.origin} answered ${response.status}` };
  return verifyCertificateAnswer({
    text: await response.text(),
    certificateId: certificateId.data,
    publicKeyPem,
    email: values.email,
  });
}

const outcome = await verdict();
if (!outcome.valid) fail(`NOT valid: ${outcome.reason}`, 1);
console.log('valid: signed by this key and unchanged');
for (const note of outcome.notes) console.log(`  ${note}`);
