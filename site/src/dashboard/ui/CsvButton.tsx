import { downloadCsvFile } from '../logic/download-file.ts';
import type { CsvFile } from '../logic/report-csv.ts';

/** Downloads a CSV built on click from the rows the section shows. */
export function CsvButton({ label, build }: { label: string; build: () => CsvFile }) {
  return (
    <button type="button" className="btn btn-outline btn-sm tap-target" onClick={() => downloadCsvFile(build())}>
      {label}
    </button>
  );
}
