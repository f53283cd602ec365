import { describe, expect, it } from 'vitest';
import { pdfText } from '../test/pdf-text';
import { field, FONT, PLACEHOLDER, printableWith, renderPdf } from './pdf';
import { laysOutPairwise } from './pdf-fonts';

describe('renderPdf', () => {
  it('answers a real PDF document', async () => {
    const bytes = await renderPdf('Test', (doc) => {
      doc.fontSize(18).text('Claim form');
      field(doc, 'Employee ID', '100001');
    });
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.subarray(-6).toString('latin1')).toContain('%%EOF');
    expect(bytes.length).toBeGreaterThan(500);
  });

  it('writes names outside Latin-1 in every style, and the text after them, with an embedded font', async () => {
    const names = ['Zoë Ménard-Łukasz', 'Łódź Café Ltée', 'Dvořák Jiří', 'Nguyễn Thị Ánh', 'Ștefan Țurcanu'];
    const bytes = await renderPdf('Test', (doc) => {
      for (const name of names) field(doc, 'Name', `${name}, 7 décembre 2026, 10 h 05 UTC`);
      doc.font(FONT.italic).text('Accepted by Zoë Ménard-Łukasz on December 7, 2026.');
    });
    const text = pdfText(bytes);
    for (const name of names) expect(text).toContain(`${name}, 7 décembre 2026, 10 h 05 UTC`);
    expect(text).toContain('Accepted by Zoë Ménard-Łukasz on December 7, 2026.');
    // No standard (WinAnsi) font is left in the document: every font is embedded.
    const raw = bytes.toString('latin1');
    expect(raw).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);
    expect(raw).toMatch(/\/FontFile2/);
  });

  it('writes a character the font lacks as one placeholder, the text around it intact', async () => {
    const bytes = await renderPdf('Test', (doc) => {
      doc.text('Łukasz Physio 😀 Clinic');
      field(doc, 'Provider', 'Family 👨‍👩‍👧 care ᐃᓄᒃᑎᑐᑦ, then more');
      doc
        .font(FONT.bold)
        .text(`Width ${doc.widthOfString('a😀b') === doc.widthOfString(`a${PLACEHOLDER}b`)}`);
    });
    const text = pdfText(bytes);
    expect(text).toContain(`Łukasz Physio ${PLACEHOLDER} Clinic`);
    expect(text).toContain(`Family ${PLACEHOLDER} care ${PLACEHOLDER.repeat(6)}, then more`);
    expect(text).toContain('Width true');
  });
});

describe('the pairwise layout (pdf-fonts.ts laysOutPairwise)', () => {
  /* pdfkit's embedded font and the fontkit font it holds (private to pdfkit: read here to compare). */
  interface Glyph {
    id: number;
  }
  interface Shaped {
    glyphs: Glyph[];
    positions: { xAdvance: number; xOffset: number; yOffset: number }[];
  }
  interface Embedded {
    scale: number;
    layoutRun(text: string): Shaped;
    font: { characterSet: number[]; layout(text: string): Shaped };
  }

  it('lays out every glyph it takes, beside others, as fontkit shapes them, in every style', async () => {
    let checked = 0;
    const unlike: string[] = [];
    await renderPdf('Test', (doc) => {
      for (const style of [FONT.regular, FONT.bold, FONT.italic]) {
        doc.font(style);
        const embedded = (doc as unknown as { _font: Embedded })._font;
        const chars = embedded.font.characterSet
          .map((cp) => String.fromCodePoint(cp))
          .filter((c) => c > ' ' && laysOutPairwise(c));
        // Each glyph after and before letters, digits and punctuation that kern or carry marks.
        for (const c of chars) {
          const text = `A${c}a${c}P${c}i${c}1${c}.`;
          const mine = embedded.layoutRun(text);
          const theirs = embedded.font.layout(text);
          const alike =
            mine.glyphs.length === theirs.glyphs.length &&
            mine.glyphs.every((g, j) => {
              const p = mine.positions[j]!;
              const q = theirs.positions[j]!;
              return (
                g.id === theirs.glyphs[j]!.id &&
                Math.abs(p.xAdvance - q.xAdvance * embedded.scale) < 1e-6 &&
                Math.abs(p.xOffset - q.xOffset * embedded.scale) < 1e-6 &&
                Math.abs(p.yOffset - q.yOffset * embedded.scale) < 1e-6
              );
            });
          if (!alike) unlike.push(`${style}: ${text}`);
          checked++;
        }
      }
    });
    expect(unlike).toEqual([]);
    expect(checked).toBeGreaterThan(1000);
  });
});

describe('printableWith (the placeholder for what the font lacks)', () => {
  const basic = (cp: number) => cp < 0x2000;

  it('keeps text the font has as it is, line breaks and tabs included', () => {
    const text = 'Ménard-Łukasz\n\tZoë 1\u00a0234,56 $';
    expect(printableWith(text, basic)).toBe(text);
    expect(printableWith('plain ASCII', () => false)).toBe('plain ASCII');
  });

  it('puts one placeholder for each character the font lacks, however many code points it has', () => {
    expect(printableWith('a😀b', basic)).toBe(`a${PLACEHOLDER}b`);
    expect(printableWith('a👨‍👩‍👧b👍🏽c', basic)).toBe(`a${PLACEHOLDER}b${PLACEHOLDER}c`);
  });

  it('composes accents typed apart, and drops only an accent or mark the font lacks', () => {
    expect(printableWith('Zoe\u0308', basic)).toBe('Zoë');
    expect(printableWith('x\u20dd y\u200d', basic)).toBe('x y');
  });
});
