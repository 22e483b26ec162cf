ALTER TABLE "translations" ADD COLUMN "origin" text;--> statement-breakpoint
-- Values written before origins were kept: an import's last write says IMPORT, anything else a person's.
UPDATE "translations" t SET "origin" = CASE WHEN (
  SELECT a.kind FROM "activities" a WHERE a.key_id = t.key_id AND a.language = t.language ORDER BY a.at DESC LIMIT 1
) = 'import.applied' THEN 'IMPORT' ELSE 'HUMAN' END WHERE t.state <> 'EMPTY';
