ALTER TABLE "service_types" ADD COLUMN "profile_directory" text;--> statement-breakpoint
UPDATE "service_types" SET "profile_directory" = "file_name" WHERE "profile_directory" IS NULL;--> statement-breakpoint
ALTER TABLE "service_types" ALTER COLUMN "profile_directory" SET NOT NULL;
