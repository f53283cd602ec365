CREATE TABLE "insurance_coverage" (
	"id" serial PRIMARY KEY NOT NULL,
	"employer_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"product" text NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text,
	"premium_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "insurance_coverage" ADD CONSTRAINT "insurance_coverage_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_coverage" ADD CONSTRAINT "insurance_coverage_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insurance_coverage_employer_product_idx" ON "insurance_coverage" USING btree ("employer_id","product","start_date");--> statement-breakpoint
CREATE INDEX "insurance_coverage_employee_idx" ON "insurance_coverage" USING btree ("employee_id");