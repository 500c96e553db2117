CREATE TABLE "reminders_sent" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"kind" varchar(60) NOT NULL,
	"person" varchar(200) NOT NULL,
	"period" varchar(100) NOT NULL,
	"org_id" char(24),
	"recipient" varchar(254) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"status" text DEFAULT 'sending' NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"error" varchar(500),
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "books" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"number" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"author" varchar(150) NOT NULL,
	"series" text,
	"publisher" varchar(150) NOT NULL,
	"publisher_date" date NOT NULL,
	"isbn" varchar(13) NOT NULL,
	"format" text NOT NULL,
	"language" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"quantity" integer NOT NULL,
	"on_loan" integer DEFAULT 0 NOT NULL,
	"pages" integer NOT NULL,
	"description" varchar(2000) DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', title || ' ' || author || ' ' || publisher)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "books_on_loan_check" CHECK ("books"."on_loan" >= 0 and "books"."on_loan" <= "books"."quantity")
);
--> statement-breakpoint
CREATE TABLE "book_shelves" (
	"org_id" char(24) PRIMARY KEY NOT NULL,
	"rows" integer NOT NULL,
	"columns" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shelf_cells" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"row" integer NOT NULL,
	"column" integer NOT NULL,
	"book_id" char(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loans" (
	"id" char(24) PRIMARY KEY NOT NULL,
	"org_id" char(24) NOT NULL,
	"loan_id" varchar(40) NOT NULL,
	"book_name" varchar(200) NOT NULL,
	"book_id" char(24),
	"book_ref" varchar(40) DEFAULT '' NOT NULL,
	"borrower_name" varchar(100) NOT NULL,
	"borrower_vedan_id" varchar(12),
	"borrower_user_id" char(24),
	"borrower_email" varchar(254),
	"loan_date" date NOT NULL,
	"due_date" date NOT NULL,
	"return_book" boolean DEFAULT false NOT NULL,
	"returned_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD CONSTRAINT "reminders_sent_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_shelves" ADD CONSTRAINT "book_shelves_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shelf_cells" ADD CONSTRAINT "shelf_cells_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shelf_cells" ADD CONSTRAINT "shelf_cells_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_borrower_user_id_users_id_fk" FOREIGN KEY ("borrower_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_sent_key_idx" ON "reminders_sent" USING btree ("kind","person","period");--> statement-breakpoint
CREATE INDEX "reminders_sent_org_idx" ON "reminders_sent" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "books_org_id_idx" ON "books" USING btree ("org_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "books_org_number_key" ON "books" USING btree ("org_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "books_org_isbn_key" ON "books" USING btree ("org_id","isbn");--> statement-breakpoint
CREATE INDEX "books_org_genre_idx" ON "books" USING btree ("org_id","series","id");--> statement-breakpoint
CREATE INDEX "books_org_language_idx" ON "books" USING btree ("org_id","language","id");--> statement-breakpoint
CREATE INDEX "books_org_format_idx" ON "books" USING btree ("org_id","format","id");--> statement-breakpoint
CREATE INDEX "books_org_title_idx" ON "books" USING btree ("org_id",lower("title"));--> statement-breakpoint
CREATE INDEX "books_org_available_idx" ON "books" USING btree ("org_id","id") WHERE "books"."on_loan" < "books"."quantity";--> statement-breakpoint
CREATE INDEX "books_search_idx" ON "books" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "shelf_cells_org_cell_key" ON "shelf_cells" USING btree ("org_id","row","column");--> statement-breakpoint
CREATE INDEX "shelf_cells_org_id_idx" ON "shelf_cells" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "shelf_cells_book_idx" ON "shelf_cells" USING btree ("book_id");--> statement-breakpoint
CREATE INDEX "loans_org_id_idx" ON "loans" USING btree ("org_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "loans_org_loan_id_key" ON "loans" USING btree ("org_id","loan_id");--> statement-breakpoint
CREATE INDEX "loans_org_returned_idx" ON "loans" USING btree ("org_id","return_book","id");--> statement-breakpoint
CREATE INDEX "loans_org_book_idx" ON "loans" USING btree ("org_id","book_id");--> statement-breakpoint
CREATE INDEX "loans_org_pending_due_idx" ON "loans" USING btree ("org_id","due_date") WHERE "loans"."return_book" = false;--> statement-breakpoint
CREATE INDEX "loans_pending_due_idx" ON "loans" USING btree ("due_date") WHERE "loans"."return_book" = false;