import { CLASSIFICATION_MESSAGES as M } from '@benefits/domain';
import { describe, expect, it } from 'vitest';
import { GROUP_COMPANY_ADMIN } from '../access';
import * as classifications from './classifications';

describe('the divisions and classifications endpoints', () => {
  it('are all for company admins of contract types 3, 8 and 13 (decision 0025)', () => {
    const entries = Object.values(classifications);
    expect(entries).toHaveLength(8);
    for (const e of entries) expect(e.access, e.path).toEqual(GROUP_COMPANY_ADMIN);
  });

  it('take amounts in cents from $250 to $15,000, a wellness amount of none or the same range', () => {
    const add = classifications.employerClassificationAdd.request;
    const base = { classificationName: 'Crew', periodType: 1 };
    expect(add.safeParse({ ...base, amountCents: 25_000 }).data?.wellnessAmountCents).toBe(0);
    expect(add.safeParse({ ...base, amountCents: 1_500_000, wellnessAmountCents: 25_000 }).success).toBe(
      true,
    );
    const low = add.safeParse({ ...base, amountCents: 24_999, wellnessAmountCents: 100 });
    expect(low.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['amountCents', M.amountOutOfRange],
      ['wellnessAmountCents', M.wellnessAmountOutOfRange],
    ]);
    expect(add.safeParse({ ...base, amountCents: 1_500_001 }).success).toBe(false);
    expect(add.safeParse({ ...base, amountCents: 50_000, periodType: 4 }).error?.issues[0]?.message).toBe(
      M.invalidPeriodType,
    );
  });

  it('refuse a blank or too long name, and IDs beyond an integer column', () => {
    const add = classifications.employerDivisionAdd.request;
    expect(add.safeParse({ divisionName: '  ' }).error?.issues[0]?.message).toBe(M.nameRequired);
    expect(add.safeParse({ divisionName: 'x'.repeat(61) }).error?.issues[0]?.message).toBe(
      'Names can be at most 60 characters.',
    );
    expect(add.safeParse({ divisionName: ' Fleet ' }).data).toEqual({ divisionName: 'Fleet' });
    const remove = classifications.employerDivisionRemove.request;
    expect(remove.safeParse({ divisionId: 2_147_483_648 }).error?.issues[0]?.message).toBe(
      M.divisionNotFound,
    );
  });
});
