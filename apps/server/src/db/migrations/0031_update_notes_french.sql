ALTER TABLE "update_notes" ADD COLUMN "title_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "update_notes" ADD COLUMN "body_fr" text DEFAULT '' NOT NULL;