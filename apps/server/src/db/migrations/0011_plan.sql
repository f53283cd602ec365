CREATE TABLE "company_funding" (
	"employer_id" integer PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"frequency" text NOT NULL,
	"deposit_cents" bigint,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurance_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"employer_id" integer NOT NULL,
	"product" text NOT NULL,
	"insurer" text NOT NULL,
	"policy_number" text NOT NULL,
	"coverage_cents" bigint NOT NULL,
	"deductible_cents" bigint DEFAULT 0 NOT NULL,
	"coverage_note" text DEFAULT '' NOT NULL,
	"premium_cents" bigint NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text,
	"funding" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "plan_effective_date" text;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "cancellation_date" text;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "cancellation_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "cancellation_requested_by" integer;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "plan_closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_funding" ADD CONSTRAINT "company_funding_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_products" ADD CONSTRAINT "insurance_products_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "insurance_products_employer_product_idx" ON "insurance_products" USING btree ("employer_id","product");