// A minimal browser for the walk: one origin, a cookie jar, and the raw Set-Cookie lines kept so the
// checks can read their attributes (Secure, HttpOnly).

export type Reply = { status: number; headers: Headers; text: string; bytes: Uint8Array };

export type Browser = {
  request(method: string, path: string, body?: unknown): Promise<Reply>;
  /** The last Set-Cookie line received for a cookie name. */
  setCookieLine(name: string): string | undefined;
};

const userAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

export function createBrowser(origin: string): Browser {
  const jar = new Map<string, string>();
  const lines = new Map<string, string>();
  return {
    async request(method, path, body) {
      const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      const response = await fetch(new URL(path, origin), {
        method,
        headers: {
          'User-Agent': userAgent,
          Accept:
            body === undefined && method === 'GET' ? 'text/html,application/json;q=0.9,*/*;q=0.8' : 'application/json',
          ...(cookie ? { Cookie: cookie } : {}),
          ...(body === undefined ? {} : { 'Content-Type': 'application/json', Origin: origin }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const separator = pair.indexOf('=');
        const name = pair.slice(0, separator).trim();
        jar.set(name, pair.slice(separator + 1).trim());
        lines.set(name, line);
      }
      const bytes = new Uint8Array(await response.arrayBuffer());
      return { status: response.status, headers: response.headers, text: new TextDecoder().decode(bytes), bytes };
    },
    setCookieLine: (name) => lines.get(name),
  };
}
