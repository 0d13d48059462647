ALTER TABLE "articles" ADD COLUMN "body_html" text NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "reading_minutes" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "event_guides" ADD COLUMN "path" text NOT NULL;--> statement-breakpoint
ALTER TABLE "event_guides" ADD COLUMN "menu_label" text NOT NULL;--> statement-breakpoint
ALTER TABLE "event_guides" ADD COLUMN "body_html" text NOT NULL;--> statement-breakpoint
ALTER TABLE "event_guides" ADD COLUMN "sort_order" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "event_guides" ADD COLUMN "service_type_file_names" text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "event_guides" ADD COLUMN "theme_slugs" text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "event_guides" ADD COLUMN "article_tags" text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "info_pages" ADD COLUMN "body_html" text NOT NULL;--> statement-breakpoint
ALTER TABLE "event_guides" ADD CONSTRAINT "event_guides_path_unique" UNIQUE("path");