// What a 4xx body may look like. A target names the shapes it answers in: the tracker and the site use the
// shared envelope; the CMS answers in Payload's own shape (its admin panel reads that one), so it takes both.

/** Tells whether a 4xx body is in an accepted shape. */
export type ErrorShape = (body: string) => boolean;

const snakeCase = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;

function parse(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The shared envelope `{ error: { code, message, issues? } }`, with a snake_case code. */
export const sharedEnvelope: ErrorShape = (body) => {
  const parsed = parse(body);
  if (!isObject(parsed) || !isObject(parsed.error)) return false;
  const { code, message } = parsed.error;
  return typeof code === 'string' && snakeCase.test(code) && typeof message === 'string';
};

/** Payload's REST errors `{ errors: [{ message, … }, …] }`: at least one, each with a message. */
export const payloadErrors: ErrorShape = (body) => {
  const parsed = parse(body);
  if (!isObject(parsed) || !Array.isArray(parsed.errors) || parsed.errors.length === 0) return false;
  return parsed.errors.every((error: unknown) => isObject(error) && typeof error.message === 'string');
};
