CREATE TABLE "company_banking" (
	"employer_id" integer PRIMARY KEY NOT NULL,
	"transit_sealed" text NOT NULL,
	"institution_sealed" text NOT NULL,
	"account_sealed" text NOT NULL,
	"account_last4" text NOT NULL,
	"document_file_id" integer,
	"signatory_name" text NOT NULL,
	"prenotification_waived" boolean DEFAULT false NOT NULL,
	"agreement_version" text NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"accepted_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pad_agreements" (
	"id" serial PRIMARY KEY NOT NULL,
	"employer_id" integer NOT NULL,
	"accepted_by" integer NOT NULL,
	"signatory_name" text NOT NULL,
	"agreement_version" text NOT NULL,
	"account_last4" text NOT NULL,
	"prenotification_waived" boolean NOT NULL,
	"language" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employers" ADD COLUMN "wellness_categories" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "company_banking" ADD CONSTRAINT "company_banking_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_banking" ADD CONSTRAINT "company_banking_document_file_id_files_id_fk" FOREIGN KEY ("document_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_banking" ADD CONSTRAINT "company_banking_accepted_by_employees_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pad_agreements" ADD CONSTRAINT "pad_agreements_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pad_agreements" ADD CONSTRAINT "pad_agreements_accepted_by_employees_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pad_agreements_employer_idx" ON "pad_agreements" USING btree ("employer_id","accepted_at");