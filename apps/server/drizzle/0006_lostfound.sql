CREATE TABLE "lost_conversations" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"report_id" char(24) NOT NULL,
	"author_id" char(24) NOT NULL,
	"seeker_id" char(24) NOT NULL,
	"last_message" varchar(200) DEFAULT '' NOT NULL,
	"last_sender_id" char(24),
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"author_read_at" timestamp with time zone,
	"seeker_read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lost_messages" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"conversation_id" char(24) NOT NULL,
	"sender_id" char(24) NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lost_reports" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"kind" varchar(10) NOT NULL,
	"author_id" char(24) NOT NULL,
	"lost_location" varchar(100) NOT NULL,
	"location_key" varchar(100) NOT NULL,
	"lost_date" date NOT NULL,
	"title" varchar(100) DEFAULT '' NOT NULL,
	"details" jsonb NOT NULL,
	"image" text NOT NULL,
	"city" varchar(40),
	"lat" double precision,
	"lng" double precision,
	"search_text" text NOT NULL,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "signed_in_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lost_conversations" ADD CONSTRAINT "lost_conversations_report_id_lost_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."lost_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lost_conversations" ADD CONSTRAINT "lost_conversations_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lost_conversations" ADD CONSTRAINT "lost_conversations_seeker_id_users_id_fk" FOREIGN KEY ("seeker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lost_messages" ADD CONSTRAINT "lost_messages_conversation_id_lost_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."lost_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lost_messages" ADD CONSTRAINT "lost_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lost_reports" ADD CONSTRAINT "lost_reports_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lost_conversations_report_seeker_idx" ON "lost_conversations" USING btree ("report_id","seeker_id");--> statement-breakpoint
CREATE INDEX "lost_conversations_author_idx" ON "lost_conversations" USING btree ("author_id","last_message_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "lost_conversations_seeker_idx" ON "lost_conversations" USING btree ("seeker_id","last_message_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "lost_messages_conversation_idx" ON "lost_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "lost_reports_open_idx" ON "lost_reports" USING btree ("kind","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE resolved_at IS NULL;--> statement-breakpoint
CREATE INDEX "lost_reports_location_idx" ON "lost_reports" USING btree ("kind","location_key" varchar_pattern_ops) WHERE resolved_at IS NULL;--> statement-breakpoint
CREATE INDEX "lost_reports_date_idx" ON "lost_reports" USING btree ("kind","lost_date") WHERE resolved_at IS NULL;--> statement-breakpoint
CREATE INDEX "lost_reports_city_idx" ON "lost_reports" USING btree ("kind","city") WHERE resolved_at IS NULL;--> statement-breakpoint
CREATE INDEX "lost_reports_search_idx" ON "lost_reports" USING gin (to_tsvector('simple', "search_text")) WHERE resolved_at IS NULL;--> statement-breakpoint
CREATE INDEX "lost_reports_author_idx" ON "lost_reports" USING btree ("author_id","created_at" DESC NULLS FIRST);