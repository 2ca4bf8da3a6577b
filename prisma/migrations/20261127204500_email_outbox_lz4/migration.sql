-- E-mail bodies are compressed with lz4 instead of pglz where the server was built with it
-- (issue 27, docs/benchmarks.md "Fair seats"). A row of the outbox is just over the 2 kB at
-- which PostgreSQL compresses its largest values, so every e-mail's html is compressed as it is
-- written: a lottery draw writes 10,000 at once, and pglz was a quarter of the draw's time. lz4
-- compresses several times faster to about the same size. Only new values are affected; a
-- server without lz4 (the embedded default's build) keeps pglz, which is equally correct.
DO $$
BEGIN
  ALTER TABLE "email_outbox" ALTER COLUMN "html" SET COMPRESSION lz4, ALTER COLUMN "text" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  RAISE NOTICE 'this server has no lz4: email_outbox keeps pglz';
END $$;
