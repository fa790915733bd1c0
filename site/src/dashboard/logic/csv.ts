// RFC 4180 CSV for the dashboard's exports: CRLF line ends, quotes doubled, and a UTF-8 byte-order mark
// so spreadsheet apps read accented affiliate names correctly.

export type CsvCell = string | number;

const byteOrderMark = '\uFEFF';

// A cell starting with one of these is run as a formula by spreadsheet apps (CSV injection); an
// affiliate id comes from a URL, so it is text that must stay text.
const formulaStart = /^[=+\-@\t\r]/;

export function escapeCsvCell(cell: CsvCell): string {
  if (typeof cell === 'number') return String(cell);
  const text = formulaStart.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return byteOrderMark + rows.map((row) => row.map(escapeCsvCell).join(',')).join('\r\n') + '\r\n';
}
