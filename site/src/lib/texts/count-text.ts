// Counted texts (/redirect's "a countdown starting at 4 seconds") have a singular and a plural
// form in the CMS; the language's plural rules pick one, so a count of 1 never reads "1 seconds".

const pluralRules = new Intl.PluralRules('en');

export type CountedText = {
  /** The singular, for counts in the "one" category (1 in English). */
  one: string;
  /** The plural, for every other count (0, 2, 3 ... in English). */
  other: string;
};

/** Picks the form for `count` and puts the number where the form says `{placeholder}`. */
export function formatCountedText({
  forms,
  count,
  placeholder,
}: {
  forms: CountedText;
  count: number;
  placeholder: string;
}): string {
  const form = pluralRules.select(count) === 'one' ? forms.one : forms.other;
  return form.replaceAll(`{${placeholder}}`, String(count));
}
