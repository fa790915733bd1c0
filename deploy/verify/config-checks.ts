import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fromRoot } from '../../scripts/lib/paths.ts';
import { expectThat, type Checklist } from './checklist.ts';

// The compose file against .env.example: accepted once every value is filled in, refused with the
// variable's name while a secret is empty. Runs with whichever compose CLI this machine has.

function composeCommand(): string[] | null {
  if (spawnSync('docker', ['compose', 'version'], { stdio: 'ignore' }).status === 0) return ['docker', 'compose'];
  if (spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0) return ['docker-compose'];
  return null;
}

/** .env.example with every empty value filled in, minus `blank` when given. */
function filledEnv({ blank }: { blank?: string } = {}): string {
  return readFileSync(fromRoot('.env.example'), 'utf8')
    .split('\n')
    .map((line) => {
      const match = /^([A-Z_]+)=$/.exec(line);
      if (!match || match[1] === blank) return line;
      return match[1] === 'SMTP_URL'
        ? `${line}smtps://mailer:secret@smtp.example.com:465`
        : `${line}${randomBytes(24).toString('hex')}`;
    })
    .join('\n');
}

export async function checkComposeFile(checks: Checklist, workDir: string, log: (line: string) => void): Promise<void> {
  const compose = composeCommand();
  if (!compose) {
    log('  – skipped the compose file checks: neither `docker compose` nor `docker-compose` is installed');
    return;
  }
  const [program = 'docker-compose', ...prefix] = compose;
  const config = (env: string) => {
    const envFile = path.join(workDir, 'compose.env');
    writeFileSync(envFile, env);
    return spawnSync(
      program,
      [...prefix, '--env-file', envFile, '-f', fromRoot('docker-compose.yml'), 'config', '--quiet'],
      { encoding: 'utf8' },
    );
  };
  await checks.check(
    `${compose.join(' ')} config accepts docker-compose.yml with every value of .env.example filled in`,
    () => {
      const result = config(filledEnv());
      expectThat(result.status === 0, `config failed: ${result.stderr.slice(-600)}`);
    },
  );
  await checks.check(`${compose.join(' ')} config refuses to run while a secret is empty`, () => {
    const result = config(filledEnv({ blank: 'TRACKER_SECRET' }));
    expectThat(
      result.status !== 0 && result.stderr.includes('set TRACKER_SECRET in .env'),
      `config did not refuse: ${result.stderr.slice(-600)}`,
    );
  });
}
