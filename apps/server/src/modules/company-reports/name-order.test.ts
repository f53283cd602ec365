import { describe, expect, it } from 'vitest';
import { byName, collator, inNameOrder } from './service';

/*
 * inNameOrder sorts by each distinct text's collation rank: the same order as comparing the texts
 * pair by pair (byName, the division first with none last), texts the collator holds equal
 * (accents, case) tied and ordered by what follows.
 */
const LAST = [
  'Côté',
  'Cote',
  'cote',
  'Bélanger',
  'Belanger',
  'Bouchard',
  "O'Brien",
  'Obrien',
  'Lévesque',
  'Levesque',
  'Li',
  'Lee',
  'MacDonald',
  'Macdonald',
];
const FIRST = ['Zoé', 'Zoe', 'Léa', 'Lea', 'Ethan', 'émile', 'Emile', 'Chloé'];
const DIVISIONS = [null, 'Montréal Terminal', 'Montreal terminal', 'Head Office', 'head office', 'Sales'];

describe('inNameOrder', () => {
  const rows = Array.from({ length: 600 }, (_, i) => ({
    employeeId: 100_000 + ((i * 7919) % 600),
    lastName: LAST[(i * 31) % LAST.length]!,
    firstName: FIRST[(i * 17) % FIRST.length]!,
    division: DIVISIONS[(i * 13) % DIVISIONS.length]!,
  }));

  it('orders people as comparing their names would', () => {
    expect(inNameOrder(rows)).toEqual([...rows].sort(byName));
  });

  it('orders by a group first, none last, as comparing the texts would', () => {
    const pairwise = [...rows].sort(
      (a, b) =>
        Number(a.division === null) - Number(b.division === null) ||
        collator.compare(a.division ?? '', b.division ?? '') ||
        byName(a, b),
    );
    const ordered = inNameOrder(rows, (r) => r.division);
    expect(ordered).toEqual(pairwise);
    expect(ordered.at(-1)!.division).toBeNull();
    // Head Office and head office are one group to the collator; Bélanger and Belanger one name.
    expect(collator.compare(ordered[0]!.division!, 'Head Office')).toBe(0);
    expect(collator.compare(ordered[0]!.lastName, 'Belanger')).toBe(0);
  });
});
