CREATE TABLE "favorites" (
	"client_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_client_id_member_id_pk" PRIMARY KEY("client_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "calendar_feed_token" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "review_requested_at" timestamp with time zone;--> statement-breakpoint
DELETE FROM "messages";--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "client_token" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "request_recipients" ADD COLUMN "declined_note" text;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "client_token" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "requests" ALTER COLUMN "client_token" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "audience" text DEFAULT 'matching' NOT NULL;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_booking_idx" ON "feedback" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_sender_token_idx" ON "messages" USING btree ("sender_account_id","client_token");--> statement-breakpoint
CREATE UNIQUE INDEX "requests_client_token_idx" ON "requests" USING btree ("client_id","client_token");--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_calendarFeedToken_unique" UNIQUE("calendar_feed_token");