import type { IncomingMessage, ServerResponse } from 'node:http';

export type AstroHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void> | void;

/** Imports the built Astro entry (middleware mode) and fails with a clear message when it is missing. */
export async function loadAstroHandler(entry: URL): Promise<AstroHandler> {
  let module: unknown;
  try {
    module = await import(entry.href);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Cannot load ${entry.pathname}; run \`pnpm --filter @seniorguide/site run build\` first (${reason})`,
      {
        cause: error,
      },
    );
  }
  if (!isModuleWithHandler(module)) throw new Error(`${entry.pathname} does not export an Astro handler`);
  return module.handler;
}

function isModuleWithHandler(value: unknown): value is { handler: AstroHandler } {
  return typeof value === 'object' && value !== null && 'handler' in value && typeof value.handler === 'function';
}
