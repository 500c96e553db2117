CREATE TABLE "news_articles" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"title" varchar(150) NOT NULL,
	"description" varchar(4000) NOT NULL,
	"url" varchar(500) DEFAULT '' NOT NULL,
	"image" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone_number" varchar(10) DEFAULT '' NOT NULL,
	"message" varchar(2000) NOT NULL,
	"user_id" char(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;