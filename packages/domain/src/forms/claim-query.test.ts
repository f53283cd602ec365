import { describe, expect, it } from 'vitest';
import { messagesByPath } from '../test-support/issues';
import { claimQuerySchema } from './claim-query';

describe('claim fetch parameters (docs/product §5)', () => {
  it('numeric employee ID and HSA or WSA', () => {
    expect(claimQuerySchema.parse({ employee: 100001, type: 'WSA' })).toEqual({
      employee: '100001',
      type: 'WSA',
    });
    expect(messagesByPath(claimQuerySchema.safeParse({ employee: 'abc', type: 'XSA' }))).toEqual({
      employee: ['Invalid Employee ID'],
      type: ['Invalid claim type'],
    });
    expect(messagesByPath(claimQuerySchema.safeParse({}))).toEqual({
      employee: ['Invalid Employee ID'],
      type: ['Invalid claim type'],
    });
  });
});
