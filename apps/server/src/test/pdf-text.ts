import { inflateSync } from 'node:zlib';

/*
 * The text of a PDF pdfkit wrote, for tests: every FlateDecode stream is inflated and the strings of
 * its TJ/Tj operators read as WinAnsi (the encoding of pdfkit's standard fonts), one text operator a
 * line. Enough to check which words a generated document carries; not a general PDF reader.
 */
/** WinAnsi's 0x80–0x9F (the rest is Latin-1); Node's TextDecoder reads windows-1252 as Latin-1. */
const WIN_ANSI_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

const winAnsi = (hex: string) =>
  [...Buffer.from(hex, 'hex')]
    .map((b) => (b >= 0x80 && b <= 0x9f ? WIN_ANSI_HIGH[b - 0x80]! : String.fromCharCode(b)))
    .join('');

export function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const lines: string[] = [];
  const streams = /stream\r?\n/g;
  for (let m = streams.exec(raw); m; m = streams.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    let content: string;
    try {
      content = inflateSync(bytes.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not a compressed content stream (an image, a font)
    }
    for (const op of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[^\]])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexes =
        op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]!) : [op[2]!];
      lines.push(hexes.map(winAnsi).join(''));
    }
    streams.lastIndex = end;
  }
  // Non-breaking spaces (French amounts) read as spaces.
  return lines.join('\n').replace(/\u00a0/g, ' ');
}
