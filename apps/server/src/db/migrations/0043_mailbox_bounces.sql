CREATE TABLE "sender_mailbox_checks" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"bounces" integer DEFAULT 0 NOT NULL,
	"complaints" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sender_mailbox_checks_outcome_check" CHECK ("sender_mailbox_checks"."outcome" in ('ok', 'refused', 'unreachable', 'tls'))
);
--> statement-breakpoint
CREATE TABLE "sender_mailbox_folders" (
	"user_id" integer NOT NULL,
	"folder" text NOT NULL,
	"uid_validity" text NOT NULL,
	"last_uid" bigint NOT NULL,
	CONSTRAINT "sender_mailbox_folders_user_id_folder_pk" PRIMARY KEY("user_id","folder")
);
--> statement-breakpoint
ALTER TABLE "campaign_events" DROP CONSTRAINT "campaign_events_kind_check";--> statement-breakpoint
ALTER TABLE "sender_mailboxes" ADD COLUMN "imap_host" text;--> statement-breakpoint
ALTER TABLE "sender_mailboxes" ADD COLUMN "imap_port" integer;--> statement-breakpoint
ALTER TABLE "sender_mailboxes" ADD COLUMN "imap_security" text;--> statement-breakpoint
ALTER TABLE "sender_mailbox_checks" ADD CONSTRAINT "sender_mailbox_checks_user_id_sender_mailboxes_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sender_mailboxes"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sender_mailbox_folders" ADD CONSTRAINT "sender_mailbox_folders_user_id_sender_mailboxes_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sender_mailboxes"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_messages_message_id_idx" ON "campaign_messages" USING btree ("message_id");--> statement-breakpoint
ALTER TABLE "campaign_events" ADD CONSTRAINT "campaign_events_kind_check" CHECK ("campaign_events"."kind" in ('open', 'click', 'unsubscribe', 'bounce', 'complaint', 'deferral'));--> statement-breakpoint
ALTER TABLE "sender_mailboxes" ADD CONSTRAINT "sender_mailboxes_imap_port_check" CHECK ("sender_mailboxes"."imap_port" between 1 and 65535);--> statement-breakpoint
ALTER TABLE "sender_mailboxes" ADD CONSTRAINT "sender_mailboxes_imap_security_check" CHECK ("sender_mailboxes"."imap_security" in ('tls', 'starttls', 'none'));