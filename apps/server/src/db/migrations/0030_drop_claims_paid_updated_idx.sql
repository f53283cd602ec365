DROP INDEX IF EXISTS "claims_paid_updated_idx";
