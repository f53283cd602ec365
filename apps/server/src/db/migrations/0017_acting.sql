ALTER TABLE "sessions" ADD COLUMN "acting_staff_id" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "acting_session_id" integer;