CREATE TABLE "commission_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"period_end" text,
	"total_cents" bigint,
	"payout_ref" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "source" text DEFAULT 'ADJUSTMENT' NOT NULL;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "source_ref" text;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "role" text DEFAULT 'DIRECT' NOT NULL;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "base_cents" bigint;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "rate_bps" integer;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "statement_id" integer;--> statement-breakpoint
ALTER TABLE "commission_statements" ADD CONSTRAINT "commission_statements_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_statements_partner_idx" ON "commission_statements" USING btree ("partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_statements_open_idx" ON "commission_statements" USING btree ("partner_id") WHERE "commission_statements"."status" = 'OPEN';--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_statement_id_commission_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."commission_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commissions_statement_idx" ON "commissions" USING btree ("statement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commissions_source_idx" ON "commissions" USING btree ("source","source_ref","role") WHERE "commissions"."source_ref" is not null;--> statement-breakpoint
INSERT INTO "commission_statements" ("partner_id", "status") SELECT DISTINCT "partner_id", 'OPEN' FROM "commissions" WHERE "paid_at" IS NULL;--> statement-breakpoint
UPDATE "commissions" SET "statement_id" = s."id" FROM "commission_statements" s WHERE s."partner_id" = "commissions"."partner_id" AND s."status" = 'OPEN' AND "commissions"."paid_at" IS NULL;