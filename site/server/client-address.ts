import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';

// The visitor's address as the site tells it to the tracker (SITE_TRUST_PROXY). By default nothing stands in
// front of the site, so it is the socket's peer and any X-Forwarded-For the client wrote is ignored. A list
// of addresses/subnets trusts exactly one proxy at those addresses (its last X-Forwarded-For entry is the
// client); a number trusts that many hops whatever their addresses (containers behind the edge).

export type TrustProxySetting = false | number | string;

type TrustFunction = (address: string, hop: number) => boolean;

function toTrustFunction(setting: TrustProxySetting): TrustFunction {
  if (setting === false) return () => false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  const isProxy = proxyaddr.compile(setting.split(',').map((part) => part.trim()));
  return (address, hop) => hop === 0 && isProxy(address, hop);
}

/**
 * The client address of a request, or undefined once its connection is gone (a connection reset as its
 * request arrives has no peer address any more). Trusting nobody, it is the socket's peer, read directly:
 * proxy-addr would parse the X-Forwarded-For it then ignores, on every call.
 */
export function createClientAddress(setting: TrustProxySetting): (request: IncomingMessage) => string | undefined {
  if (setting === false) return (request) => request.socket.remoteAddress;
  const trust = toTrustFunction(setting);
  return (request) => (request.socket.remoteAddress === undefined ? undefined : proxyaddr(request, trust));
}
