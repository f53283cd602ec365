ALTER TABLE "employers" ADD COLUMN "plan_year_end_type" smallint DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "fiscal_year_end" text;