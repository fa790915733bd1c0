import type { TextField } from 'payload';

/** A unique, URL-safe key the site and the funnel know the document by. */
export function slugField({ description }: { description: string }): TextField {
  return {
    name: 'slug',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    admin: { position: 'sidebar', description },
    validate: (value: string | null | undefined) =>
      /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value ?? '') || 'Use lowercase letters, digits and single dashes only.',
  };
}
