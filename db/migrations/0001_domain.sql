CREATE TYPE "public"."account_role" AS ENUM('client', 'member', 'admin');--> statement-breakpoint
CREATE TYPE "public"."membership_level" AS ENUM('Basic', 'Pro', 'Premium');--> statement-breakpoint
CREATE TYPE "public"."booking_status" AS ENUM('confirmed', 'completed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."quote_status" AS ENUM('pending', 'accepted', 'declined', 'expired', 'closed', 'withdrawn');--> statement-breakpoint
CREATE TYPE "public"."request_status" AS ENUM('open', 'booked', 'closed', 'cancelled');--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" "account_role" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text,
	"email" text NOT NULL,
	"phone_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_accountId_unique" UNIQUE("account_id")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refresh_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"family_id" uuid NOT NULL,
	"replaced_by_hash" text,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"family_expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "article_promotions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "article_promotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link_url" text NOT NULL,
	"link_text" text NOT NULL,
	"image_key" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "article_tags" (
	"article_id" integer NOT NULL,
	"tag" text NOT NULL,
	CONSTRAINT "article_tags_article_id_tag_pk" PRIMARY KEY("article_id","tag")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body_markdown" text NOT NULL,
	"category" text NOT NULL,
	"author_name" text NOT NULL,
	"hero_image_key" text,
	"meta_title" text,
	"meta_description" text,
	"published_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"topic" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_guides" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_guides_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body_markdown" text NOT NULL,
	"hero_image_key" text,
	"meta_title" text,
	"meta_description" text,
	CONSTRAINT "event_guides_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "info_pages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "info_pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"path" text NOT NULL,
	"title" text NOT NULL,
	"body_markdown" text NOT NULL,
	"meta_description" text,
	CONSTRAINT "info_pages_path_unique" UNIQUE("path")
);
--> statement-breakpoint
CREATE TABLE "related_themes" (
	"theme_id" integer NOT NULL,
	"related_theme_id" integer NOT NULL,
	CONSTRAINT "related_themes_theme_id_related_theme_id_pk" PRIMARY KEY("theme_id","related_theme_id")
);
--> statement-breakpoint
CREATE TABLE "service_pages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"page_type" text NOT NULL,
	"state_province_id" integer,
	"city_first_letter_group" text,
	"service_type_id" integer,
	"title" text NOT NULL,
	"content" jsonb NOT NULL,
	"redirect_url" text
);
--> statement-breakpoint
CREATE TABLE "theme_ingredient_links" (
	"theme_id" integer NOT NULL,
	"ingredient_id" integer NOT NULL,
	CONSTRAINT "theme_ingredient_links_theme_id_ingredient_id_pk" PRIMARY KEY("theme_id","ingredient_id")
);
--> statement-breakpoint
CREATE TABLE "theme_ingredients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "theme_ingredients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	CONSTRAINT "theme_ingredients_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "themes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"alternate_title" text,
	"short_description" text NOT NULL,
	"description" text NOT NULL,
	"meta_title" text,
	"meta_description" text,
	"theme_type" text NOT NULL,
	"theme_type_description" text,
	"content_footer" text,
	"video" text,
	"image" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "themes_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "locations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"geoname_id" integer,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"file_name" text NOT NULL,
	"rollup_location_file_name" text,
	"search_string" text NOT NULL,
	"alternate_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"county" text,
	"state_province_id" integer NOT NULL,
	"venue_market_id" integer,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"population" integer NOT NULL,
	"is_state_service_page_city" boolean DEFAULT false NOT NULL,
	CONSTRAINT "locations_geonameId_unique" UNIQUE("geoname_id"),
	CONSTRAINT "locations_fileName_unique" UNIQUE("file_name")
);
--> statement-breakpoint
CREATE TABLE "states_provinces" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "states_provinces_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"file_name" text NOT NULL,
	"abbreviation" text NOT NULL,
	"country" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	CONSTRAINT "states_provinces_fileName_unique" UNIQUE("file_name"),
	CONSTRAINT "states_provinces_abbreviation_unique" UNIQUE("abbreviation")
);
--> statement-breakpoint
CREATE TABLE "venue_markets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "venue_markets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"file_name" text NOT NULL,
	"state_province_id" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "venue_markets_fileName_unique" UNIQUE("file_name")
);
--> statement-breakpoint
CREATE TABLE "blackout_dates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blackout_dates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"blackout_date" date NOT NULL,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "calendar_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendar_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"entry_date" date NOT NULL,
	"title" text NOT NULL,
	"status" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendar_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"booking_id" integer,
	"title" text NOT NULL,
	"event_type" text NOT NULL,
	"event_date" date NOT NULL,
	"start_time" time,
	"city_id" integer,
	"venue_name" text,
	"is_public" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"client_id" integer,
	"booking_id" integer,
	"reviewer_name" text NOT NULL,
	"rating" smallint NOT NULL,
	"title" text,
	"body" text NOT NULL,
	"event_type" text,
	"event_date" date,
	"vendor_reply" text,
	"vendor_replied_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_audio_tracks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_audio_tracks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"title" text NOT NULL,
	"storage_key" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"caption" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"crop_x" double precision,
	"crop_y" double precision,
	"crop_width" double precision,
	"crop_height" double precision,
	"rotation" smallint DEFAULT 0 NOT NULL,
	"search_crop_x" double precision,
	"search_crop_y" double precision,
	"search_crop_width" double precision,
	"search_crop_height" double precision,
	"search_rotation" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_service_attributes" (
	"member_id" integer NOT NULL,
	"service_attribute_id" integer NOT NULL,
	CONSTRAINT "member_service_attributes_member_id_service_attribute_id_pk" PRIMARY KEY("member_id","service_attribute_id")
);
--> statement-breakpoint
CREATE TABLE "member_service_types" (
	"member_id" integer NOT NULL,
	"service_type_id" integer NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	CONSTRAINT "member_service_types_member_id_service_type_id_pk" PRIMARY KEY("member_id","service_type_id")
);
--> statement-breakpoint
CREATE TABLE "member_videos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_videos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"title" text NOT NULL,
	"storage_key" text NOT NULL,
	"poster_storage_key" text,
	"duration_seconds" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer,
	"directory" text NOT NULL,
	"name" text NOT NULL,
	"contact_first_name" text NOT NULL,
	"contact_last_name" text,
	"email" text NOT NULL,
	"phone" text,
	"tagline" text,
	"about" text,
	"membership_level" "membership_level" DEFAULT 'Basic' NOT NULL,
	"member_level" smallint DEFAULT 0 NOT NULL,
	"city_id" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"travel_distance_miles" integer DEFAULT 50 NOT NULL,
	"primary_service_type_id" integer NOT NULL,
	"pay_range_low_cents" integer,
	"pay_range_high_cents" integer,
	"accepts_online_deposits" boolean DEFAULT false NOT NULL,
	"spotlight_id" integer,
	"venue_market_id" integer,
	"include_in_virtual_events" boolean DEFAULT false NOT NULL,
	"rating_average" double precision DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"booking_count" integer DEFAULT 0 NOT NULL,
	"number_of_offers" integer DEFAULT 0 NOT NULL,
	"main_photo_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_accountId_unique" UNIQUE("account_id"),
	CONSTRAINT "members_directory_unique" UNIQUE("directory")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quote_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"event_date" date NOT NULL,
	"total_cents" integer NOT NULL,
	"deposit_cents" integer NOT NULL,
	"status" "booking_status" DEFAULT 'confirmed' NOT NULL,
	"cancelled_by" text,
	"cancelled_at" timestamp with time zone,
	"refund_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_quoteId_unique" UNIQUE("quote_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"sender_account_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer,
	"recipient_email" text NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_idempotencyKey_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quotes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"deposit_cents" integer NOT NULL,
	"included" text NOT NULL,
	"cancellation_policy" text NOT NULL,
	"expires_on" date NOT NULL,
	"status" "quote_status" DEFAULT 'pending' NOT NULL,
	"closed_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_recipients" (
	"request_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"declined_reason" text,
	"declined_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_recipients_request_id_member_id_pk" PRIMARY KEY("request_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "request_service_types" (
	"request_id" integer NOT NULL,
	"service_type_id" integer NOT NULL,
	CONSTRAINT "request_service_types_request_id_service_type_id_pk" PRIMARY KEY("request_id","service_type_id")
);
--> statement-breakpoint
CREATE TABLE "requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"target_member_id" integer,
	"event_type" text NOT NULL,
	"event_date" date NOT NULL,
	"start_time" time NOT NULL,
	"duration_minutes" integer NOT NULL,
	"city_id" integer NOT NULL,
	"venue_name" text,
	"guest_count" integer NOT NULL,
	"budget_cents" integer,
	"details" text NOT NULL,
	"status" "request_status" DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_hits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_hits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"hit_type" text NOT NULL,
	"visitor_key" text NOT NULL,
	"day" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_impressions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_impressions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"search_lookup_id" integer,
	"position" smallint NOT NULL,
	"result_section" smallint NOT NULL,
	"visitor_key" text NOT NULL,
	"day" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_lookups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_lookups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"url" text NOT NULL,
	"service_type_id" integer NOT NULL,
	"location_id" integer,
	"state_province_id" integer,
	"is_venue" boolean DEFAULT false NOT NULL,
	"is_valid_search" boolean DEFAULT true NOT NULL,
	"redirect_url" text,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_tile_actions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_tile_actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer,
	"action" text NOT NULL,
	"details" jsonb NOT NULL,
	"visitor_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "secondary_service_types" (
	"service_type_id" integer NOT NULL,
	"secondary_service_type_id" integer NOT NULL,
	CONSTRAINT "secondary_service_types_service_type_id_secondary_service_type_id_pk" PRIMARY KEY("service_type_id","secondary_service_type_id")
);
--> statement-breakpoint
CREATE TABLE "service_attributes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_attributes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"group_name" text NOT NULL,
	CONSTRAINT "service_attributes_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "service_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"person_form" text NOT NULL,
	"plural_form" text NOT NULL,
	"file_name" text NOT NULL,
	"alternate_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"menu_group" text,
	"canonical_profile_directory" text,
	"is_single_search_page" boolean DEFAULT false NOT NULL,
	"is_service" boolean DEFAULT false NOT NULL,
	"is_venue" boolean DEFAULT false NOT NULL,
	"is_kids" boolean DEFAULT false NOT NULL,
	"is_virtual" boolean DEFAULT false NOT NULL,
	"is_signup_category" boolean DEFAULT false NOT NULL,
	"parent_id" integer,
	"default_search_distance_miles" integer DEFAULT 50 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_types_fileName_unique" UNIQUE("file_name")
);
--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_tags" ADD CONSTRAINT "article_tags_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "related_themes" ADD CONSTRAINT "related_themes_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "related_themes" ADD CONSTRAINT "related_themes_related_theme_id_themes_id_fk" FOREIGN KEY ("related_theme_id") REFERENCES "public"."themes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_pages" ADD CONSTRAINT "service_pages_state_province_id_states_provinces_id_fk" FOREIGN KEY ("state_province_id") REFERENCES "public"."states_provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_pages" ADD CONSTRAINT "service_pages_service_type_id_service_types_id_fk" FOREIGN KEY ("service_type_id") REFERENCES "public"."service_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_ingredient_links" ADD CONSTRAINT "theme_ingredient_links_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_ingredient_links" ADD CONSTRAINT "theme_ingredient_links_ingredient_id_theme_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."theme_ingredients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_state_province_id_states_provinces_id_fk" FOREIGN KEY ("state_province_id") REFERENCES "public"."states_provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_venue_market_id_venue_markets_id_fk" FOREIGN KEY ("venue_market_id") REFERENCES "public"."venue_markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_markets" ADD CONSTRAINT "venue_markets_state_province_id_states_provinces_id_fk" FOREIGN KEY ("state_province_id") REFERENCES "public"."states_provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blackout_dates" ADD CONSTRAINT "blackout_dates_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_entries" ADD CONSTRAINT "calendar_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_city_id_locations_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_audio_tracks" ADD CONSTRAINT "member_audio_tracks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_photos" ADD CONSTRAINT "member_photos_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_service_attributes" ADD CONSTRAINT "member_service_attributes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_service_attributes" ADD CONSTRAINT "member_service_attributes_service_attribute_id_service_attributes_id_fk" FOREIGN KEY ("service_attribute_id") REFERENCES "public"."service_attributes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_service_types" ADD CONSTRAINT "member_service_types_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_service_types" ADD CONSTRAINT "member_service_types_service_type_id_service_types_id_fk" FOREIGN KEY ("service_type_id") REFERENCES "public"."service_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_videos" ADD CONSTRAINT "member_videos_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_city_id_locations_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_primary_service_type_id_service_types_id_fk" FOREIGN KEY ("primary_service_type_id") REFERENCES "public"."service_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_venue_market_id_venue_markets_id_fk" FOREIGN KEY ("venue_market_id") REFERENCES "public"."venue_markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_account_id_accounts_id_fk" FOREIGN KEY ("sender_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_recipients" ADD CONSTRAINT "request_recipients_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_recipients" ADD CONSTRAINT "request_recipients_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_service_types" ADD CONSTRAINT "request_service_types_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_service_types" ADD CONSTRAINT "request_service_types_service_type_id_service_types_id_fk" FOREIGN KEY ("service_type_id") REFERENCES "public"."service_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_target_member_id_members_id_fk" FOREIGN KEY ("target_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_city_id_locations_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_hits" ADD CONSTRAINT "search_hits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_impressions" ADD CONSTRAINT "search_impressions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_impressions" ADD CONSTRAINT "search_impressions_search_lookup_id_search_lookups_id_fk" FOREIGN KEY ("search_lookup_id") REFERENCES "public"."search_lookups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_lookups" ADD CONSTRAINT "search_lookups_service_type_id_service_types_id_fk" FOREIGN KEY ("service_type_id") REFERENCES "public"."service_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_lookups" ADD CONSTRAINT "search_lookups_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_lookups" ADD CONSTRAINT "search_lookups_state_province_id_states_provinces_id_fk" FOREIGN KEY ("state_province_id") REFERENCES "public"."states_provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_tile_actions" ADD CONSTRAINT "search_tile_actions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "secondary_service_types" ADD CONSTRAINT "secondary_service_types_service_type_id_service_types_id_fk" FOREIGN KEY ("service_type_id") REFERENCES "public"."service_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "secondary_service_types" ADD CONSTRAINT "secondary_service_types_secondary_service_type_id_service_types_id_fk" FOREIGN KEY ("secondary_service_type_id") REFERENCES "public"."service_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_types" ADD CONSTRAINT "service_types_parent_id_service_types_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."service_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_email_idx" ON "accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_account_idx" ON "refresh_tokens" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "article_tags_tag_idx" ON "article_tags" USING btree ("tag");--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "service_pages_key_idx" ON "service_pages" USING btree ("slug","page_type","state_province_id","city_first_letter_group");--> statement-breakpoint
CREATE INDEX "locations_state_idx" ON "locations" USING btree ("state_province_id");--> statement-breakpoint
CREATE INDEX "locations_search_trgm_idx" ON "locations" USING gin ("search_string" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "locations_earth_idx" ON "locations" USING gist (ll_to_earth("latitude", "longitude"));--> statement-breakpoint
CREATE UNIQUE INDEX "locations_name_state_idx" ON "locations" USING btree ("name","state_province_id");--> statement-breakpoint
CREATE INDEX "blackout_dates_member_date_idx" ON "blackout_dates" USING btree ("member_id","blackout_date");--> statement-breakpoint
CREATE INDEX "calendar_entries_member_date_idx" ON "calendar_entries" USING btree ("member_id","entry_date");--> statement-breakpoint
CREATE INDEX "calendar_events_member_date_idx" ON "calendar_events" USING btree ("member_id","event_date");--> statement-breakpoint
CREATE INDEX "feedback_member_created_idx" ON "feedback" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "feedback_member_rating_idx" ON "feedback" USING btree ("member_id","rating");--> statement-breakpoint
CREATE INDEX "member_audio_tracks_member_idx" ON "member_audio_tracks" USING btree ("member_id","sort_order");--> statement-breakpoint
CREATE INDEX "member_photos_member_idx" ON "member_photos" USING btree ("member_id","sort_order");--> statement-breakpoint
CREATE INDEX "member_service_types_type_idx" ON "member_service_types" USING btree ("service_type_id","member_id");--> statement-breakpoint
CREATE INDEX "member_videos_member_idx" ON "member_videos" USING btree ("member_id","sort_order");--> statement-breakpoint
CREATE INDEX "members_earth_idx" ON "members" USING gist (ll_to_earth("latitude", "longitude"));--> statement-breakpoint
CREATE INDEX "members_primary_service_idx" ON "members" USING btree ("primary_service_type_id");--> statement-breakpoint
CREATE INDEX "members_city_idx" ON "members" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "members_venue_market_idx" ON "members" USING btree ("venue_market_id");--> statement-breakpoint
CREATE INDEX "members_name_trgm_idx" ON "members" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_member_date_idx" ON "bookings" USING btree ("member_id","event_date");--> statement-breakpoint
CREATE INDEX "messages_thread_idx" ON "messages" USING btree ("request_id","member_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_unsent_idx" ON "notifications" USING btree ("sent_at","created_at");--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_request_member_idx" ON "quotes" USING btree ("request_id","member_id");--> statement-breakpoint
CREATE INDEX "request_recipients_member_idx" ON "request_recipients" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "requests_client_idx" ON "requests" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "search_hits_dedupe_idx" ON "search_hits" USING btree ("member_id","hit_type","visitor_key","day");--> statement-breakpoint
CREATE UNIQUE INDEX "search_impressions_dedupe_idx" ON "search_impressions" USING btree ("member_id","search_lookup_id","visitor_key","day");--> statement-breakpoint
CREATE INDEX "search_impressions_member_day_idx" ON "search_impressions" USING btree ("member_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "search_lookups_url_idx" ON "search_lookups" USING btree ("url");--> statement-breakpoint
CREATE INDEX "search_lookups_service_state_idx" ON "search_lookups" USING btree ("service_type_id","state_province_id");--> statement-breakpoint
CREATE INDEX "search_tile_actions_member_idx" ON "search_tile_actions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "service_types_person_form_trgm_idx" ON "service_types" USING gin (lower("person_form") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_types_parent_idx" ON "service_types" USING btree ("parent_id");