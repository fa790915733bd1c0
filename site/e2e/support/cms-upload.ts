import { product } from './product.ts';

// A marketer's upload through the CMS REST API, as /admin does it.

const adminToken = async (): Promise<string> => product.adminToken;

export type UploadedMedia = Record<string, unknown> & { id: string; filename: string; mimeType: string };

/** Uploads a file to the media collection; returns the document and a function that deletes it again. */
export async function uploadMedia({
  filename,
  bytes,
  mimeType,
  alt,
}: {
  filename: string;
  bytes: Buffer;
  mimeType: string;
  alt: string;
}) {
  const token = await adminToken();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: mimeType }), filename);
  form.append('_payload', JSON.stringify({ alt }));
  const response = await fetch(`${product.cmsUrl}/api/media`, {
    method: 'POST',
    headers: { authorization: `JWT ${token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`CMS upload failed: ${response.status} ${await response.text()}`);
  const { doc } = (await response.json()) as { doc: UploadedMedia };
  return {
    doc,
    remove: async () => {
      await fetch(`${product.cmsUrl}/api/media/${doc.id}`, {
        method: 'DELETE',
        headers: { authorization: `JWT ${token}` },
      });
    },
  };
}

/** A one-page PDF whose text names the edition, so a spec can tell it from the bundled guide. */
export function tinyPdf(text: string): Buffer {
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
