import fs from 'node:fs';
import path from 'node:path';
import { TOUR_AUDIENCES } from '@benefits/domain';
import { describe, expect, it } from 'vitest';
import { TOUR_TEXT } from './content';
import { TOUR_IMAGE_SIZE, TOUR_STEPS, tourImage } from './steps';

type Tree = { [key: string]: string | Tree };
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

describe('the tour texts', () => {
  const en = leaves(TOUR_TEXT.en as unknown as Tree);
  const fr = leaves(TOUR_TEXT.fr as unknown as Tree);

  it('have the same keys in English and French, none empty', () => {
    expect([...fr.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of [...en, ...fr]) expect(text.trim(), key).not.toBe('');
  });

  it('give every step of every audience a title, a text and an image description', () => {
    for (const audience of TOUR_AUDIENCES) {
      expect(TOUR_STEPS[audience].length).toBeGreaterThanOrEqual(4);
      expect(TOUR_STEPS[audience].length).toBeLessThanOrEqual(5);
      for (const step of TOUR_STEPS[audience]) {
        for (const part of ['title', 'body', 'alt']) {
          expect(en.has(`${audience}.${step}.${part}`), `${audience}.${step}.${part}`).toBe(true);
        }
      }
    }
  });
});

describe('the tour illustrations', () => {
  it('exist for every step and are drawn at the size the dialog keeps for them', () => {
    const { width, height } = TOUR_IMAGE_SIZE;
    for (const audience of TOUR_AUDIENCES) {
      for (const step of TOUR_STEPS[audience]) {
        const file = path.join(__dirname, '../../../public', tourImage(audience, step));
        const svg = fs.readFileSync(file, 'utf8');
        expect(svg, `${audience} ${step}`).toMatch(
          new RegExp(`<svg[^>]* width="${width}" height="${height}"`),
        );
      }
    }
  });
});
