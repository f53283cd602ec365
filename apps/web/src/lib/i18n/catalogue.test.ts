import { MESSAGES } from '@benefits/domain';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { enAreas } from './en-areas';
import { fr } from './fr';
import { frAreas } from './fr-areas';

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

const params = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('translation catalogues', () => {
  const english = leaves({ ...en, ...enAreas } as unknown as Tree);
  const french = leaves({ ...fr, ...frAreas } as unknown as Tree);

  it('split into a public part and a signed-in areas part that share no section (merging overwrites none)', () => {
    const shared = Object.keys(enAreas).filter((section) => section in en);
    expect(shared).toEqual([]);
    expect(Object.keys(frAreas).sort()).toEqual(Object.keys(enAreas).sort());
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
  });

  it('have exactly the same keys in English and French', () => {
    expect([...french.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('have no empty strings', () => {
    for (const [key, text] of [...english, ...french]) {
      expect(text.trim(), key).not.toBe('');
    }
  });

  it('use the same interpolation parameters in both languages', () => {
    for (const [key, text] of english) {
      expect(params(french.get(key) ?? ''), key).toEqual(params(text));
    }
  });

  it('carry every domain message, in English exactly as the domain writes it', () => {
    for (const [key, text] of Object.entries(MESSAGES)) {
      expect(english.get(`validation.${key}`)).toBe(text);
      expect(french.has(`validation.${key}`), `French for validation.${key}`).toBe(true);
    }
  });
});
