import { createHash } from 'node:crypto';
import pino, { type Logger } from 'pino';

// Structured logs. No email address is ever logged in clear: `pseudonymOf` gives a stable pseudonym that
// lets an operator follow one visitor through the logs, and free text is scrubbed of addresses.

export type { Logger };

export function createLogger({ level, destination }: { level: string; destination?: pino.DestinationStream }): Logger {
  const options = {
    level,
    base: { service: 'tracker' },
    redact: {
      paths: ['email', '*.email', 'password', '*.password', 'req.headers.cookie', 'headers.cookie'],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

export function pseudonymOf(value: string): string {
  return createHash('sha256').update(value).digest('hex').slice(0, 12);
}

const emailPattern = /[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;

/** Text with every email address replaced, for logging what browsers send (URLs carry ?email=…). */
export function scrubEmails(text: string): string {
  return text.replace(emailPattern, '[email]');
}
