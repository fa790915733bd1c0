import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on intent: see src/directives/intent.ts. */
    'client:intent'?: { selector?: string; windowEvents?: string[] };
  }
}
