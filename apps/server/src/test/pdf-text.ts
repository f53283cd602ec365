import { inflateSync } from 'node:zlib';

/*
 * The text of a PDF pdfkit wrote, for tests: every FlateDecode content stream is inflated and the
 * strings of its TJ/Tj operators read, one text operator a line. A string in an embedded font (the
 * platform's, platform/pdf.ts) is glyph codes, read back through that font's ToUnicode map; one in
 * a standard font is WinAnsi. Enough to check which words a generated document carries; not a
 * general PDF reader.
 */
/** WinAnsi's 0x80–0x9F (the rest is Latin-1); Node's TextDecoder reads windows-1252 as Latin-1. */
const WIN_ANSI_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

const winAnsi = (hex: string) =>
  [...Buffer.from(hex, 'hex')]
    .map((b) => (b >= 0x80 && b <= 0x9f ? WIN_ANSI_HIGH[b - 0x80]! : String.fromCharCode(b)))
    .join('');

/** UTF-16 code units written as hex ('00410301' → 'Á'), as a ToUnicode map gives a glyph's text. */
const utf16 = (hex: string) =>
  String.fromCharCode(...(hex.match(/[0-9a-fA-F]{4}/g) ?? []).map((unit) => parseInt(unit, 16)));

/** A ToUnicode CMap's glyph codes and their text (pdfkit writes `bfrange`s of arrays, and `bfchar`s). */
function toUnicode(cmap: string): Map<number, string> {
  const codes = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const range of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[^>]*>)/g)) {
      const start = parseInt(range[1]!, 16);
      const end = parseInt(range[2]!, 16);
      const target = range[3]!;
      if (target.startsWith('[')) {
        [...target.matchAll(/<([^>]*)>/g)].forEach((m, i) =>
          codes.set(start + i, utf16(m[1]!.replace(/\s/g, ''))),
        );
      } else {
        const first = utf16(target.slice(1, -1).replace(/\s/g, ''));
        for (let code = start; code <= end; code++)
          codes.set(
            code,
            first.slice(0, -1) + String.fromCharCode(first.charCodeAt(first.length - 1) + code - start),
          );
      }
    }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const one of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([^>]*)>/g))
      codes.set(parseInt(one[1]!, 16), utf16(one[2]!.replace(/\s/g, '')));
  return codes;
}

interface PdfObject {
  dict: string;
  /** The stream's bytes, inflated when FlateDecode. */
  stream?: string;
}

/** The document's objects by number (each `N 0 obj … endobj`). */
function objectsOf(bytes: Buffer): Map<number, PdfObject> {
  const raw = bytes.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const starts = /(\d+) 0 obj\b/g;
  for (let m = starts.exec(raw); m; m = starts.exec(raw)) {
    const from = m.index + m[0].length;
    const streamAt = raw.indexOf('stream', from);
    const endAt = raw.indexOf('endobj', from);
    if (endAt < 0) break;
    if (streamAt < 0 || streamAt > endAt) {
      objects.set(Number(m[1]), { dict: raw.slice(from, endAt) });
      starts.lastIndex = endAt;
      continue;
    }
    const dict = raw.slice(from, streamAt);
    const start = streamAt + 'stream'.length + (raw[streamAt + 6] === '\r' ? 2 : 1);
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    let stream: string | undefined = bytes.subarray(start, end).toString('latin1');
    if (/\/FlateDecode/.test(dict)) {
      try {
        stream = inflateSync(bytes.subarray(start, end)).toString('latin1');
      } catch {
        stream = undefined;
      }
    }
    objects.set(Number(m[1]), { dict, stream });
    starts.lastIndex = end;
  }
  return objects;
}

/** The document's fonts by resource name (/F1), each its ToUnicode map; and the objects that are such maps. */
function fontsOf(objects: Map<number, PdfObject>) {
  // Each font's ToUnicode map, by the font object's number; and the resource names (/F1) of fonts.
  const maps = new Map<number, Map<number, string>>();
  const cmapObjects = new Set<number>();
  for (const [n, o] of objects) {
    const ref = /\/ToUnicode (\d+) 0 R/.exec(o.dict);
    if (!ref) continue;
    cmapObjects.add(Number(ref[1]));
    maps.set(n, toUnicode(objects.get(Number(ref[1]))?.stream ?? ''));
  }
  const fontByName = new Map<string, Map<number, string>>();
  for (const o of objects.values())
    for (const r of o.dict.matchAll(/\/([A-Za-z0-9_]+) (\d+) 0 R/g)) {
      const map = maps.get(Number(r[2]));
      if (map) fontByName.set(r[1]!, map);
    }
  return { fontByName, cmapObjects };
}

/** The strings of a content stream's text operators, one a line. */
function streamLines(stream: string, fontByName: Map<string, Map<number, string>>): string[] {
  const lines: string[] = [];
  let font: Map<number, string> | undefined;
  const decode = (hex: string) =>
    font
      ? (hex.match(/[0-9a-fA-F]{4}/g) ?? []).map((code) => font!.get(parseInt(code, 16)) ?? '').join('')
      : winAnsi(hex);
  for (const op of stream.matchAll(
    /\/([A-Za-z0-9_]+)\s+[\d.]+\s+Tf|\[((?:<[0-9a-fA-F]*>|[^\]])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g,
  )) {
    if (op[1] !== undefined) {
      font = fontByName.get(op[1]);
      continue;
    }
    const hexes = op[2] !== undefined ? [...op[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]!) : [op[3]!];
    lines.push(hexes.map(decode).join(''));
  }
  return lines;
}

/** Non-breaking spaces (French amounts) read as spaces. */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

export function pdfText(bytes: Buffer): string {
  const objects = objectsOf(bytes);
  const { fontByName, cmapObjects } = fontsOf(objects);
  const lines: string[] = [];
  for (const [n, o] of objects) {
    // Content streams only: not a font's file, an image or a ToUnicode map.
    if (o.stream === undefined || cmapObjects.has(n) || /\/Subtype|\/Length1/.test(o.dict)) continue;
    lines.push(...streamLines(o.stream, fontByName));
  }
  return plainSpaces(lines.join('\n'));
}

/**
 * The text of each page, in the document's page order (its page tree's /Kids), as pdfText writes it:
 * for what must be on every page (a page number, a repeated header).
 */
export function pdfPages(bytes: Buffer): string[] {
  const objects = objectsOf(bytes);
  const { fontByName } = fontsOf(objects);
  const tree = [...objects.values()].find((o) => /\/Type\s*\/Pages\b/.test(o.dict));
  const kids = /\/Kids\s*\[([^\]]*)\]/.exec(tree?.dict ?? '')?.[1] ?? '';
  return [...kids.matchAll(/(\d+) 0 R/g)].map((kid) => {
    const page = objects.get(Number(kid[1]))?.dict ?? '';
    const contents = /\/Contents\s+(\d+) 0 R/.exec(page);
    const stream = contents ? objects.get(Number(contents[1]))?.stream : undefined;
    return plainSpaces(stream === undefined ? '' : streamLines(stream, fontByName).join('\n'));
  });
}
