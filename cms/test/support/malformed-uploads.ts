import type { FuzzRequest } from '@seniorguide/http-fuzz';
import { dangerousSvgs, editorSvg } from './uploads.ts';

// Malformed uploads as a signed-in marketer sends them (the admin's media form: multipart with the file and
// `_payload`), seeded so that a failing run replays: broken multipart framing, forged file names and types,
// files whose content is not what they claim, hostile SVGs (script, handlers, external references, deep
// nesting), broken `_payload` JSON and fields that only the server may set. Binary bytes travel as latin1
// text, which the sender writes as UTF-8: still bytes no real client sends, which is the point.

export type UploadFuzzOptions = { count: number; seed: number; token: string; mediaId: string };

function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { pick, chance: (probability: number) => next() < probability };
}

const latin1 = (bytes: Uint8Array | string) =>
  typeof bytes === 'string' ? bytes : Buffer.from(bytes).toString('latin1');
const pngSignature = '\x89PNG\r\n\x1a\n';
const svgOpen = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4">';

const fileContents: readonly string[] = [
  editorSvg,
  ...dangerousSvgs.map(([, bytes]) => latin1(bytes)),
  `${svgOpen}${'<g>'.repeat(5_000)}${'</g>'.repeat(5_000)}</svg>`,
  `${svgOpen}<rect ${Array.from({ length: 2_000 }, (_, index) => `data-a${index}="1"`).join(' ')}/></svg>`,
  `${svgOpen}<rect width="1" height="1"></svg>`,
  `${svgOpen}<![CDATA[<script>alert(1)</script>]]></svg>`,
  `${svgOpen}<a xlink:href="javascript:alert(1)">x</a></svg>`,
  '<svg><rect/></svg>',
  pngSignature,
  `${pngSignature}\x00\x00\x00\rIHDR\x00\x00\x00\x01`,
  '%PDF-1.7\n%%EOF',
  '%PDF-1.4\n1 0 obj<<>>endobj\n<script>alert(1)</script>',
  '<!doctype html><script>alert(1)</script>',
  'GIF89a<script>alert(1)</script>',
  '',
  '\x00\x01\x02\x03',
  'x'.repeat(70_000),
];

const fileNames = [
  'leaf.svg',
  'photo.png',
  'guide.pdf',
  '../../escape.svg',
  '..\\..\\escape.svg',
  `${'a'.repeat(300)}.svg`,
  'x.svg.png',
  'x.png.svg',
  'noextension',
  '.svg',
  'name with spaces.svg',
  'caf\u00e9.svg',
  'x.html',
  'x.svgz',
  'x.SVG',
  '%ff.svg',
  'con.svg',
  'x;.svg',
] as const;

const partTypes = [
  'image/svg+xml',
  'image/png',
  'application/pdf',
  'text/html',
  'application/octet-stream',
  'image/svg+xml; charset=iso-2022-jp',
  '',
] as const;

const payloads = [
  '{"alt":"An upload"}',
  '{"alt":',
  '',
  'null',
  '[]',
  '{"alt":123}',
  `{"alt":"${'x'.repeat(20_000)}"}`,
  '{"alt":"x","filename":"../../x.svg"}',
  '{"alt":"x","mimeType":"text/html"}',
  '{"alt":"x","url":"https://evil.example/x.svg"}',
  '{"alt":"x","filesize":-1,"width":1e309}',
  '{"alt":"x","__proto__":{"polluted":1}}',
  '{"alt":"x","prefix":"../.."}',
] as const;

const boundaryHeaders = (boundary: string) =>
  [
    `multipart/form-data; boundary=${boundary}`,
    `multipart/form-data; boundary="${boundary}"`,
    'multipart/form-data',
    'multipart/form-data; boundary=',
    'multipart/form-data; boundary=wrong',
    `multipart/mixed; boundary=${boundary}`,
    `multipart/form-data; boundary=${boundary}; charset=utf-16`,
  ] as const;

function filePart(boundary: string, random: ReturnType<typeof createRandom>): string {
  const type = random.pick(partTypes);
  const name = random.pick(fileNames);
  return `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n${random.pick(fileContents)}\r\n`;
}

function payloadPart(boundary: string, random: ReturnType<typeof createRandom>): string {
  return `--${boundary}\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n${random.pick(payloads)}\r\n`;
}

function oneUpload(random: ReturnType<typeof createRandom>, { token, mediaId }: UploadFuzzOptions): FuzzRequest {
  const boundary = random.pick(['----fuzzboundary1', 'x', '----WebKitFormBoundary7MA4YWxkTrZu0gW']);
  const parts = [];
  if (!random.chance(0.1)) parts.push(filePart(boundary, random));
  if (random.chance(0.1)) parts.push(filePart(boundary, random));
  if (!random.chance(0.1)) parts.push(payloadPart(boundary, random));
  const closing = random.pick([
    `--${boundary}--\r\n`,
    `--${boundary}--\r\n`,
    `--${boundary}--\r\n`,
    '',
    `--${boundary}`,
    '--other--\r\n',
  ]);
  const replace = random.chance(0.2);
  return {
    route: replace ? 'PATCH /api/media/:id (marketer upload)' : 'POST /api/media (marketer upload)',
    method: replace ? 'PATCH' : 'POST',
    path: replace ? `/api/media/${mediaId}` : `/api/media${random.chance(0.1) ? '?depth=0&draft=true' : ''}`,
    headers: {
      authorization: `JWT ${token}`,
      'content-type': random.chance(0.7)
        ? `multipart/form-data; boundary=${boundary}`
        : random.pick(boundaryHeaders(boundary)),
    },
    body: latin1(parts.join('') + closing),
  };
}

export function generateMalformedUploads(options: UploadFuzzOptions): FuzzRequest[] {
  const random = createRandom(options.seed);
  return Array.from({ length: options.count }, () => oneUpload(random, options));
}
