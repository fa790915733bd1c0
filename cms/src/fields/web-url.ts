import type { TextField } from 'payload';

// Links and script addresses end up in the site's pages (an href, a script src, a fetch): only web
// addresses may be saved, never `javascript:`, `data:` or any other scheme a browser would run or render.

const webSchemes = new Set(['https:', 'http:']);
const subIdPlaceholder = /\{subId\}/g;

/** True for an absolute http(s) address. `{subId}` stands in for a value the site fills in later. */
export function isWebUrl(value: string): boolean {
  const candidate = value.trim().replace(subIdPlaceholder, 'x');
  return URL.canParse(candidate) && webSchemes.has(new URL(candidate).protocol);
}

const notWebUrl = 'Enter a full web address starting with https:// (or http://).';

/** Payload validation: empty passes unless required; anything else must be an http(s) address. */
export function validateWebUrl({ required }: { required: boolean }) {
  return (value: string | null | undefined): true | string => {
    if (!value?.trim()) return required ? 'This field is required.' : true;
    return isWebUrl(value) || notWebUrl;
  };
}

type UrlOptions = { name: string; label?: string; required?: boolean; description?: string };

/** A text field that holds a web address. */
export function webUrlField({ name, label, required = true, description }: UrlOptions): TextField {
  return {
    name,
    type: 'text',
    required,
    validate: validateWebUrl({ required }),
    ...(label ? { label } : {}),
    ...(description ? { admin: { description } } : {}),
  };
}
