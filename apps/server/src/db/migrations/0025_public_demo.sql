CREATE TABLE "demo_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"prospect_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"funding_code" integer NOT NULL,
	"contract_type" integer NOT NULL,
	"opening_balance_cents" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_accounts_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "demo_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"items" jsonb NOT NULL,
	"total_payable_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"breakdown" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_prospects" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"email" text NOT NULL,
	"product" text NOT NULL,
	"province" text NOT NULL,
	"hubspot_id" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "demo_accounts" ADD CONSTRAINT "demo_accounts_prospect_id_demo_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."demo_prospects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_claims" ADD CONSTRAINT "demo_claims_account_id_demo_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."demo_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demo_accounts_expires_idx" ON "demo_accounts" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "demo_claims_account_idx" ON "demo_claims" USING btree ("account_id");