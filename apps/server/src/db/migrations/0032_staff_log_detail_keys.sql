ALTER TABLE "staff_actions" ADD COLUMN "detail_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_actions" ADD COLUMN "detail_values" jsonb DEFAULT '{}'::jsonb NOT NULL;