import type { Config } from './payload-types.ts';

// Kept out of payload-types.ts (typescript.declare: false) so that other workspaces can import
// the generated types without also augmenting their own copy of `payload`.
declare module 'payload' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmentation must be an interface
  export interface GeneratedTypes extends Config {}
}
