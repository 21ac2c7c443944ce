import { describe, expect, it } from 'vitest';
import { isPublicHttpsUrl } from './public-url';

describe('isPublicHttpsUrl', () => {
  it('accepts https URLs on public names and addresses', () => {
    for (const url of [
      'https://sweettecheu.s3.eu-central-1.amazonaws.com/scripts/admin/dataset.csv',
      'https://example.com/a.csv',
      'https://EXAMPLE.com./a.funscript?x=1',
      'https://example.com:8443/a.csv',
      'https://8.8.8.8/a.csv',
      'https://172.32.0.1/a.csv',
      'https://172.15.255.255/a.csv',
      'https://192.169.0.1/a.csv',
      'https://169.255.0.1/a.csv',
      'https://11.0.0.1/a.csv',
      'https://[2001:db8::1]/a.csv',
      'https://[::ffff:8.8.8.8]/a.csv',
      'https://[fe00::1]/a.csv',
    ]) {
      expect(isPublicHttpsUrl(url), url).toBe(true);
    }
  });

  it('refuses anything but https, and text that is no URL', () => {
    for (const url of [
      'http://example.com/a.csv',
      'ftp://example.com/a.csv',
      'file:///etc/passwd',
      'data:text/csv,0,0',
      'not a url',
      '',
      '//example.com/a.csv',
    ]) {
      expect(isPublicHttpsUrl(url), url).toBe(false);
    }
  });

  it('refuses private, loopback, link-local and unspecified IPv4 addresses in any notation', () => {
    for (const url of [
      'https://10.0.0.2/a.csv',
      'https://10.255.255.255/a.csv',
      'https://172.16.0.1/a.csv',
      'https://172.31.255.255/a.csv',
      'https://192.168.1.20/a.csv',
      'https://127.0.0.1/a.csv',
      'https://127.8.9.10:8787/a.csv',
      'https://169.254.169.254/latest',
      'https://0.0.0.0/a.csv',
      // The URL parser reads these as 127.0.0.1 and 10.0.0.1.
      'https://0x7f.1/a.csv',
      'https://2130706433/a.csv',
      'https://012.0.0.1/a.csv',
    ]) {
      expect(isPublicHttpsUrl(url), url).toBe(false);
    }
  });

  it('refuses loopback, unique-local, link-local and mapped private IPv6 addresses', () => {
    for (const url of [
      'https://[::1]/a.csv',
      'https://[::]/a.csv',
      'https://[fc00::1]/a.csv',
      'https://[fd12:3456:789a::1]/a.csv',
      'https://[fe80::1]/a.csv',
      'https://[FEBF::1]/a.csv',
      'https://[::ffff:192.168.0.1]/a.csv',
      'https://[::ffff:7f00:1]/a.csv',
    ]) {
      expect(isPublicHttpsUrl(url), url).toBe(false);
    }
  });

  it('refuses localhost, single-label and .local names', () => {
    for (const url of [
      'https://localhost/a.csv',
      'https://LOCALHOST:8787/a.csv',
      'https://localhost./a.csv',
      'https://api.localhost/a.csv',
      'https://nas/a.csv',
      'https://printer.local/a.csv',
      'https://media-server.Local./a.csv',
    ]) {
      expect(isPublicHttpsUrl(url), url).toBe(false);
    }
  });

  it('refuses the reserved top-level names and the private-use ones', () => {
    for (const url of [
      'https://elsewhere.test/s.csv',
      'https://test/s.csv',
      'https://scripts.example/a.csv',
      'https://a.b.example./a.csv',
      'https://nowhere.invalid/a.csv',
      'https://app.localhost:8443/a.csv',
      'https://nas.internal/a.csv',
      'https://router.home.arpa/a.csv',
      'https://HOME.ARPA/a.csv',
    ]) {
      expect(isPublicHttpsUrl(url), url).toBe(false);
    }
    // Only the names themselves: a public name that merely contains one is public.
    for (const url of [
      'https://test.com/a.csv',
      'https://example.com/a.csv',
      'https://my-internal.net/a.csv',
      'https://home.arpa.example.org/a.csv',
      'https://arpa.net/a.csv',
    ]) {
      expect(isPublicHttpsUrl(url), url).toBe(true);
    }
  });
});
