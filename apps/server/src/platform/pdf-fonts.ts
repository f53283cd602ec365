/*
 * The PDFs' fonts (platform/pdf.ts renderPdf sets them on every document): Arimo (SIL Open Font
 * License), from the npm package @expo-google-fonts/arimo, so a machine that ran `npm ci` has them.
 * It writes Latin (Latin-1, Extended-A and B, Vietnamese), Greek and Cyrillic, where pdfkit's
 * standard Helvetica writes WinAnsi only (a name like Ménard-Łukasz came out garbled, and the text
 * after it too); its widths are Helvetica's, so tables laid out for Helvetica still fit. pdfkit
 * embeds only the glyphs a document uses. Every PDF maker names FONT's styles, never a standard font.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';

type Pdf = InstanceType<typeof PDFDocument>;

/** The fonts' names in a document: `doc.font(FONT.bold)`. */
export const FONT = { regular: 'Sans', bold: 'Sans-Bold', italic: 'Sans-Italic' } as const;
type Style = keyof typeof FONT;

const FONT_FILES: Record<Style, string> = {
  regular: '@expo-google-fonts/arimo/400Regular/Arimo_400Regular.ttf',
  bold: '@expo-google-fonts/arimo/700Bold/Arimo_700Bold.ttf',
  italic: '@expo-google-fonts/arimo/400Regular_Italic/Arimo_400Regular_Italic.ttf',
};

let fontBytes: Record<Style, Buffer> | undefined;
/** The font files, read once (from node_modules, beside the source or the bundle). */
function fontFiles(): Record<Style, Buffer> {
  if (!fontBytes) {
    const require = createRequire(import.meta.url);
    const read = (style: Style) => fs.readFileSync(require.resolve(FONT_FILES[style]));
    fontBytes = { regular: read('regular'), bold: read('bold'), italic: read('italic') };
  }
  return fontBytes;
}

/** What stands for a character the font cannot write (an emoji, a script it lacks). */
export const PLACEHOLDER = '\uFFFD';

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
/** Marks, joiners, variation selectors: dropped when the font lacks them, the letter they go with kept. */
const COMBINING = /^[\p{M}\p{Cf}]$/u;

/**
 * `text` as the font can write it (`has`: whether it has a code point): composed (NFC, so an accent
 * typed apart joins its letter), and each character it lacks (a grapheme: an emoji with its skin tone
 * or family joiners is one) as one PLACEHOLDER; a mark or joiner it lacks on a letter it has is
 * dropped. Control characters (line breaks, tabs) stay, for pdfkit's line breaking.
 */
export function printableWith(text: string, has: (codePoint: number) => boolean): string {
  let ascii = true;
  for (let i = 0; i < text.length && ascii; i++) ascii = text.charCodeAt(i) < 0x7f;
  if (ascii) return text;
  const composed = text.normalize('NFC');
  const covered = (c: string) => {
    const cp = c.codePointAt(0)!;
    return cp < 0x20 || has(cp);
  };
  let all = true;
  for (const c of composed) if (!(all = covered(c))) break;
  if (all) return composed;
  let out = '';
  for (const { segment } of graphemes.segment(composed)) {
    const chars = [...segment];
    if (chars.every(covered)) out += segment;
    else if (chars.every((c) => covered(c) || COMBINING.test(c))) out += chars.filter(covered).join('');
    else out += PLACEHOLDER;
  }
  return out;
}

/* What renderPdf reads of pdfkit's embedded font (`doc._font`) and of the fontkit font it holds. */
interface Glyph {
  id: number;
  advanceWidth: number;
  codePoints: number[];
}
interface Position {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
  advanceWidth?: number;
}
interface Run {
  glyphs: Glyph[];
  positions: Position[];
  advanceWidth: number;
}
interface Fontkit {
  postscriptName: string;
  hasGlyphForCodePoint(codePoint: number): boolean;
  glyphsForString(text: string): Glyph[];
  layout(text: string): { glyphs: Glyph[]; positions: Position[] };
}
interface EmbeddedFont {
  font?: Fontkit;
  scale?: number;
  layoutRun?: (text: string, features?: unknown) => Run;
}
const currentFont = (doc: Pdf) => (doc as unknown as { _font?: EmbeddedFont })._font;

/**
 * Text whose shaping may be its glyphs' widths and kerning pairs only: Latin, IPA, Greek, Cyrillic,
 * punctuation and symbols, without combining marks and spacing modifiers (the font positions or joins
 * those); a pair that fontkit shapes otherwise still sends its text to fontkit. Checked against fontkit
 * on every glyph of the three styles, pdf.test.ts. Other text is shaped by fontkit.
 */
const PAIRWISE =
  /^[\u0000-\u02af\u0370-\u052f\u1d00-\u1dbf\u1e00-\u1fff\u2000-\u20cf\u2100-\u2bff\u2c60-\u2c7f\ua640-\ua7ff\uab30-\uab6f]*$/; // eslint-disable-line no-control-regex
const MARK = /\p{M}/u;
/** Whether pdfkit's layout of `text` is its glyphs' widths and pair kerning (a control character, never drawn, too). */
export const laysOutPairwise = (text: string) => PAIRWISE.test(text) && !MARK.test(text);

