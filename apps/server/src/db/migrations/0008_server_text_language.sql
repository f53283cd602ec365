ALTER TABLE "ads" ADD COLUMN "title_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "body_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "title_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "body_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "language" text;