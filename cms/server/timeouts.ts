// How long the CMS's server waits for a request (SECURITY.md "Timeouts"), as the site and the tracker do:
// its headers within 10 s, the whole request with its body within 15 s, checked every second. A sign-in or a
// save is a few KB; an upload must arrive within the 15 s too (about 1.8 MB on a 1 Mbit/s uplink, 18 MB on
// 10 Mbit/s: the images and the guide PDF are far smaller). A client trickling its headers or body a byte at
// a time is cut instead of holding a socket for as long as it likes (Node's own defaults: 60 s and 300 s).
// Idle keep-alive connections stay open 65 s, longer than the edge proxy's own idle timeout.
export const cmsServerTimeouts = {
  headersMs: 10_000,
  requestMs: 15_000,
  checkEveryMs: 1_000,
  keepAliveMs: 65_000,
} as const;
