CREATE TABLE "employee_change_effects" (
	"kind" text NOT NULL,
	"change_id" integer NOT NULL,
	"account" text NOT NULL,
	"employee_id" integer NOT NULL,
	"plan_year" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "employee_change_effects_kind_change_id_account_pk" PRIMARY KEY("kind","change_id","account")
);
--> statement-breakpoint
CREATE TABLE "employee_class_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"employer_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"classification_id" integer NOT NULL,
	"change_date" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "employee_one_time_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"employer_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"change_date" text NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "employee_change_effects" ADD CONSTRAINT "employee_change_effects_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_class_changes" ADD CONSTRAINT "employee_class_changes_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_class_changes" ADD CONSTRAINT "employee_class_changes_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_one_time_changes" ADD CONSTRAINT "employee_one_time_changes_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_one_time_changes" ADD CONSTRAINT "employee_one_time_changes_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_class_changes_employee_idx" ON "employee_class_changes" USING btree ("employee_id","state");--> statement-breakpoint
CREATE INDEX "employee_one_time_changes_employee_idx" ON "employee_one_time_changes" USING btree ("employee_id","state");