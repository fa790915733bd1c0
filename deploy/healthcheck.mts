// Container health check (HEALTHCHECK in each Dockerfile): exits 0 when the URL answers 2xx within 4 s.
// Usage: node healthcheck.mts http://127.0.0.1:4000/api/ready
const url = process.argv[2];
if (!url) {
  console.error('usage: node healthcheck.mts <url>');
  process.exit(2);
}
try {
  const response = await fetch(url, { signal: AbortSignal.timeout(4_000) });
  process.exit(response.ok ? 0 : 1);
} catch {
  process.exit(1);
}
