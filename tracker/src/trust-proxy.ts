import proxyaddr from 'proxy-addr';

// Which X-Forwarded-For entries the tracker believes (TRACKER_TRUST_PROXY), as Express's `trust proxy`
// function: it is asked about each hop from the socket inwards and stops at the first it does not trust.
//
// - a list of addresses/subnets (`loopback`, `10.0.0.0/8`): exactly ONE proxy, and only when the socket
//   peer is in the list. The default `loopback` is the embedded run, where the site on this machine is the
//   only proxy and writes the visitor's socket address as the whole header; an entry a client wrote in
//   front of it is never read, and a direct caller on another address is keyed on its own socket.
// - a hop count N: the N nearest hops whatever their addresses (containers, where the edge's address
//   changes); the edge must then replace the header, not append to it (deploy/Caddyfile does).
// - false: the socket peer only.

export type TrustProxySetting = false | number | string;

export type TrustFunction = (address: string, hop: number) => boolean;

export function toTrustFunction(setting: TrustProxySetting): TrustFunction {
  if (setting === false) return () => false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  const isProxy = proxyaddr.compile(setting.split(',').map((part) => part.trim()));
  return (address, hop) => hop === 0 && isProxy(address, hop);
}
