ALTER TABLE "member_videos" ALTER COLUMN "storage_key" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "member_videos" ALTER COLUMN "duration_seconds" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "member_videos" ADD COLUMN "link_host" text;--> statement-breakpoint
ALTER TABLE "member_videos" ADD COLUMN "link_video_id" text;--> statement-breakpoint
ALTER TABLE "member_videos" ADD CONSTRAINT "member_videos_clip_or_link" CHECK (("member_videos"."storage_key" is not null and "member_videos"."duration_seconds" is not null and "member_videos"."link_host" is null and "member_videos"."link_video_id" is null)
        or ("member_videos"."storage_key" is null and "member_videos"."link_host" in ('youtube', 'vimeo') and "member_videos"."link_video_id" is not null)) NOT VALID;--> statement-breakpoint
ALTER TABLE "member_videos" VALIDATE CONSTRAINT "member_videos_clip_or_link";