/** Kerning of a glyph pair (font units, NaN when the pair is shaped otherwise), by font: shared by documents. */
const kerning = new Map<string, Map<number, number>>();

/**
 * pdfkit shapes each new word with fontkit's full OpenType layout, several times slower than its
 * standard fonts' metrics (a 10,000-row report took twice as long). For PAIRWISE text the layout is
 * the glyphs' widths and the kerning of each pair, each pair shaped by fontkit once per process: the
 * same glyphs and positions, at the standard fonts' speed.
 */
function layOutPairwise(embedded: EmbeddedFont): void {
  const font = embedded.font;
  const shaped = embedded.layoutRun?.bind(embedded);
  if (!font || !shaped || embedded.scale === undefined) return;
  const scale = embedded.scale;
  let pairs = kerning.get(font.postscriptName);
  if (!pairs) kerning.set(font.postscriptName, (pairs = new Map()));
  const kern = (a: Glyph, b: Glyph) => {
    const key = a.id * 0x10000 + b.id;
    let value = pairs.get(key);
    if (value === undefined) {
      // The pair alone, as fontkit shapes it: only a kerning of the first glyph's advance is taken;
      // anything else (a substitution, a mark's offset) leaves the text to fontkit.
      const run = font.layout(String.fromCodePoint(...a.codePoints, ...b.codePoints));
      const [first, second] = run.positions;
      value =
        run.glyphs.length === 2 &&
        run.glyphs[0]!.id === a.id &&
        run.glyphs[1]!.id === b.id &&
        first!.xOffset === 0 &&
        first!.yOffset === 0 &&
        second!.xOffset === 0 &&
        second!.yOffset === 0 &&
        second!.xAdvance === b.advanceWidth
          ? first!.xAdvance - a.advanceWidth
          : NaN;
      if (pairs.size < 100_000) pairs.set(key, value);
    }
    return value;
  };
  embedded.layoutRun = (text, features) => {
    if (features || !laysOutPairwise(text)) return shaped(text, features);
    const glyphs = font.glyphsForString(text);
    const positions: Position[] = [];
    let advanceWidth = 0;
    for (let i = 0; i < glyphs.length; i++) {
      const glyph = glyphs[i]!;
      const next = glyphs[i + 1];
      const kerned = next ? kern(glyph, next) : 0;
      if (glyph.id === 0 || glyph.codePoints.length !== 1 || Number.isNaN(kerned))
        return shaped(text, features);
      const xAdvance = (glyph.advanceWidth + kerned) * scale;
      positions.push({
        xAdvance,
        yAdvance: 0,
        xOffset: 0,
        yOffset: 0,
        advanceWidth: glyph.advanceWidth * scale,
      });
      advanceWidth += xAdvance;
    }
    return { glyphs, positions, advanceWidth };
  };
}

/**
 * Sets the document's fonts: FONT's styles registered, the regular one current, each laid out
 * pairwise where it can; and every text it measures or writes through printableWith for its current
 * font (no maker can forget it, and a height or width measured is the one drawn).
 */
export function useEmbeddedFonts(doc: Pdf): void {
  const files = fontFiles();
  for (const style of Object.keys(FONT) as Style[]) doc.registerFont(FONT[style], files[style]);
  const quick = new WeakSet<EmbeddedFont>();
  const font = doc.font.bind(doc) as (...args: unknown[]) => Pdf;
  doc.font = ((...args: unknown[]) => {
    font(...args);
    const embedded = currentFont(doc);
    if (embedded && !quick.has(embedded)) {
      quick.add(embedded);
      layOutPairwise(embedded);
    }
    return doc;
  }) as Pdf['font'];
  doc.font(FONT.regular);

  const coverage = new WeakMap<Fontkit, Map<number, boolean>>();
  const has = (): ((codePoint: number) => boolean) => {
    const f = currentFont(doc)?.font;
    if (!f) return () => true;
    let known = coverage.get(f);
    if (!known) coverage.set(f, (known = new Map()));
    return (cp) => {
      let yes = known.get(cp);
      if (yes === undefined) known.set(cp, (yes = f.hasGlyphForCodePoint(cp)));
      return yes;
    };
  };
  const printable = (value: unknown) => (typeof value === 'string' ? printableWith(value, has()) : value);
  const text = doc.text.bind(doc) as (...args: unknown[]) => Pdf;
  const widthOfString = doc.widthOfString.bind(doc) as (...args: unknown[]) => number;
  const heightOfString = doc.heightOfString.bind(doc) as (...args: unknown[]) => number;
  doc.text = ((value: unknown, ...rest: unknown[]) => text(printable(value), ...rest)) as Pdf['text'];
  doc.widthOfString = ((value: unknown, ...rest: unknown[]) =>
    widthOfString(printable(value), ...rest)) as Pdf['widthOfString'];
  doc.heightOfString = ((value: unknown, ...rest: unknown[]) =>
    heightOfString(printable(value), ...rest)) as Pdf['heightOfString'];
}
