/** Business constants and limits (docs/product §9, and section 2 "Other UI"). */

export const APP_VERSION = '2.5.4';

/** At most this many items per claim. */
export const MAX_CLAIM_ITEMS = 10;

/** Receipts and banking documents: at most 5 MB. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/**
 * The spec also mentions "a separate upload constant [that] reads 5.5 MB"; it is kept only as a
 * transport limit (a request carrying one 5 MB file plus its envelope), never as the file limit.
 */
export const MAX_UPLOAD_REQUEST_BYTES = Math.round(5.5 * 1024 * 1024);

/** Accepted upload types: JPEG, PNG, PDF. */
export const ACCEPTED_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

export type AcceptedUploadType = (typeof ACCEPTED_UPLOAD_TYPES)[number];

/** Demo claims: an item may not be above $15,000. */
export const DEMO_AMOUNT_LIMIT_CENTS = 1_500_000;

/** HSA and wellness amounts (limits): min $250, max $15,000. */
export const HSA_AMOUNT_MIN_CENTS = 25_000;
export const HSA_AMOUNT_MAX_CENTS = 1_500_000;

/** Notifications are fetched this many at a time. */
export const NOTIFICATIONS_PAGE_SIZE = 5;

/** The session warning opens this many seconds before expiry. */
export const SESSION_WARNING_SECONDS = 300;

/** The error boundary logs to the server at most once per 5 minutes. */
export const CLIENT_LOG_THROTTLE_MS = 300_000;

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const PERSIST_TIMEOUT_MS = 5_000;
export const COUNTDOWN_TICK_MS = 1_000;
export const TOUR_IMAGE_MAX_HEIGHT_PX = 250;
export const EMPLOYEE_DRAWER_WIDTH_PX = 300;
export const PARTNER_DRAWER_WIDTH_PX = 280;

/** Report input paging: page 1 of 50. */
export const REPORT_PAGE_LENGTH = 50;
/** Per-report list paging: page 1 of 30, fetched from the server 600 at a time. */
export const LIST_PAGE_LENGTH = 30;
export const LIST_FETCH_LENGTH = 600;
/** Default record window: records 0 to 50. */
export const DEFAULT_RECORD_WINDOW = { start: 0, end: 50 } as const;
/** Reports default to the last month. */
export const REPORT_DEFAULT_RANGE_MONTHS = 1;
/** Balance reports take a single date, no earlier than this. */
export const BALANCE_REPORT_MIN_DATE = '2000-01-01';
