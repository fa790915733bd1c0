import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { checkTarget, isLoopbackAddress, isPublicAddress } from '@seniorguide/postbacks';

// Sends one postback GET under the SSRF rules. The URL is checked again (it was checked when saved), then
// the host is resolved here, every address DNS answers is checked, and the connection is pinned to the one
// checked address through the agent's `lookup`: the socket never resolves the name a second time, so a DNS
// answer that changes between check and connect (rebinding) cannot send the call inside the network.
// Redirects are not followed (a 3xx is an answer like any other).

export class PostbackRefusedError extends Error {
  override name = 'PostbackRefusedError';
}

export type ResolvedAddress = { address: string; family: number };
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>;

export const resolveWithDns: ResolveHost = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

export type SendAnswer = { status: number; body: string };

export type GuardedSendOptions = {
  url: string;
  headers: Record<string, string>;
  timeoutMs: number;
  /** Test setups only (TRACKER_POSTBACK_ALLOW_LOOPBACK): loopback targets over http: or https:. */
  allowLoopbackHttp: boolean;
  resolveHost?: ResolveHost;
};

const answerExcerptChars = 2000;

function pinnedLookup({
  resolveHost,
  allowLoopbackHttp,
}: {
  resolveHost: ResolveHost;
  allowLoopbackHttp: boolean;
}): LookupFunction {
  return (hostname, options, callback) => {
    resolveHost(hostname).then(
      (addresses) => {
        const refused = addresses.find(
          ({ address }) => !isPublicAddress(address) && !(allowLoopbackHttp && isLoopbackAddress(address)),
        );
        const chosen = addresses[0];
        if (refused || !chosen) {
          const reason = refused ? `${hostname} resolves to a non-public address` : `${hostname} has no address`;
          callback(
            refused ? new PostbackRefusedError(reason) : Object.assign(new Error(reason), { code: 'ENOTFOUND' }),
            '',
            4,
          );
          return;
        }
        if (options.all) callback(null, [chosen]);
        else callback(null, chosen.address, chosen.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 4),
    );
  };
}

/** Answers the receiver's status and the start of its body; throws on refusal, timeout and network errors. */
export function sendGuarded({
  url,
  headers,
  timeoutMs,
  allowLoopbackHttp,
  resolveHost = resolveWithDns,
}: GuardedSendOptions): Promise<SendAnswer> {
  const target = checkTarget(url, { allowLoopbackHttp });
  if (!target.ok) return Promise.reject(new PostbackRefusedError(target.message));
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      target.url,
      {
        method: 'GET',
        headers,
        agent: false,
        lookup: pinnedLookup({ resolveHost, allowLoopbackHttp }),
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (body.length < answerExcerptChars) body += chunk.slice(0, answerExcerptChars - body.length);
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        response.on('error', reject);
      },
    );
    request.on('error', (error) =>
      reject(
        error.name === 'AbortError' || error.name === 'TimeoutError'
          ? new Error(`timed out after ${timeoutMs} ms`)
          : error,
      ),
    );
    request.end();
  });
}
