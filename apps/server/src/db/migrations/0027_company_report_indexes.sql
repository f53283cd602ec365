DROP INDEX "claim_status_history_claim_idx";--> statement-breakpoint
CREATE INDEX "claim_status_history_claim_status_at_idx" ON "claim_status_history" USING btree ("claim_id","status","at");--> statement-breakpoint
CREATE INDEX "claim_status_history_status_at_idx" ON "claim_status_history" USING btree ("status","at","claim_id");--> statement-breakpoint
CREATE INDEX "claims_paid_updated_idx" ON "claims" USING btree ("updated_at","id") WHERE status = 'P';