import { describe, expect, it } from 'vitest';
import * as c from './constants';

describe('business constants (docs/product §9)', () => {
  it('hold the spec values', () => {
    expect(c.APP_VERSION).toBe('2.5.4');
    expect(c.MAX_CLAIM_ITEMS).toBe(10);
    expect(c.MAX_UPLOAD_BYTES).toBe(5 * 1024 * 1024);
    expect(c.MAX_UPLOAD_REQUEST_BYTES).toBeGreaterThan(c.MAX_UPLOAD_BYTES);
    expect(c.ACCEPTED_UPLOAD_TYPES).toEqual(['image/jpeg', 'image/png', 'application/pdf']);
    expect(c.DEMO_AMOUNT_LIMIT_CENTS).toBe(1_500_000);
    expect([c.HSA_AMOUNT_MIN_CENTS, c.HSA_AMOUNT_MAX_CENTS]).toEqual([25_000, 1_500_000]);
    expect(c.NOTIFICATIONS_PAGE_SIZE).toBe(5);
    expect(c.SESSION_WARNING_SECONDS).toBe(300);
    expect(c.CLIENT_LOG_THROTTLE_MS).toBe(5 * 60 * 1000);
    expect(c.CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    expect(c.PERSIST_TIMEOUT_MS).toBe(5000);
    expect(c.COUNTDOWN_TICK_MS).toBe(1000);
    expect(c.TOUR_IMAGE_MAX_HEIGHT_PX).toBe(250);
    expect([c.EMPLOYEE_DRAWER_WIDTH_PX, c.PARTNER_DRAWER_WIDTH_PX]).toEqual([300, 280]);
    expect([c.REPORT_PAGE_LENGTH, c.LIST_PAGE_LENGTH, c.LIST_FETCH_LENGTH]).toEqual([50, 30, 600]);
    expect(c.DEFAULT_RECORD_WINDOW).toEqual({ start: 0, end: 50 });
    expect(c.REPORT_DEFAULT_RANGE_MONTHS).toBe(1);
    expect(c.BALANCE_REPORT_MIN_DATE).toBe('2000-01-01');
  });
});
