import { describe, expect, it } from 'vitest';
import { ADMIN_FEE_BPS, adminFeeBps, DEFAULT_ADMIN_FEE_BPS } from './admin-fees';

describe('admin fee rates', () => {
  it('HSA Group is 8% (docs/product §9); every plan uses 8% until others are published', () => {
    expect(adminFeeBps(1071)).toBe(800);
    expect(adminFeeBps('2000')).toBe(800);
    expect(adminFeeBps(9999)).toBe(800);
    expect(DEFAULT_ADMIN_FEE_BPS).toBe(800);
    expect(ADMIN_FEE_BPS[1071]).toBe(800);
    expect(ADMIN_FEE_BPS[1061]).toBe(800);
  });
});
