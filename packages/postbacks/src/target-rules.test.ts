import { describe, expect, it } from 'vitest';
import { checkTarget, classifyAddress } from './target-rules.ts';

describe('checkTarget', () => {
  it.each([
    ['https://track.partner.com/postback?sub=1'],
    ['https://93.184.215.14/pb'],
    ['https://[2606:2800:21f:cb07:6820:80da:af6b:8b2c]/pb'],
    ['https://track.partner.com:8443/pb'],
  ])('accepts the public https address %s', (url) => {
    expect(checkTarget(url)).toMatchObject({ ok: true });
  });

  it.each([
    ['not a url', 'not_a_url'],
    ['/relative/path', 'not_a_url'],
    ['http://track.partner.com/pb', 'not_https'],
    ['ftp://track.partner.com/pb', 'not_https'],
    ['https://user:pass@track.partner.com/pb', 'has_credentials'],
    ['https://localhost/pb', 'internal_hostname'],
    ['https://metadata.google.internal/computeMetadata/v1/', 'internal_hostname'],
    ['https://instance-data/latest/meta-data/', 'internal_hostname'],
    ['https://printer.local/', 'internal_hostname'],
    ['https://intranet/', 'internal_hostname'],
  ])('refuses %s (%s)', (url, reason) => {
    expect(checkTarget(url)).toMatchObject({ ok: false, reason });
  });

  it.each([
    ['loopback', 'https://127.0.0.1/pb'],
    ['loopback written as one number', 'https://2130706433/pb'],
    ['loopback written in hex', 'https://0x7f.1/pb'],
    ['IPv6 loopback', 'https://[::1]/pb'],
    ['private 10/8', 'https://10.0.0.5/pb'],
    ['private 172.16/12', 'https://172.20.1.1/pb'],
    ['private 192.168/16', 'https://192.168.1.10/pb'],
    ['link-local and the AWS/GCP/Azure metadata address', 'https://169.254.169.254/latest/meta-data/'],
    ['CGNAT and the Alibaba metadata address', 'https://100.100.100.200/latest/meta-data/'],
    ['multicast', 'https://224.0.0.1/pb'],
    ['unspecified', 'https://0.0.0.0/pb'],
    ['broadcast', 'https://255.255.255.255/pb'],
    ['IPv6 unique-local and the AWS IPv6 metadata address', 'https://[fd00:ec2::254]/pb'],
    ['IPv6 link-local', 'https://[fe80::1]/pb'],
    ['IPv6 unspecified', 'https://[::]/pb'],
    ['IPv4-mapped loopback', 'https://[::ffff:127.0.0.1]/pb'],
    ['IPv4-mapped metadata', 'https://[::ffff:169.254.169.254]/pb'],
    ['IPv4-mapped private', 'https://[::ffff:10.0.0.1]/pb'],
    ['NAT64-embedded private', 'https://[64:ff9b::a00:1]/pb'],
    ['6to4-embedded loopback', 'https://[2002:7f00:1::]/pb'],
  ])('refuses the %s address (%s)', (_name, url) => {
    expect(checkTarget(url)).toMatchObject({ ok: false, reason: 'non_public_address' });
  });

  // Every IPv6 form that carries or translates an IPv4 address is refused whole, whatever it embeds: the
  // network can route each of them to the IPv4 address inside, which the IPv6 class alone does not show.
  it.each([
    ['IPv4-mapped', 'https://[::ffff:10.0.0.1]/pb'],
    ['IPv4-mapped, written in hex', 'https://[::ffff:a00:1]/pb'],
    ['IPv4-compatible (deprecated) loopback', 'https://[::7f00:1]/pb'],
    ['IPv4-compatible private', 'https://[::a00:1]/pb'],
    ['IPv4-translated (SIIT)', 'https://[::ffff:0:7f00:1]/pb'],
    ['NAT64 well-known prefix 64:ff9b::/96', 'https://[64:ff9b::7f00:1]/pb'],
    ['NAT64 well-known prefix, public-looking', 'https://[64:ff9b::808:808]/pb'],
    ['NAT64 local-use prefix 64:ff9b:1::/48', 'https://[64:ff9b:1::a00:1]/pb'],
    ['NAT64 local-use prefix, any suffix', 'https://[64:ff9b:1:ffff::c0a8:1]/pb'],
    ['6to4 2002::/16 of a private address', 'https://[2002:c0a8:101::1]/pb'],
    ['Teredo 2001::/32 of a private address', 'https://[2001:0:a00:1::1]/pb'],
    ['Teredo 2001::/32 of loopback', 'https://[2001:0:4136:e378:8000:63bf:80ff:fffe]/pb'],
  ])('refuses the IPv4-embedding %s form (%s)', (_name, url) => {
    expect(checkTarget(url)).toMatchObject({ ok: false, reason: 'non_public_address' });
  });

  it('lets loopback http through only when the test switch is on', () => {
    expect(checkTarget('http://127.0.0.1:4455/pb')).toMatchObject({ ok: false, reason: 'not_https' });
    expect(checkTarget('http://127.0.0.1:4455/pb', { allowLoopbackHttp: true })).toMatchObject({ ok: true });
    expect(checkTarget('http://localhost:4455/pb', { allowLoopbackHttp: true })).toMatchObject({ ok: true });
  });

  it('keeps refusing private and metadata addresses with the test switch on', () => {
    expect(checkTarget('http://10.0.0.5/pb', { allowLoopbackHttp: true })).toMatchObject({ ok: false });
    expect(checkTarget('https://169.254.169.254/', { allowLoopbackHttp: true })).toMatchObject({
      ok: false,
      reason: 'non_public_address',
    });
  });
});

describe('classifyAddress', () => {
  it.each([
    ['8.8.8.8', 'public'],
    ['127.0.0.1', 'loopback'],
    ['::ffff:192.168.0.1', 'private'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['not-an-ip', 'invalid'],
    ['::7f00:1', 'ipv4Embedded'],
    ['64:ff9b:1::a00:1', 'ipv4Embedded'],
    ['2606:4700::1111', 'public'],
  ])('classifies %s as %s', (address, range) => {
    expect(classifyAddress(address)).toBe(range);
  });
});
