import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { editorSvg, iso2022jpSvg, scriptThatMarks } from '../test/support/uploads.ts';
import { signIntoAdmin } from './admin.ts';
import { cmsUrl, createStaffMember, type StaffMember } from './staff.ts';

// An SVG upload can never run a script on the CMS origin, where an admin's session can read every user
// (SECURITY.md "CMS (Payload admin and REST)"): the upload form refuses a hostile file, and any file served
// from the media folder is sandboxed, so even one that reached the folder some other way runs nothing.

const admin: StaffMember = { email: process.env.E2E_ADMIN_EMAIL ?? '', password: process.env.E2E_ADMIN_PASSWORD ?? '' };

async function mediaWithAlt(alt: string): Promise<{ filename: string }[]> {
  const response = await fetch(`${cmsUrl()}/api/media?where[alt][equals]=${encodeURIComponent(alt)}&depth=0`);
  return ((await response.json()) as { docs: { filename: string }[] }).docs;
}

async function uploadInAdmin(page: Page, { name, svg, alt }: { name: string; svg: string; alt: string }) {
  await page.goto(`${cmsUrl()}/admin/collections/media/create`);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'image/svg+xml', buffer: Buffer.from(svg, 'utf8') });
  await page.locator('#field-alt').fill(alt);
  await page.getByRole('button', { name: 'Save' }).click();
}

test("a marketer's SVG with a script hidden behind another encoding is refused in the admin, and nothing is stored", async ({
  page,
}) => {
  const marketer = await createStaffMember('marketer');
  const alt = `Hostile drawing ${Date.now()}`;
  await signIntoAdmin(page, marketer);
  await uploadInAdmin(page, { name: 'badge.svg', svg: iso2022jpSvg, alt });
  await expect(page.getByText(/UTF-8/)).toBeVisible();
  expect(await mediaWithAlt(alt)).toEqual([]);
});

test("a marketer's harmless SVG is stored as its sanitised copy and shows in the admin", async ({ page }) => {
  const marketer = await createStaffMember('marketer');
  const alt = `Leaf drawing ${Date.now()}`;
  await signIntoAdmin(page, marketer);
  await uploadInAdmin(page, { name: 'leaf.svg', svg: editorSvg, alt });
  await expect(page.getByText(/successfully created/i)).toBeVisible();
  const [stored] = await mediaWithAlt(alt);
  expect(stored).toBeDefined();
  const served = await fetch(`${cmsUrl()}/api/media/file/${encodeURIComponent(stored?.filename ?? '')}`);
  expect(await served.text()).not.toMatch(/inkscape|metadata/);
});

test('an admin who opens an SVG with a script from the media folder runs nothing on the CMS origin', async ({
  page,
}) => {
  // A file that reached the folder without the upload's checks (stored before them, or copied in by hand).
  const name = `stored-before-${Date.now()}.svg`;
  writeFileSync(
    path.join(process.env.E2E_DATA_DIR ?? '', 'media', name),
    `<svg xmlns="http://www.w3.org/2000/svg"><script>${scriptThatMarks}</script></svg>`,
  );
  await signIntoAdmin(page, admin);
  const markers: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('script-ran')) markers.push(request.url());
  });
  await page.goto(`${cmsUrl()}/api/media/file/${name}`);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => document.documentElement.getAttribute('data-script-ran'))).toBeNull();

  // The same drawing uploaded in the ISO-2022-JP disguise would not run either (it is refused above; here it is
  // put in the folder directly, to prove the serving side on its own).
  const disguised = `disguised-${Date.now()}.svg`;
  writeFileSync(path.join(process.env.E2E_DATA_DIR ?? '', 'media', disguised), Buffer.from(iso2022jpSvg, 'latin1'));
  await page.goto(`${cmsUrl()}/api/media/file/${disguised}`);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => document.documentElement.getAttribute('data-script-ran'))).toBeNull();
  expect(markers).toEqual([]);
});
