import { spawnSync } from 'node:child_process';

const isRoot = process.getuid?.() === 0;
const has = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

// The signed-mail test scores the guide email with SpamAssassin (network tests off). Debian's package where
// apt is available as root, as for Chromium; elsewhere the test names the missing program.
export function ensureSpamAssassin() {
  if (has('spamassassin')) return;
  if (!isRoot || !has('apt-get')) {
    console.error('› SpamAssassin is missing and cannot be installed here (needs root and apt): install spamassassin');
    return;
  }
  console.log('› SpamAssassin is missing: installing it');
  const installed =
    spawnSync(
      'sh',
      [
        '-c',
        'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends spamassassin',
      ],
      {
        stdio: 'inherit',
      },
    ).status === 0;
  if (!installed) console.error('› could not install SpamAssassin; the signed-mail test will say so');
}
