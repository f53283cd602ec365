-- The claim items' breakdown money as stored generated columns (docs/performance.md, "Company reports on a
-- 5,000-employee company"): serviceSummary sums them per service without reading the JSON.
-- One statement: the table is rewritten once.

ALTER TABLE "claim_items"
  ADD COLUMN "paid_cents" bigint GENERATED ALWAYS AS ((breakdown ->> 'totalPayableAmount')::bigint) STORED,
  ADD COLUMN "admin_fee_cents" bigint GENERATED ALWAYS AS ((breakdown ->> 'adminFeeAmount')::bigint) STORED,
  ADD COLUMN "gst_cents" bigint GENERATED ALWAYS AS ((breakdown ->> 'gstAmount')::bigint) STORED,
  ADD COLUMN "rst_cents" bigint GENERATED ALWAYS AS ((breakdown ->> 'rstAmount')::bigint) STORED,
  ADD COLUMN "hst_cents" bigint GENERATED ALWAYS AS ((breakdown ->> 'hstAmount')::bigint) STORED,
  ADD COLUMN "pst_cents" bigint GENERATED ALWAYS AS ((breakdown ->> 'pstAmount')::bigint) STORED,
  ADD COLUMN "prem_cents" bigint GENERATED ALWAYS AS ((breakdown ->> 'premAmount')::bigint) STORED,
  ADD COLUMN "total_cents" bigint GENERATED ALWAYS AS ((breakdown ->> 'totalAmount')::bigint) STORED;
