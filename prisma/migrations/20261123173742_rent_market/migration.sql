-- AlterTable
ALTER TABLE "organizations" ADD COLUMN     "payment_standard_percent" INTEGER NOT NULL DEFAULT 100;

-- AlterTable
ALTER TABLE "properties" ADD COLUMN     "voucher_accepted" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "rent_benchmark_sets" (
    "year" INTEGER NOT NULL,
    "label" TEXT NOT NULL,
    "is_demo" BOOLEAN NOT NULL DEFAULT false,
    "row_count" INTEGER NOT NULL,
    "imported_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "imported_by" UUID,

    CONSTRAINT "rent_benchmark_sets_pkey" PRIMARY KEY ("year")
);

-- CreateTable
CREATE TABLE "rent_benchmarks" (
    "year" INTEGER NOT NULL,
    "zip_code" VARCHAR(5) NOT NULL,
    "br0" DECIMAL(10,2) NOT NULL,
    "br1" DECIMAL(10,2) NOT NULL,
    "br2" DECIMAL(10,2) NOT NULL,
    "br3" DECIMAL(10,2) NOT NULL,
    "br4" DECIMAL(10,2) NOT NULL,
    "ps90_br0" DECIMAL(10,2),
    "ps90_br1" DECIMAL(10,2),
    "ps90_br2" DECIMAL(10,2),
    "ps90_br3" DECIMAL(10,2),
    "ps90_br4" DECIMAL(10,2),
    "ps110_br0" DECIMAL(10,2),
    "ps110_br1" DECIMAL(10,2),
    "ps110_br2" DECIMAL(10,2),
    "ps110_br3" DECIMAL(10,2),
    "ps110_br4" DECIMAL(10,2),

    CONSTRAINT "rent_benchmarks_pkey" PRIMARY KEY ("year","zip_code")
);

-- CreateIndex
CREATE INDEX "rent_benchmarks_zip_code_idx" ON "rent_benchmarks"("zip_code");

-- Written by hand (the schema diff does not model CHECK constraints, functions or triggers).

-- The payment standard is 90-110 % of the SAFMR (DECISIONS.md "Second wave").
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_payment_standard_percent_check"
  CHECK ("payment_standard_percent" BETWEEN 90 AND 110);

ALTER TABLE "rent_benchmarks" ADD CONSTRAINT "rent_benchmarks_zip_code_check" CHECK ("zip_code" ~ '^[0-9]{5}$');
ALTER TABLE "rent_benchmarks" ADD CONSTRAINT "rent_benchmarks_positive_check"
  CHECK ("br0" > 0 AND "br1" > 0 AND "br2" > 0 AND "br3" > 0 AND "br4" > 0);
ALTER TABLE "rent_benchmark_sets" ADD CONSTRAINT "rent_benchmark_sets_year_check" CHECK ("year" BETWEEN 2000 AND 2100);

-- The voucher rule of lib/properties/voucher.ts in PostgreSQL's regex dialect (\y is \b there).
-- Keep the two equal: tests/unit/voucher-sql.test.ts compares this text with
-- postgresVoucherPatterns(), and tests/integration/rental-market.test.ts runs both on a corpus.
CREATE FUNCTION "listing_text_accepts_voucher"(description text, full_description text) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT CASE
    WHEN t = '' THEN false
    WHEN t ~* '(?:\y(?:no|not|don''?t|do not|does not|doesn''?t|cannot|can''?t|unable to)\y[^.;!]{0,30}\y(?:section[\s-]*8|vouchers?|hcv|housing choice)\y)|(?:\y(?:section[\s-]*8|vouchers?|hcv)\y[^.;!]{0,20}\ynot\s+(?:accepted|welcome|allowed|taken)\y)' THEN false
    ELSE t ~* '(?:\ysection[\s-]*8\y)|(?:\yhousing\s+choice\s+vouchers?\y)|(?:\yhcv\y)|(?:\yvouchers?\s+(?:are\s+|is\s+)?(?:accepted|welcome|ok|okay|considered|allowed)\y)|(?:\y(?:accepts?|accepting|welcomes?|takes?|honou?rs?)\s+(?:all\s+|housing\s+)?vouchers?\y)|(?:\yhousing\s+(?:assistance|authority)\s+(?:vouchers?|welcome|accepted)\y)'
  END
  FROM (SELECT concat_ws(' ' || chr(10) || ' ', nullif(description, ''), nullif(full_description, '')) AS t) AS joined
$fn$;

-- voucher_accepted is the decided value (the source field when given, else the text), kept on
-- every write whatever writes it (sync, CRM, seeds, raw SQL), so aggregates read one column.
CREATE FUNCTION "properties_set_voucher_accepted"() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'UPDATE'
     AND NEW.accepts_voucher IS NOT DISTINCT FROM OLD.accepts_voucher
     AND NEW.description IS NOT DISTINCT FROM OLD.description
     AND NEW.full_description IS NOT DISTINCT FROM OLD.full_description THEN
    NEW.voucher_accepted := OLD.voucher_accepted;
  ELSE
    NEW.voucher_accepted := coalesce(NEW.accepts_voucher, listing_text_accepts_voucher(NEW.description, NEW.full_description));
  END IF;
  RETURN NEW;
END
$fn$;

UPDATE "properties" SET "voucher_accepted" = coalesce("accepts_voucher", listing_text_accepts_voucher("description", "full_description"));

CREATE TRIGGER "properties_voucher_accepted" BEFORE INSERT OR UPDATE ON "properties"
  FOR EACH ROW EXECUTE FUNCTION "properties_set_voucher_accepted"();
