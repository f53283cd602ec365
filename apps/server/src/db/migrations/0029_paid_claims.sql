-- Paid claims kept where the company reports read them (decision 0046; docs/performance.md, "Company
-- reports on a 5,000-employee company", eleventh session):
-- * claims.paid_at: when a paid claim was paid, its last P status, else (claims paid before the status
--   history) its last update; null unless the status is P. The rule the reports used to work out per
--   call from the status history (claimsPaidBetween), now kept on the row by triggers on claims and
--   on claim_status_history, so "the claims paid in a period" is a range of claims_paid_at_idx.
-- * paid_claim_services: a paid claim's items summed per service, with the claim's account, employee
--   and paid instant (serviceSummary), kept by triggers on claims (its paid instant, account or
--   employee changes) and on claim_items (the items of a paid claim change).
-- Both are derived by PostgreSQL from the rows the application writes, whoever writes them (the
-- payment run, audits, seeds, tests), never written by the application. Backfilled here first, then
-- the triggers, then the indexes.
CREATE TABLE "paid_claim_services" (
	"claim_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"type" text NOT NULL,
	"employee_id" integer NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"items" integer NOT NULL,
	"paid_cents" bigint NOT NULL,
	"admin_fee_cents" bigint NOT NULL,
	"gst_cents" bigint NOT NULL,
	"rst_cents" bigint NOT NULL,
	"hst_cents" bigint NOT NULL,
	"pst_cents" bigint NOT NULL,
	"prem_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	CONSTRAINT "paid_claim_services_claim_id_service_id_pk" PRIMARY KEY("claim_id","service_id")
);
--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "paid_claim_services" ADD CONSTRAINT "paid_claim_services_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A claim's paid instant from its status and history: the one definition (the backfill and the triggers).
CREATE FUNCTION "claim_paid_at"(claim integer, claim_status text, updated timestamptz) RETURNS timestamptz
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN claim_status = 'P' THEN coalesce(
    (SELECT max(h.at) FROM claim_status_history h WHERE h.claim_id = claim AND h.status = 'P'), updated) END
$$;--> statement-breakpoint
UPDATE "claims" SET "paid_at" = claim_paid_at(id, status, updated_at) WHERE status = 'P';--> statement-breakpoint
-- The paid claims' per-service rows of some claims, rewritten from their items (none when not paid).
CREATE FUNCTION "paid_claim_services_refresh"(claim_ids integer[]) RETURNS void
LANGUAGE sql VOLATILE AS $$
  DELETE FROM paid_claim_services WHERE claim_id = ANY (claim_ids);
  INSERT INTO paid_claim_services (claim_id, service_id, type, employee_id, paid_at, items, paid_cents,
    admin_fee_cents, gst_cents, rst_cents, hst_cents, pst_cents, prem_cents, total_cents)
  SELECT c.id, i.service_id, c.type, c.employee_id, c.paid_at, count(*)::int, coalesce(sum(i.paid_cents), 0),
    coalesce(sum(i.admin_fee_cents), 0), coalesce(sum(i.gst_cents), 0), coalesce(sum(i.rst_cents), 0),
    coalesce(sum(i.hst_cents), 0), coalesce(sum(i.pst_cents), 0), coalesce(sum(i.prem_cents), 0),
    coalesce(sum(i.total_cents), 0)
  FROM claims c JOIN claim_items i ON i.claim_id = c.id
  WHERE c.id = ANY (claim_ids) AND c.paid_at IS NOT NULL
  GROUP BY c.id, i.service_id;
$$;--> statement-breakpoint
INSERT INTO "paid_claim_services" (claim_id, service_id, type, employee_id, paid_at, items, paid_cents,
  admin_fee_cents, gst_cents, rst_cents, hst_cents, pst_cents, prem_cents, total_cents)
SELECT c.id, i.service_id, c.type, c.employee_id, c.paid_at, count(*)::int, coalesce(sum(i.paid_cents), 0),
  coalesce(sum(i.admin_fee_cents), 0), coalesce(sum(i.gst_cents), 0), coalesce(sum(i.rst_cents), 0),
  coalesce(sum(i.hst_cents), 0), coalesce(sum(i.pst_cents), 0), coalesce(sum(i.prem_cents), 0),
  coalesce(sum(i.total_cents), 0)
FROM claims c JOIN claim_items i ON i.claim_id = c.id
WHERE c.paid_at IS NOT NULL
GROUP BY c.id, i.service_id;--> statement-breakpoint
-- claims: paid_at follows the status and the last update (whatever the statement set it to).
CREATE FUNCTION "claims_paid_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.paid_at := claim_paid_at(NEW.id, NEW.status, NEW.updated_at);
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "claims_paid_at" BEFORE INSERT OR UPDATE OF status, updated_at, paid_at ON "claims"
  FOR EACH ROW EXECUTE FUNCTION claims_paid_at();--> statement-breakpoint
-- claims: a paid instant, account or employee that changed rewrites the claim's per-service rows.
CREATE FUNCTION "claims_paid_services"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM paid_claim_services_refresh(ARRAY[NEW.id]);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "claims_paid_services" AFTER UPDATE ON "claims" FOR EACH ROW
  WHEN (OLD.paid_at IS DISTINCT FROM NEW.paid_at OR OLD.type IS DISTINCT FROM NEW.type
    OR OLD.employee_id IS DISTINCT FROM NEW.employee_id)
  EXECUTE FUNCTION claims_paid_services();--> statement-breakpoint
-- claim_status_history: a P row written, changed or deleted moves its claim's paid instant (set-based,
-- once a statement: the rows the statement touched are its transition tables).
CREATE FUNCTION "claim_status_history_paid_at"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT claim_id) INTO touched FROM new_rows WHERE status = 'P';
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(DISTINCT claim_id) INTO touched FROM (
      SELECT claim_id FROM new_rows WHERE status = 'P' UNION ALL SELECT claim_id FROM old_rows WHERE status = 'P') t;
  ELSE
    SELECT array_agg(DISTINCT claim_id) INTO touched FROM old_rows WHERE status = 'P';
  END IF;
  IF touched IS NOT NULL THEN
    UPDATE claims c SET paid_at = claim_paid_at(c.id, c.status, c.updated_at)
    WHERE c.id = ANY (touched) AND c.paid_at IS DISTINCT FROM claim_paid_at(c.id, c.status, c.updated_at);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "claim_status_history_paid_at_insert" AFTER INSERT ON "claim_status_history"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION claim_status_history_paid_at();--> statement-breakpoint
