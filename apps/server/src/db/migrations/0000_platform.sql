CREATE TABLE "ads" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"image_url" text,
	"link_url" text,
	"audience" text DEFAULT 'ALL' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "balance_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"account" text NOT NULL,
	"plan_year" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"kind" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "block_list" (
	"id" serial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "block_list_path_unique" UNIQUE("path")
);
--> statement-breakpoint
CREATE TABLE "client_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"session_kind" text,
	"subject_id" text,
	"ip" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"employer_id" integer,
	"amount_cents" bigint NOT NULL,
	"accrued_on" text NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" integer PRIMARY KEY NOT NULL,
	"employer_id" integer NOT NULL,
	"username" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"group_admin" boolean DEFAULT false NOT NULL,
	"non_member_admin_only" boolean DEFAULT false NOT NULL,
	"online_claims_only" boolean DEFAULT false NOT NULL,
	"customized_benefits" boolean DEFAULT false NOT NULL,
	"limit_type" text DEFAULT 'STANDARD' NOT NULL,
	"wellness" boolean DEFAULT false NOT NULL,
	"terminated" boolean DEFAULT false NOT NULL,
	"termination_date" text,
	"claim_period_ended" boolean DEFAULT false NOT NULL,
	"ee_has_eei" boolean DEFAULT false NOT NULL,
	"eei_gs" boolean DEFAULT false NOT NULL,
	"audit_state" smallint DEFAULT 0 NOT NULL,
	"frozen" boolean DEFAULT false NOT NULL,
	"hsa_employer_agreement" boolean DEFAULT true NOT NULL,
	"new_employee_check" boolean DEFAULT false NOT NULL,
	"missing_info" boolean DEFAULT false NOT NULL,
	"missing_banking" boolean DEFAULT false NOT NULL,
	"require_web_password_reset" boolean DEFAULT false NOT NULL,
	"employer_cheque_verify_required" boolean DEFAULT false NOT NULL,
	"employee_cheque_verify_required" boolean DEFAULT false NOT NULL,
	"street1" text DEFAULT '' NOT NULL,
	"street2" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"province" text NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"telephone" text DEFAULT '' NOT NULL,
	"cellphone" text DEFAULT '' NOT NULL,
	"fax" text DEFAULT '' NOT NULL,
	"date_of_birth" text NOT NULL,
	"effective_date" text NOT NULL,
	"sin_encrypted" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employer_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"employer_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"kind" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employers" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"contract_type" integer NOT NULL,
	"plan_code" integer NOT NULL,
	"province" text NOT NULL,
	"street1" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"telephone" text DEFAULT '' NOT NULL,
	"cellphone" text DEFAULT '' NOT NULL,
	"fax" text DEFAULT '' NOT NULL,
	"has_wellness" boolean DEFAULT false NOT NULL,
	"online_claim_ok" boolean DEFAULT true NOT NULL,
	"banking_info_waived" boolean DEFAULT false NOT NULL,
	"missing_company_info" boolean DEFAULT false NOT NULL,
	"missing_company_banking" boolean DEFAULT false NOT NULL,
	"travel_ins" boolean DEFAULT false NOT NULL,
	"cat_drug" boolean DEFAULT false NOT NULL,
	"eei_ins" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject_key" text NOT NULL,
	"ip" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" integer PRIMARY KEY NOT NULL,
	"manager_id" integer NOT NULL,
	"agent_name" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"province" text DEFAULT 'ON' NOT NULL,
	"missing_partner_banking" boolean DEFAULT false NOT NULL,
	"require_web_password_reset" boolean DEFAULT false NOT NULL,
	"terminated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "preferences" (
	"kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"bloglist" boolean DEFAULT true NOT NULL,
	"podcastlist" boolean DEFAULT true NOT NULL,
	"newsletterlist" boolean DEFAULT true NOT NULL,
	"productupdatelist" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preferences_kind_subject_id_pk" PRIMARY KEY("kind","subject_id")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text NOT NULL,
	"window_start" bigint NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "rate_limits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "staff_permissions" (
	"staff_id" integer NOT NULL,
	"permission" text NOT NULL,
	CONSTRAINT "staff_permissions_staff_id_permission_pk" PRIMARY KEY("staff_id","permission")
);
--> statement-breakpoint
ALTER TABLE "balance_ledger" ADD CONSTRAINT "balance_ledger_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_ledger" ADD CONSTRAINT "employer_ledger_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_permissions" ADD CONSTRAINT "staff_permissions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_ledger_employee_idx" ON "balance_ledger" USING btree ("employee_id","account","plan_year");--> statement-breakpoint
CREATE INDEX "commissions_partner_idx" ON "commissions" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "employees_employer_idx" ON "employees" USING btree ("employer_id");--> statement-breakpoint
CREATE INDEX "employer_ledger_employer_idx" ON "employer_ledger" USING btree ("employer_id");--> statement-breakpoint
CREATE INDEX "login_failures_subject_idx" ON "login_failures" USING btree ("kind","subject_key","at");--> statement-breakpoint
CREATE INDEX "login_failures_ip_idx" ON "login_failures" USING btree ("ip","at");--> statement-breakpoint
CREATE INDEX "password_reset_subject_idx" ON "password_reset_tokens" USING btree ("kind","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_idx" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_subject_idx" ON "sessions" USING btree ("kind","subject_id");