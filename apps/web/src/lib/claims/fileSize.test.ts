import { describe, expect, it } from 'vitest';
import { fileSize } from './fileSize';

describe('fileSize', () => {
  it.each([
    [0, 'en', '0 KB'], // QA robust finding 9: an empty file read "1 KB"
    [0, 'fr', '0 Ko'],
    [1, 'en', '1 KB'], // a few bytes are still "1 KB", not "0 KB"
    [812 * 1024, 'en', '812 KB'],
    [1.4 * 1024 * 1024, 'en', '1.4 MB'],
    [1.4 * 1024 * 1024, 'fr', '1,4 Mo'],
  ])('writes %i bytes in %s as %s', (bytes, language, text) => {
    expect(fileSize(bytes, language).replace(/\s/gu, ' ')).toBe(text);
  });
});
