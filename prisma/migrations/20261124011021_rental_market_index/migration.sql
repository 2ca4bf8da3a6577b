-- CreateIndex
CREATE INDEX "properties_market_idx" ON "properties"("state", "price", "zip_code", "beds", "city", "voucher_accepted");
