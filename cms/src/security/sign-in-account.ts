import { createHash } from 'node:crypto';

// Which account a sign-in names, read from a copy of the request body in each form Payload accepts (JSON,
// or form data with its `_payload` field), as a one-way key: the limits keep no address in clear.

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

async function readFields(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    const form = await request.clone().formData();
    const payload = form.get('_payload');
    return typeof payload === 'string' ? JSON.parse(payload) : Object.fromEntries(form);
  }
  return JSON.parse(await request.clone().text());
}

/** A key for the account a sign-in names, or null when the body names none that can be read. */
export async function signInAccountKey(request: Request): Promise<string | null> {
  const fields = await readFields(request).catch(() => null);
  const email = isRecord(fields) ? fields.email : undefined;
  if (typeof email !== 'string' || email.trim() === '') return null;
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
}
