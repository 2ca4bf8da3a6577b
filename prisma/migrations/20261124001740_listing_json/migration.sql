-- AlterTable
ALTER TABLE "properties" ADD COLUMN     "listing_json" TEXT,
ADD COLUMN     "listing_json_shape" INTEGER;

-- listing_json caches the row's rental listing as the API writes it (lib/properties/listing-json.ts
-- builds and stores it; the mapping itself is toRentalListing, in TypeScript only). Whoever writes a
-- property (sync, CRM, seeds, raw SQL), a change to a column the listing is built from clears the
-- cache, so a stale listing is never served. A write that sets listing_json itself (the endpoint
-- storing what it built) keeps it. The voucher inputs are compared too because this trigger runs
-- before "properties_voucher_accepted" (triggers fire in name order).
CREATE FUNCTION "properties_clear_listing_json"() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  IF NEW.listing_json IS NOT DISTINCT FROM OLD.listing_json
     AND NEW.listing_json_shape IS NOT DISTINCT FROM OLD.listing_json_shape
     AND (NEW.id, NEW.beds, NEW.price, NEW.zip_code, NEW.city, NEW.address, NEW.property_manager, NEW.availability,
          NEW.voucher_accepted, NEW.accepts_voucher, NEW.description, NEW.full_description)
         IS DISTINCT FROM
         (OLD.id, OLD.beds, OLD.price, OLD.zip_code, OLD.city, OLD.address, OLD.property_manager, OLD.availability,
          OLD.voucher_accepted, OLD.accepts_voucher, OLD.description, OLD.full_description) THEN
    NEW.listing_json := NULL;
    NEW.listing_json_shape := NULL;
  END IF;
  RETURN NEW;
END
$fn$;

CREATE TRIGGER "properties_listing_json" BEFORE UPDATE ON "properties"
  FOR EACH ROW EXECUTE FUNCTION "properties_clear_listing_json"();
