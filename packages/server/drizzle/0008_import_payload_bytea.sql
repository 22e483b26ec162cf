-- The payload is compressed bytes now (see src/imports/import-payload.ts). A preview still waiting
-- in the old text form is closed as expired, so its apply asks for the upload again instead of
-- applying nothing.
UPDATE "imports" SET "expires_at" = now() WHERE "status" = 'preview' AND "expires_at" > now();--> statement-breakpoint
ALTER TABLE "imports" ALTER COLUMN "payload" SET DATA TYPE bytea USING NULL;
