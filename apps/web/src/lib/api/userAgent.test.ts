import { describe, expect, it } from 'vitest';
import { detectBrowser, detectOs } from './userAgent';

describe('user agent', () => {
  it('names the OS and browser with their versions', () => {
    const chrome =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    expect(detectOs(chrome)).toBe('Windows 10');
    expect(detectBrowser(chrome)).toBe('Chrome 131.0.0.0');
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';
    expect(detectOs(iphone)).toBe('iOS 17.2');
    expect(detectBrowser(iphone)).toBe('Safari 17.2');
    const edge =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.70';
    expect(detectOs(edge)).toBe('macOS 10.15.7');
    expect(detectBrowser(edge)).toBe('Edge 131.0.2903.70');
    expect(detectBrowser('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe(
      'Firefox 133.0',
    );
  });
});
