import { describe, expect, it } from 'vitest';
import { LIMIT_PERIOD_OPTIONS, limitPeriodFromText, limitPeriodLabel, limitPeriodName } from './limits';

describe('limit periods (docs/product §3)', () => {
  it('numeric form: 1 Reset, 2 Roll-over', () => {
    expect(limitPeriodName(1)).toBe('Reset');
    expect(limitPeriodName('2')).toBe('Roll-over');
    expect(limitPeriodName(3)).toBe('');
  });

  it('text form: the three options', () => {
    expect(LIMIT_PERIOD_OPTIONS.map((o) => [o.label, o.value])).toEqual([
      ['Reset on plan year end', 1],
      ['Roll over on plan year end', 2],
      ['Reset every 12 months on Jan 1', 3],
    ]);
    expect(limitPeriodFromText('Reset every 12 months on Jan 1')).toBe(3);
    expect(limitPeriodFromText(' Roll over on plan year end ')).toBe(2);
    expect(limitPeriodFromText('Reset')).toBeUndefined();
    expect(limitPeriodLabel(1)).toBe('Reset on plan year end');
    expect(limitPeriodLabel(9)).toBe('');
  });
});
