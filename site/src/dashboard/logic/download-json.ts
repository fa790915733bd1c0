/** Hands a JSON document to the browser as a download, byte for byte as the tracker signed or sent it. */
export function downloadJsonFile({ filename, value }: { filename: string; value: unknown }): void {
  const url = URL.createObjectURL(new Blob([`${JSON.stringify(value, null, 2)}\n`], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: Chromium reads the blob after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
