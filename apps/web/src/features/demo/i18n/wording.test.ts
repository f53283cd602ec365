import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../lib/i18n/namespaces';
import { fr } from './fr';

/** Every text of a catalogue, flattened. */
const texts = (catalogue: object): string[] =>
  Object.values(catalogue).flatMap((value) => (typeof value === 'string' ? [value] : texts(value as object)));

describe('the demo’s French', () => {
  it('says « réclamation » and « poste », as the employees’ claim pages do, not « demande » or « élément »', async () => {
    const claims = texts(await loadCatalogue('claims', 'fr')).join('\n');
    expect(claims).toMatch(/réclamation/);
    expect(claims).toMatch(/\bposte\b/);
    const demo = texts(fr);
    expect(demo.filter((text) => /\bdemandes?\b|éléments?/i.test(text))).toEqual([]);
    expect(demo.join('\n')).toMatch(/réclamation/);
    expect(demo.join('\n')).toMatch(/\bpostes?\b/);
  });
});
