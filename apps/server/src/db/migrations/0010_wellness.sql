CREATE TABLE "wellness_change_amounts" (
	"change_id" integer NOT NULL,
	"classification_id" integer NOT NULL,
	"wsa_amount_cents" bigint NOT NULL,
	CONSTRAINT "wellness_change_amounts_change_id_classification_id_pk" PRIMARY KEY("change_id","classification_id")
);
--> statement-breakpoint
CREATE TABLE "wellness_change_effects" (
	"change_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"plan_year" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "wellness_change_effects_change_id_employee_id_plan_year_pk" PRIMARY KEY("change_id","employee_id","plan_year")
);
--> statement-breakpoint
CREATE TABLE "wellness_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"employer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"effective_date" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "wellness_change_amounts" ADD CONSTRAINT "wellness_change_amounts_change_id_wellness_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."wellness_changes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wellness_change_effects" ADD CONSTRAINT "wellness_change_effects_change_id_wellness_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."wellness_changes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wellness_change_effects" ADD CONSTRAINT "wellness_change_effects_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wellness_changes" ADD CONSTRAINT "wellness_changes_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wellness_changes_employer_idx" ON "wellness_changes" USING btree ("employer_id","state");