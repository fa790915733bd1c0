/** What an erased person's postback attempt keeps of the URL called: the receiver, not the values that named them. */
export function receiverOriginOf(url: string): string {
  return URL.canParse(url) ? `${new URL(url).origin}/` : '';
}
