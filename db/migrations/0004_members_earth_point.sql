DROP INDEX "members_earth_idx";--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "earth_point" "cube" GENERATED ALWAYS AS (ll_to_earth(latitude, longitude)) STORED;--> statement-breakpoint
CREATE INDEX "members_earth_point_idx" ON "members" USING gist ("earth_point");