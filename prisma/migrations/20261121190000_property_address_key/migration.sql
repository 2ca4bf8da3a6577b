-- Normalized form of a street address or city name, used by the property sync to adopt a
-- hand-made property (no source_listing_id) whose address, city and state equal a source
-- listing's. Case, punctuation, spacing and the common USPS abbreviations do not matter:
-- "123 N.E. Main Street, Apt. 4" and "123 NE Main St #4" both become "123 ne main st unit 4".
-- Written by hand: Prisma does not model functions, so the schema diff ignores it.
CREATE FUNCTION "property_address_key"(value TEXT) RETURNS TEXT
LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT AS $$
  SELECT nullif(string_agg(coalesce(m.short, w.word), ' ' ORDER BY w.n), '')
  FROM unnest(string_to_array(
         btrim(regexp_replace(replace(replace(lower(value), '.', ''), '#', ' unit '), '[^[:alnum:]]+', ' ', 'g')),
         ' ')) WITH ORDINALITY AS w(word, n)
  LEFT JOIN (VALUES
    ('street', 'st'), ('avenue', 'ave'), ('av', 'ave'), ('boulevard', 'blvd'), ('road', 'rd'),
    ('drive', 'dr'), ('lane', 'ln'), ('court', 'ct'), ('place', 'pl'), ('terrace', 'ter'),
    ('parkway', 'pkwy'), ('highway', 'hwy'), ('circle', 'cir'), ('square', 'sq'), ('trail', 'trl'),
    ('north', 'n'), ('south', 's'), ('east', 'e'), ('west', 'w'),
    ('northeast', 'ne'), ('northwest', 'nw'), ('southeast', 'se'), ('southwest', 'sw'),
    ('apartment', 'unit'), ('apt', 'unit'), ('suite', 'unit'), ('ste', 'unit')
  ) AS m(long, short) ON m.long = w.word
$$;