CREATE TRIGGER "claim_status_history_paid_at_update" AFTER UPDATE ON "claim_status_history"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION claim_status_history_paid_at();--> statement-breakpoint
CREATE TRIGGER "claim_status_history_paid_at_delete" AFTER DELETE ON "claim_status_history"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION claim_status_history_paid_at();--> statement-breakpoint
-- claim_items: the items of paid claims written, changed or deleted rewrite those claims' rows (once a
-- statement; the items of claims not paid have none).
CREATE FUNCTION "claim_items_paid_services"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT claim_id) INTO touched FROM new_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(DISTINCT claim_id) INTO touched FROM (
      SELECT claim_id FROM new_rows UNION ALL SELECT claim_id FROM old_rows) t;
  ELSE
    SELECT array_agg(DISTINCT claim_id) INTO touched FROM old_rows;
  END IF;
  SELECT array_agg(c.id) INTO touched FROM claims c WHERE c.id = ANY (touched) AND c.paid_at IS NOT NULL;
  IF touched IS NOT NULL THEN
    PERFORM paid_claim_services_refresh(touched);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "claim_items_paid_services_insert" AFTER INSERT ON "claim_items"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION claim_items_paid_services();--> statement-breakpoint
CREATE TRIGGER "claim_items_paid_services_update" AFTER UPDATE ON "claim_items"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION claim_items_paid_services();--> statement-breakpoint
CREATE TRIGGER "claim_items_paid_services_delete" AFTER DELETE ON "claim_items"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION claim_items_paid_services();--> statement-breakpoint
CREATE INDEX "paid_claim_services_employee_idx" ON "paid_claim_services" USING btree ("employee_id","paid_at","type","service_id","items","paid_cents","admin_fee_cents","gst_cents","rst_cents","hst_cents","pst_cents","prem_cents","total_cents");--> statement-breakpoint
CREATE INDEX "claims_paid_at_idx" ON "claims" USING btree ("paid_at","id","type","employee_id","payable_cents","admin_fee_cents","gst_cents","rst_cents","hst_cents","pst_cents","prem_cents","total_cents") WHERE status = 'P';
