ALTER TABLE "employer_ledger" ADD COLUMN "request_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "employer_ledger_request_idx" ON "employer_ledger" USING btree ("employer_id","request_id");