-- The trigram operator class of the search index; pg_trgm is a trusted extension, so the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "translation_keys_search_idx" ON "translation_keys" USING gin ("search_text" gin_trgm_ops);