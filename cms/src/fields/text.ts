import type { TextField, TextareaField } from 'payload';

type TextOptions = {
  name: string;
  label?: string;
  required?: boolean;
  description?: string;
};

// Most marketing copy is a required line or paragraph; these keep the field lists readable.

export function textField({ name, label, required = true, description }: TextOptions): TextField {
  return {
    name,
    type: 'text',
    required,
    ...(label ? { label } : {}),
    ...(description ? { admin: { description } } : {}),
  };
}

export function textareaField({ name, label, required = true, description }: TextOptions): TextareaField {
  return {
    name,
    type: 'textarea',
    required,
    ...(label ? { label } : {}),
    ...(description ? { admin: { description } } : {}),
  };
}

/** Many required one-line texts at once, for groups of short labels. */
export function textFields(names: readonly string[]): TextField[] {
  return names.map((name) => textField({ name }));
}
