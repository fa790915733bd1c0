import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostbackRefusedError, sendGuarded, type ResolveHost } from './guarded-send.ts';

// The send-time half of the SSRF rules: the host is resolved by the sender, every answer is checked, and the
// socket connects to the checked address only. DNS is replaced by a table so each attack can be staged.

let server: Server;
let port = 0;
let hits = 0;

beforeAll(async () => {
  server = createServer((_req, res) => {
    hits += 1;
    res.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const dnsAnswering = (...answers: string[][]): ResolveHost & { calls: number } => {
  const resolveHost = Object.assign(
    async () => {
      const answer = answers[Math.min(resolveHost.calls, answers.length - 1)] ?? [];
      resolveHost.calls += 1;
      return answer.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    },
    { calls: 0 },
  );
  return resolveHost;
};

const send = (url: string, resolveHost: ResolveHost, allowLoopbackHttp = false) =>
  sendGuarded({ url, headers: {}, timeoutMs: 2000, allowLoopbackHttp, resolveHost });

describe('sendGuarded', () => {
  it.each([
    ['loopback', ['127.0.0.1']],
    ['a private address', ['10.1.2.3']],
    ['the cloud metadata address', ['169.254.169.254']],
    ['CGNAT', ['100.64.0.7']],
    ['IPv6 loopback', ['::1']],
    ['an IPv4-mapped loopback', ['::ffff:127.0.0.1']],
    ['an IPv4-mapped metadata address', ['::ffff:169.254.169.254']],
    ['IPv6 unique-local (AWS IPv6 metadata)', ['fd00:ec2::254']],
    ['one private address among public ones', ['93.184.215.14', '192.168.0.10']],
    ['an IPv4-compatible loopback (::7f00:1)', ['::7f00:1']],
    ['a NAT64 local-use address (64:ff9b:1::/48)', ['64:ff9b:1::a00:1']],
    ['a NAT64 well-known-prefix address (64:ff9b::/96)', ['64:ff9b::a9fe:a9fe']],
    ['a 6to4 address of a private one', ['2002:a00:1::1']],
    ['a Teredo address', ['2001:0:a00:1::1']],
  ])('refuses a public-looking host whose DNS answers %s, without connecting', async (_name, answer) => {
    const before = hits;
    await expect(send('https://track.example.com/pb', dnsAnswering(answer))).rejects.toBeInstanceOf(
      PostbackRefusedError,
    );
    expect(hits).toBe(before);
  });

  it('refuses a literal private address and a plain-http address before any DNS', async () => {
    const resolveHost = dnsAnswering(['93.184.215.14']);
    await expect(send('https://10.0.0.1/pb', resolveHost)).rejects.toBeInstanceOf(PostbackRefusedError);
    await expect(send('http://track.example.com/pb', resolveHost)).rejects.toBeInstanceOf(PostbackRefusedError);
    expect(resolveHost.calls).toBe(0);
  });

  it('refuses loopback targets unless the test switch is on', async () => {
    await expect(send(`http://127.0.0.1:${port}/pb`, dnsAnswering([]))).rejects.toBeInstanceOf(PostbackRefusedError);
    await expect(send(`http://127.0.0.1:${port}/pb`, dnsAnswering([]), true)).resolves.toEqual({
      status: 200,
      body: 'ok',
    });
  });

  it('resolves once and connects to the checked address, so a rebinding answer cannot redirect the call', async () => {
    // First answer loopback (allowed by the test switch), any later answer a private address.
    const rebinding = dnsAnswering(['127.0.0.1'], ['10.9.9.9']);
    await expect(send(`http://localhost:${port}/pb`, rebinding, true)).resolves.toMatchObject({ status: 200 });
    expect(rebinding.calls).toBe(1);
  });

  it('refuses a rebinding answer that turns private even with the test switch on', async () => {
    await expect(send(`http://localhost:${port}/pb`, dnsAnswering(['10.9.9.9']), true)).rejects.toBeInstanceOf(
      PostbackRefusedError,
    );
  });
});
