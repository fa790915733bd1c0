// Uploads as the admin's media form sends them (multipart: the file and the other fields as `_payload`), and
// the SVG files the upload tests send.

export type Upload = { filename: string; type: string; bytes: Uint8Array | string };

export async function uploadMedia(
  baseUrl: string,
  token: string,
  { filename, type, bytes }: Upload,
  alt = 'An upload',
) {
  const form = new FormData();
  const data = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes;
  form.append('file', new Blob([new Uint8Array(data)], { type }), filename);
  form.append('_payload', JSON.stringify({ alt }));
  const response = await fetch(`${baseUrl}/api/media`, {
    method: 'POST',
    headers: { authorization: `JWT ${token}` },
    body: form,
  });
  const body = (await response.json()) as {
    doc?: { id: string; filename: string; url: string };
    errors?: { message: string }[];
  };
  return { status: response.status, body };
}

const esc = '\x1b';
const svgOpen =
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="24" height="24" viewBox="0 0 24 24">';

/** Marks the document and asks for a marker address when its script runs: a spec looks for either. */
export const scriptThatMarks =
  "document.documentElement.setAttribute('data-script-ran','yes');fetch('/api/users?script-ran=yes')";

/**
 * Reads, in UTF-8, as a comment holding a script; declared ISO-2022-JP, whose escape (ESC $ B) turns the
 * comment's opening `<!--` into two Japanese characters, so a browser that honours the declaration runs it.
 */
export const iso2022jpSvg = `<?xml version="1.0" encoding="ISO-2022-JP"?>\n${svgOpen}${esc}$B<!--${esc}(B<script>${scriptThatMarks}</script>--><rect width="24" height="24"/></svg>`;

/** What an editor such as Inkscape writes around a harmless drawing: metadata and its own namespaces. */
export const editorSvg = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Created with an editor -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" width="24" height="24" viewBox="0 0 24 24" inkscape:version="1.3">
  <metadata><rdf xmlns="http://www.w3.org/1999/02/22-rdf-syntax-ns#">editor data</rdf></metadata>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#0a5"/></linearGradient></defs>
  <path inkscape:label="leaf" d="M2 12 L12 2 L22 12 Z" fill="url(#g)" style="stroke:#333;stroke-width:1"/>
  <text x="4" y="20" font-family="sans-serif">Café · ©</text>
</svg>`;

/** SVGs that must be refused, each with what makes it dangerous. */
export const dangerousSvgs: [string, string | Uint8Array][] = [
  ['declares ISO-2022-JP and hides a script from a UTF-8 reader', iso2022jpSvg],
  [
    'declares another encoding than UTF-8',
    `<?xml version="1.0" encoding="windows-1252"?>${svgOpen}<rect width="1" height="1"/></svg>`,
  ],
  [
    'is UTF-16',
    new Uint8Array([0xff, 0xfe, ...Buffer.from(`${svgOpen}<rect width="1" height="1"/></svg>`, 'utf16le')]),
  ],
  [
    'is not valid UTF-8',
    new Uint8Array([...Buffer.from(`${svgOpen}<text>`), 0xc3, 0x28, ...Buffer.from('</text></svg>')]),
  ],
  ['has a script element', `${svgOpen}<script>${scriptThatMarks}</script></svg>`],
  ['has an event handler', `${svgOpen}<rect width="1" height="1" onload="${scriptThatMarks}"/></svg>`],
  ['has a handler on an animation', `${svgOpen}<set attributeName="onmouseover" to="alert(1)"/></svg>`],
  ['links to javascript:', `${svgOpen}<a href="javascript:alert(1)"><rect width="1" height="1"/></a></svg>`],
  ['loads an external image', `${svgOpen}<image href="https://evil.example/track.png" width="1" height="1"/></svg>`],
  ['uses an external symbol', `${svgOpen}<use xlink:href="https://evil.example/sprite.svg#a"/></svg>`],
  [
    'fills from an external paint server',
    `${svgOpen}<rect width="1" height="1" fill="url(https://evil.example/p.svg#g)"/></svg>`,
  ],
  ['imports a style sheet', `${svgOpen}<style>@import url("https://evil.example/x.css");</style></svg>`],
  [
    'styles with an external url()',
    `${svgOpen}<rect width="1" height="1" style="fill:url(//evil.example/p.svg#g)"/></svg>`,
  ],
  [
    'asks for an external style sheet',
    `<?xml-stylesheet href="https://evil.example/x.css"?>${svgOpen}<rect width="1" height="1"/></svg>`,
  ],
  [
    'has a foreign object',
    `${svgOpen}<foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject></svg>`,
  ],
  ['declares entities', `<!DOCTYPE svg [<!ENTITY a "aaaaaaaa">]>${svgOpen}<text>&a;</text></svg>`],
  ['is not SVG at all', '<html><body><script>alert(1)</script></body></html>'],
];
