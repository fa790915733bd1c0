import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workspaceDir } from './support/paths.ts';
import { callApi, createStaff, signIn } from './support/rest.ts';
import { type RunningCms, startCms, testAdmin } from './support/startCms.ts';
import { dangerousSvgs, editorSvg, iso2022jpSvg, scriptThatMarks, uploadMedia } from './support/uploads.ts';

// Uploads on the CMS origin (SECURITY.md "CMS (Payload admin and REST)"): an SVG is stored only as the
// sanitised UTF-8 copy of a drawing with no script, handler, external reference or foreign object, and every
// uploaded file is served so that it can run nothing on the CMS origin, even one that got onto disk otherwise.

let cms: RunningCms;
let marketer: string;
let adminToken: string;

beforeAll(async () => {
  cms = await startCms({ port: 3116 });
  adminToken = await signIn(cms.url, testAdmin);
  marketer = (await createStaff(cms.url, { adminToken, role: 'marketer' })).token;
});

afterAll(async () => {
  await cms?.stop();
});

const mediaCount = async () => (await callApi(cms.url, '/media?limit=1&depth=0', { token: adminToken })).body.totalDocs;

const fileUrl = (filename: string) => `${cms.url}/api/media/file/${encodeURIComponent(filename)}`;

describe('SVG uploads', () => {
  it.each(dangerousSvgs)('refuses an SVG that %s, and stores nothing', async (_why, bytes) => {
    const before = await mediaCount();
    const answer = await uploadMedia(cms.url, marketer, {
      filename: `drawing-${Date.now()}.svg`,
      type: 'image/svg+xml',
      bytes,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.message).toMatch(/^This SVG was refused: .+\.$/);
    expect(await mediaCount()).toBe(before);
  });

  it('says why: the encoding, and each active part it found', async () => {
    const refusal = async (why: string) => {
      const bytes = dangerousSvgs.find(([reason]) => reason.startsWith(why))?.[1] ?? '';
      return (await uploadMedia(cms.url, marketer, { filename: 'why.svg', type: 'image/svg+xml', bytes })).body
        .errors?.[0]?.message;
    };
    expect(await refusal('declares ISO-2022-JP')).toContain('must be UTF-8; this one declares ISO-2022-JP');
    expect(await refusal('has a script element')).toContain('a script element');
    expect(await refusal('has an event handler')).toContain('an event handler (onload)');
  });

  it('refuses markup dressed up as a PNG', async () => {
    const answer = await uploadMedia(cms.url, marketer, {
      filename: `photo-${Date.now()}.png`,
      type: 'image/png',
      bytes: iso2022jpSvg,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.message).toContain('holds markup');
  });

  it('stores a harmless drawing as its sanitised UTF-8 copy, and serves that copy', async () => {
    const answer = await uploadMedia(cms.url, marketer, {
      filename: `leaf-${Date.now()}.svg`,
      type: 'image/svg+xml',
      bytes: editorSvg,
    });
    expect(answer.status).toBe(201);
    const filename = answer.body.doc?.filename ?? '';
    const stored = readFileSync(path.join(cms.dataDir, 'media', filename), 'utf8');
    const served = await fetch(fileUrl(filename));
    expect(await served.text()).toBe(stored);
    expect(stored).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>/);
    expect(stored).toContain('<path');
    expect(stored).toContain('url(#g)');
    expect(stored).toContain('Café · ©');
    expect(stored).not.toMatch(/inkscape|metadata|editor data|<!--/);
    expect(served.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
  });
});

describe('serving uploaded files', () => {
  const sandbox = "sandbox; default-src 'none'";

  it('serves an image the site shows inline, sandboxed and unsniffed', async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#0a5' } })
      .png()
      .toBuffer();
    const answer = await uploadMedia(cms.url, marketer, {
      filename: `dot-${Date.now()}.png`,
      type: 'image/png',
      bytes: png,
    });
    expect(answer.status).toBe(201);
    const served = await fetch(fileUrl(answer.body.doc?.filename ?? ''));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-security-policy')).toBe(sandbox);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBeNull();
  });

  it('serves anything else (the guide PDF) as a download', async () => {
    const pdf = readFileSync(
      path.join(workspaceDir, 'site', 'public', 'assets', 'downloads', 'senior-benefits-guide.pdf'),
    );
    const answer = await uploadMedia(cms.url, marketer, {
      filename: `guide-${Date.now()}.pdf`,
      type: 'application/pdf',
      bytes: pdf,
    });
    expect(answer.status).toBe(201);
    for (const range of [undefined, 'bytes=0-99']) {
      const served = await fetch(fileUrl(answer.body.doc?.filename ?? ''), { headers: range ? { range } : {} });
      expect(served.status).toBe(range ? 206 : 200);
      expect(served.headers.get('content-disposition')).toMatch(/^attachment/);
      expect(served.headers.get('content-security-policy')).toBe(sandbox);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('sandboxes a file that reached the folder some other way (an upload stored before these rules)', async () => {
    mkdirSync(path.join(cms.dataDir, 'media'), { recursive: true });
    writeFileSync(
      path.join(cms.dataDir, 'media', 'stored-before.svg'),
      `<svg xmlns="http://www.w3.org/2000/svg"><script>${scriptThatMarks}</script></svg>`,
    );
    const served = await fetch(fileUrl('stored-before.svg'));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-security-policy')).toBe(sandbox);
    expect(served.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
  });

  it('does not fetch a file from an address for a staff member (every upload is a file sent)', async () => {
    const before = await mediaCount();
    const answer = await callApi(cms.url, '/media', {
      token: marketer,
      method: 'POST',
      body: { alt: 'x', filename: 'remote.svg', url: 'https://evil.example/remote.svg' },
    });
    expect(answer.status).toBe(400);
    expect(await mediaCount()).toBe(before);
  });
});

describe('uploads the fuzz found answered with a 500', () => {
  it('refuses a damaged image (a GIF whose frames are not one) with a 400', async () => {
    const answer = await uploadMedia(cms.url, marketer, {
      filename: `moving-${Date.now()}.gif`,
      type: 'image/gif',
      bytes: 'GIF89a<script>alert(1)</script>',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.message).toContain('could not be read');
  });

  it('refuses a replacement sent as form data without _payload, the fields Payload reads (some such failed with a 500), with a 400', async () => {
    const created = await uploadMedia(cms.url, marketer, {
      filename: `target-${Date.now()}.svg`,
      type: 'image/svg+xml',
      bytes: editorSvg,
    });
    const form = new FormData();
    form.append('file', new Blob([editorSvg], { type: 'image/svg+xml' }), 'replacement.svg');
    const response = await fetch(`${cms.url}/api/media/${created.body.doc?.id ?? ''}`, {
      method: 'PATCH',
      headers: { authorization: `JWT ${marketer}` },
      body: form,
    });
    expect(response.status).toBe(400);
  });

  it.each([
    ['guide.pdf', 'image/png'],
    ['x.svg.png', 'application/pdf'],
    ['noextension', 'application/octet-stream'],
  ])('refuses an empty file named %s (%s) with a 400, and stores nothing', async (filename, type) => {
    const before = await mediaCount();
    const answer = await uploadMedia(cms.url, marketer, { filename, type, bytes: '' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.message).toContain('empty');
    expect(await mediaCount()).toBe(before);
  });

  it('refuses a file whose name is too long to be stored on disk with a 400, and stores nothing', async () => {
    const before = await mediaCount();
    const answer = await uploadMedia(cms.url, marketer, {
      filename: `${'a'.repeat(300)}.svg`,
      type: 'image/svg+xml',
      bytes: editorSvg,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.message).toContain('name is too long');
    expect(await mediaCount()).toBe(before);
    const longest = await uploadMedia(cms.url, marketer, {
      filename: `${'b'.repeat(196)}.svg`,
      type: 'image/svg+xml',
      bytes: editorSvg,
    });
    expect(longest.status).toBe(201);
  });

  it.each(['null', '[]', '"alt"'])(
    'refuses a replacement whose _payload is %s, JSON but no object of fields, with a 400',
    async (payload) => {
      const created = await uploadMedia(cms.url, marketer, {
        filename: `target-${Date.now()}.svg`,
        type: 'image/svg+xml',
        bytes: editorSvg,
      });
      const form = new FormData();
      form.append('_payload', payload);
      const response = await fetch(`${cms.url}/api/media/${created.body.doc?.id ?? ''}`, {
        method: 'PATCH',
        headers: { authorization: `JWT ${marketer}` },
        body: form,
      });
      expect(response.status).toBe(400);
      const json = await fetch(`${cms.url}/api/media/${created.body.doc?.id ?? ''}`, {
        method: 'PATCH',
        headers: { authorization: `JWT ${marketer}`, 'content-type': 'application/json' },
        body: payload,
      });
      expect(json.status).toBe(400);
    },
  );
});
