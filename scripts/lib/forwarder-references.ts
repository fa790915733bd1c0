import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fromRoot } from './paths.ts';

// The physical references for `/api` through the site (how thin a pipe the site's forwarder is): what ANY hop in front of the
// tracker costs on this machine, measured in the same run as the site's own forwarder and the tracker direct.
// Each runs in a process of its own, as the site does, so the machine's cores are shared three ways alike.
// - a TCP relay: one upstream connection per visitor connection and the bytes copied both ways, no HTTP at
//   all (the floor of any process in between; it could not replace X-Forwarded-For, so it is no forwarder);
// - a bare Node forwarder: node:http's server and undici's dispatcher, as the site's forwarder uses them, with
//   nothing else (no client address, no timeouts, no errors answered): the least a Node HTTP forwarder does.

const tcpRelay = `
  const net = require('node:net');
  const port = Number(process.argv[1]);
  const server = net.createServer((visitor) => {
    const upstream = net.connect(port, '127.0.0.1');
    visitor.pipe(upstream);
    upstream.pipe(visitor);
    visitor.on('error', () => upstream.destroy());
    upstream.on('error', () => visitor.destroy());
  });
  server.listen(0, '127.0.0.1', () => console.log(server.address().port));`;

const bareForwarder = `
  const { createServer } = require('node:http');
  const { Pool } = require(process.argv[2]);
  const pool = new Pool('http://127.0.0.1:' + process.argv[1], { connections: 256 });
  const hopByHop = new Set(['connection', 'keep-alive']);
  const server = createServer((request, response) => {
    const headers = [];
    for (const name in request.headers) if (!hopByHop.has(name)) headers.push(name, request.headers[name]);
    pool.dispatch({ method: request.method, path: request.url, headers, body: request }, {
      onConnect() {},
      onHeaders(status, raw) {
        const answer = [];
        for (let index = 0; index < raw.length; index += 2) {
          const name = raw[index].toString('latin1');
          if (!hopByHop.has(name.toLowerCase())) answer.push(name, raw[index + 1].toString('latin1'));
        }
        response.writeHead(status, answer);
        return true;
      },
      onData(chunk) { response.write(chunk); return true; },
      onComplete() { response.end(); },
      onError() { response.destroy(); },
    });
  });
  server.listen(0, '127.0.0.1', () => console.log(server.address().port));`;

export type ForwarderReference = { name: string; url: string; pid: number | undefined; stop: () => void };

function startChild(name: string, code: string, args: string[]): Promise<ForwarderReference> {
  const child = spawn(process.execPath, ['-e', code, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.stdout.once('data', (chunk: Buffer) =>
      resolve({ name, url: `http://127.0.0.1:${chunk.toString().trim()}`, pid: child.pid, stop: () => child.kill() }),
    );
  });
}

/** Both references in front of the tracker at `trackerUrl`. */
export async function startForwarderReferences(trackerUrl: string): Promise<ForwarderReference[]> {
  const port = new URL(trackerUrl).port;
  // The site's own undici, so the bare forwarder runs the same client code.
  const undici = createRequire(fromRoot('site', 'package.json')).resolve('undici');
  return Promise.all([
    startChild('a TCP relay (bytes only)', tcpRelay, [port]),
    startChild('a bare Node forwarder (http + undici)', bareForwarder, [port, undici]),
  ]);
}
