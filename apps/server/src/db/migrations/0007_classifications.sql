CREATE TABLE "classification_limit_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"employer_id" integer NOT NULL,
	"classification_id" integer NOT NULL,
	"hsa_amount_cents" bigint NOT NULL,
	"wsa_amount_cents" bigint NOT NULL,
	"effective_date" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "divisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"employer_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_divisions" (
	"employee_id" integer PRIMARY KEY NOT NULL,
	"division_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "limit_change_effects" (
	"change_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"account" text NOT NULL,
	"plan_year" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "limit_change_effects_change_id_employee_id_account_pk" PRIMARY KEY("change_id","employee_id","account")
);
--> statement-breakpoint
ALTER TABLE "classification_limit_changes" ADD CONSTRAINT "classification_limit_changes_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classification_limit_changes" ADD CONSTRAINT "classification_limit_changes_classification_id_classifications_id_fk" FOREIGN KEY ("classification_id") REFERENCES "public"."classifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "divisions" ADD CONSTRAINT "divisions_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_divisions" ADD CONSTRAINT "employee_divisions_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_divisions" ADD CONSTRAINT "employee_divisions_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "limit_change_effects" ADD CONSTRAINT "limit_change_effects_change_id_classification_limit_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."classification_limit_changes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "limit_change_effects" ADD CONSTRAINT "limit_change_effects_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "classification_limit_changes_class_idx" ON "classification_limit_changes" USING btree ("classification_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "divisions_employer_name_idx" ON "divisions" USING btree ("employer_id","name");--> statement-breakpoint
CREATE INDEX "employee_divisions_division_idx" ON "employee_divisions" USING btree ("division_id");