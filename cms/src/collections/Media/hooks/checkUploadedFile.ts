import { readFile } from 'node:fs/promises';
import { APIError, type CollectionBeforeOperationHook } from 'payload';
import sharp from 'sharp';
import { hasRole } from '../../../access/roles.ts';
import { sanitiseSvg } from '../svg/sanitise-svg.ts';

// Runs before Payload reads an upload (create or replace). An SVG is swapped for its sanitised copy (or
// refused, with the reason), so the file Payload checks, measures and stores is that copy. Markup that is not
// named an SVG (an SVG or a page saved as photo.png) is refused: the name and the type would disagree about
// what the browser is handed. Any other image must be one sharp can read, as Payload measures (and for GIF
// and WebP rewrites) it with sharp and answers a corrupt one with a 500. And a create never fetches its file
// from an address (Payload would, given a `url` and no file): every upload is a file a marketer sent, so
// every upload passes this check. An empty file, and a name longer than the disk takes, are refused here too:
// sharp throws on an empty buffer before it reads anything, and the disk refuses a long name only once Payload
// writes the file, after every check; both were 500s.

const byteOrderMarks = [
  [0xef, 0xbb, 0xbf],
  [0xff, 0xfe],
  [0xfe, 0xff],
];

// Most file systems take names of up to 255 bytes, and Payload adds `-1`, `-2`… to a name already taken.
export const longestFileNameBytes = 200;

/** Text that starts like markup (`<` after whitespace), or any UTF-16 text. */
function looksLikeMarkup(bytes: Uint8Array): boolean {
  const mark = byteOrderMarks.find((marker) => marker.every((byte, index) => bytes[index] === byte));
  if (mark && mark.length === 2) return true;
  for (let index = mark?.length ?? 0; index < Math.min(bytes.length, 1024); index += 1) {
    const byte = bytes[index];
    if (byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d) continue;
    return byte === 0x3c;
  }
  return false;
}

// A public 400 whose message the admin shows the marketer. Payload's error formatter only passes on the message
// of an error with a name, and a production build leaves this class's name empty ("An unknown error occurred.").
const refuse = (message: string) => Object.assign(new APIError(message, 400, null, true), { name: 'APIError' });

const ownFileUrl = /^\/api\/media\/file\/[^/]+$/;

const namedImage = ({ name, mimetype }: { name: string; mimetype: string }) =>
  /^image\//i.test(mimetype) || /\.(png|jpe?g|gif|webp|avif|tiff?|heic|heif)$/i.test(name);

/** Decoded as Payload will: every frame (animated GIF and WebP), and, for those, to the end. */
async function imageVerdict(bytes: Buffer): Promise<'readable' | 'damaged' | 'not an image'> {
  try {
    const image = sharp(bytes, { animated: true });
    const { format } = await image.metadata();
    if (format === 'gif' || format === 'webp') await image.toBuffer();
    return 'readable';
  } catch (error) {
    return error instanceof Error && /unsupported image format/i.test(error.message) ? 'not an image' : 'damaged';
  }
}

export const checkUploadedFile: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args;
  // This runs before Payload's access check: a caller who may not upload is left to it, unread.
  const trusted = 'overrideAccess' in args && args.overrideAccess === true;
  if (!trusted && !hasRole({ user: req.user, roles: ['admin', 'marketer'] })) return args;
  const file = req.file;
  if (!file) {
    // Payload has already dropped `url` from the operation's data by now, but kept it to fetch from: read what
    // the caller sent.
    const data: unknown = req.data ?? ('data' in args ? args.data : undefined);
    const url = typeof data === 'object' && data !== null && 'url' in data ? data.url : undefined;
    const duplicating = 'duplicateFromID' in args && args.duplicateFromID !== undefined;
    if (operation === 'create' && typeof url === 'string' && !(duplicating && ownFileUrl.test(url))) {
      throw refuse('Upload the file itself: the CMS does not fetch files from addresses.');
    }
    return args;
  }
  if (Buffer.byteLength(file.name) > longestFileNameBytes) {
    throw refuse(
      `This file's name is too long: at most ${longestFileNameBytes} characters (fewer with accents). Rename it and upload it again.`,
    );
  }
  const bytes = file.tempFilePath && file.data.length === 0 ? await readFile(file.tempFilePath) : file.data;
  if (bytes.length === 0) throw refuse('This file is empty: upload the file itself.');
  const namedSvg = /\.svg$/i.test(file.name) || /svg/i.test(file.mimetype);
  if (!namedSvg) {
    if (looksLikeMarkup(bytes))
      throw refuse(
        'This file holds markup (text starting with "<"), which only an SVG may: upload drawings as .svg files.',
      );
    const image = await imageVerdict(bytes);
    if (image === 'damaged' || (image === 'not an image' && namedImage(file))) {
      throw refuse('This image could not be read: the file is damaged, or is not the image its name says.');
    }
    return args;
  }
  const result = sanitiseSvg(bytes);
  if (!result.ok) throw refuse(`This SVG was refused: ${result.reasons.join('; ')}.`);
  const svg = Buffer.from(result.svg, 'utf8');
  const name = /\.svg$/i.test(file.name) ? file.name : `${file.name.replace(/\.[^.]*$/, '')}.svg`;
  req.file = { name, mimetype: 'image/svg+xml', data: svg, size: svg.byteLength };
  return args;
};
