import type { CsvFile } from './report-csv.ts';

/** Hands a built CSV to the browser as a download; nothing leaves the page. */
export function downloadCsvFile(file: CsvFile): void {
  downloadBlob({ filename: file.filename, blob: new Blob([file.text], { type: 'text/csv;charset=utf-8' }) });
}

/** Hands a file to the browser as a download under its name (a built CSV, or a file the tracker answered). */
export function downloadBlob({ filename, blob }: { filename: string; blob: Blob }): void {
  const url = URL.createObjectURL(blob);
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
