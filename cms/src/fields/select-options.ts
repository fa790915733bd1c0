import type { OptionObject } from 'payload';

/**
 * A select's options from the content model's own value list, so the admin offers exactly the values the site
 * parses; `labels` must name every value, in the admin's words.
 */
export function selectOptions<Value extends string>({
  values,
  labels,
}: {
  values: readonly Value[];
  labels: Record<Value, string>;
}): OptionObject[] {
  return values.map((value) => ({ label: labels[value], value }));
}
