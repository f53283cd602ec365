CREATE TABLE "company_cards" (
	"employer_id" integer PRIMARY KEY NOT NULL,
	"provider" text,
	"customer_id" text,
	"payment_method_id" text,
	"brand" text,
	"last4" text,
	"exp_month" integer,
	"exp_year" integer,
	"receipt_email" text,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offline_checkout_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"customer_id" text,
	"amount_cents" integer,
	"currency" text NOT NULL,
	"description" text,
	"reference" text NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payment_method_id" text,
	"card_brand" text,
	"card_last4" text,
	"card_exp_month" integer,
	"card_exp_year" integer,
	"payment_intent_id" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"mode" text NOT NULL,
	"purpose" text NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" text NOT NULL,
	"reference" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"customer_id" text,
	"amount_cents" integer,
	"currency" text,
	"description" text,
	"url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payment_method_id" text,
	"payment_intent_id" text,
	"card_brand" text,
	"card_last4" text,
	"card_exp_month" integer,
	"card_exp_year" integer,
	"failure_message" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"session_id" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_cards" ADD CONSTRAINT "company_cards_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_cards" ADD CONSTRAINT "company_cards_updated_by_employees_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_sessions_idempotency_idx" ON "payment_sessions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "payment_sessions_owner_idx" ON "payment_sessions" USING btree ("owner_kind","owner_id","created_at");