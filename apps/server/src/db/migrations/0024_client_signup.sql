CREATE TABLE "client_signup_applications" (
	"id" text PRIMARY KEY NOT NULL,
	"step" smallint DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL,
	"email" text NOT NULL,
	"partner_id" integer DEFAULT 1 NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"plan_code" integer,
	"province" text,
	"plan_fee_cents" integer,
	"tax_cents" integer,
	"total_cents" integer,
	"payment_session_id" text,
	"payment_ref" text,
	"paid_at" timestamp with time zone,
	"employer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_signup_applications" ADD CONSTRAINT "client_signup_applications_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_signup_applications_employer_idx" ON "client_signup_applications" USING btree ("employer_id");--> statement-breakpoint
CREATE INDEX "client_signup_applications_created_idx" ON "client_signup_applications" USING btree ("created_at");