CREATE TABLE "agreement_acceptances" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"agreement_version" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banking_details" (
	"employee_id" integer PRIMARY KEY NOT NULL,
	"transit_sealed" text NOT NULL,
	"institution_sealed" text NOT NULL,
	"account_sealed" text NOT NULL,
	"account_last4" text NOT NULL,
	"eft_agreement" boolean NOT NULL,
	"document_file_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "change_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text DEFAULT '' NOT NULL,
	"field" text NOT NULL,
	"old_value" text,
	"new_value" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"dependant_id" integer,
	"patient_name" text NOT NULL,
	"service_id" integer NOT NULL,
	"service_name" text NOT NULL,
	"provider" text NOT NULL,
	"provider_number" text DEFAULT '' NOT NULL,
	"service_date" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"breakdown" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"status" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"origin" text DEFAULT 'O' NOT NULL,
	"plan_year" integer,
	"claimed_cents" bigint DEFAULT 0 NOT NULL,
	"copay_cents" bigint DEFAULT 0 NOT NULL,
	"payable_cents" bigint DEFAULT 0 NOT NULL,
	"previous_year_payable_cents" bigint DEFAULT 0 NOT NULL,
	"admin_fee_cents" bigint DEFAULT 0 NOT NULL,
	"gst_cents" bigint DEFAULT 0 NOT NULL,
	"hst_cents" bigint DEFAULT 0 NOT NULL,
	"rst_cents" bigint DEFAULT 0 NOT NULL,
	"pst_cents" bigint DEFAULT 0 NOT NULL,
	"prem_cents" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"funded" boolean DEFAULT false NOT NULL,
	"printed" boolean DEFAULT false NOT NULL,
	"audit_selected" boolean DEFAULT false NOT NULL,
	"audit_result" text,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"employer_id" integer NOT NULL,
	"name" text NOT NULL,
	"hsa_amount_cents" bigint NOT NULL,
	"wsa_amount_cents" bigint DEFAULT 0 NOT NULL,
	"period_type" smallint DEFAULT 1 NOT NULL,
	"effective_date" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dependants" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"relation" smallint NOT NULL,
	"birth_date" text NOT NULL,
	"effective_date" text NOT NULL,
	"is_student" boolean DEFAULT false NOT NULL,
	"ext_date" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "employee_classifications" (
	"employee_id" integer PRIMARY KEY NOT NULL,
	"classification_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" text NOT NULL,
	"purpose" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"name" text NOT NULL,
	"provider_number" text DEFAULT '' NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_fr" text NOT NULL,
	"account" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "update_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"audience" text DEFAULT 'ALL' NOT NULL,
	"published_on" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "balance_ledger" ADD COLUMN "claim_id" integer;--> statement-breakpoint
ALTER TABLE "agreement_acceptances" ADD CONSTRAINT "agreement_acceptances_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banking_details" ADD CONSTRAINT "banking_details_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banking_details" ADD CONSTRAINT "banking_details_document_file_id_files_id_fk" FOREIGN KEY ("document_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_files" ADD CONSTRAINT "claim_files_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_files" ADD CONSTRAINT "claim_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_items" ADD CONSTRAINT "claim_items_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_items" ADD CONSTRAINT "claim_items_dependant_id_dependants_id_fk" FOREIGN KEY ("dependant_id") REFERENCES "public"."dependants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_items" ADD CONSTRAINT "claim_items_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_status_history" ADD CONSTRAINT "claim_status_history_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classifications" ADD CONSTRAINT "classifications_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dependants" ADD CONSTRAINT "dependants_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_classifications" ADD CONSTRAINT "employee_classifications_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_classifications" ADD CONSTRAINT "employee_classifications_classification_id_classifications_id_fk" FOREIGN KEY ("classification_id") REFERENCES "public"."classifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "change_log_subject_idx" ON "change_log" USING btree ("subject_kind","subject_id","at");--> statement-breakpoint
CREATE INDEX "claim_files_claim_idx" ON "claim_files" USING btree ("claim_id","kind");--> statement-breakpoint
CREATE INDEX "claim_items_claim_idx" ON "claim_items" USING btree ("claim_id");--> statement-breakpoint
CREATE INDEX "claim_status_history_claim_idx" ON "claim_status_history" USING btree ("claim_id");--> statement-breakpoint
CREATE INDEX "claims_employee_submitted_idx" ON "claims" USING btree ("employee_id","submitted_at");--> statement-breakpoint
CREATE INDEX "claims_employee_status_idx" ON "claims" USING btree ("employee_id","status","type");--> statement-breakpoint
CREATE INDEX "classifications_employer_idx" ON "classifications" USING btree ("employer_id");--> statement-breakpoint
CREATE INDEX "dependants_employee_idx" ON "dependants" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("owner_kind","owner_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "providers_employee_name_idx" ON "providers" USING btree ("employee_id","name","provider_number");