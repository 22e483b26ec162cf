-- Search texts stored before joined a key's name and its first value without a separator, so a
-- search could match across the two: store every key's again as src/workspace/search-text.ts does.
UPDATE "translation_keys" k SET "search_text" = lower(k."name") || coalesce(chr(31) || (
  SELECT string_agg(lower(v.text), chr(31))
  FROM "translations" t
  CROSS JOIN LATERAL (
    SELECT t."text" WHERE t."text" IS NOT NULL AND t."text" <> ''
    UNION ALL SELECT f.value FROM jsonb_each_text(t."forms") f
  ) AS v(text)
  WHERE t."key_id" = k."id"
), '');
