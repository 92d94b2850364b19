CREATE TABLE "identity_familiar_addresses" (
	"user_sub" uuid NOT NULL,
	"address_hash" text NOT NULL,
	"last_signed_in_at" timestamp with time zone NOT NULL,
	CONSTRAINT "identity_familiar_addresses_user_sub_address_hash_pk" PRIMARY KEY("user_sub","address_hash")
);
--> statement-breakpoint
ALTER TABLE "identity_users" ADD COLUMN "srp_username" text;--> statement-breakpoint
ALTER TABLE "identity_familiar_addresses" ADD CONSTRAINT "identity_familiar_addresses_user_sub_identity_users_sub_fk" FOREIGN KEY ("user_sub") REFERENCES "public"."identity_users"("sub") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_familiar_addresses_seen" ON "identity_familiar_addresses" USING btree ("last_signed_in_at");