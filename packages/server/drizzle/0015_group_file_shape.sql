CREATE TABLE "group_file_layouts" (
	"group_id" uuid NOT NULL,
	"language" text NOT NULL,
	"layout" jsonb NOT NULL,
	CONSTRAINT "group_file_layouts_group_id_language_pk" PRIMARY KEY("group_id","language")
);
--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "file_shape" jsonb DEFAULT '{"structure":"NESTED","keySeparator":".","pluralStyle":"V4","indent":"  ","sortKeys":true,"emptyValues":"OMIT","escapeNonAscii":false,"finalNewline":true}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "group_file_layouts" ADD CONSTRAINT "group_file_layouts_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;