// Claim endpoints (pending, items, save, submit, receipts, cancel, audit files, reports, print form):
// see the "Claims" issue.
export {};
