CREATE TABLE "partner_applications" (
	"partner_id" integer PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"address" text NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"province" text NOT NULL,
	"postal_code" text NOT NULL,
	"phone" text NOT NULL,
	"phone_ext" text DEFAULT '' NOT NULL,
	"business_name" text NOT NULL,
	"principal_officer" text NOT NULL,
	"business_number" text NOT NULL,
	"principal_officer_email" text NOT NULL,
	"sin_sealed" text NOT NULL,
	"agreement_version" text NOT NULL,
	"agent_contract_at" timestamp with time zone NOT NULL,
	"sales_commission_schedule_at" timestamp with time zone NOT NULL,
	"pre_auth_agreement_at" timestamp with time zone NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_banking" (
	"partner_id" integer PRIMARY KEY NOT NULL,
	"transit_sealed" text NOT NULL,
	"institution_sealed" text NOT NULL,
	"account_sealed" text NOT NULL,
	"account_last4" text NOT NULL,
	"verify_required" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_licences" (
	"partner_id" integer NOT NULL,
	"province" text NOT NULL,
	"licence_number" text NOT NULL,
	"expires_on" date NOT NULL,
	CONSTRAINT "partner_licences_partner_id_province_pk" PRIMARY KEY("partner_id","province")
);
--> statement-breakpoint
ALTER TABLE "partner_applications" ADD CONSTRAINT "partner_applications_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_banking" ADD CONSTRAINT "partner_banking_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_licences" ADD CONSTRAINT "partner_licences_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;