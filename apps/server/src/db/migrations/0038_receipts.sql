CREATE TABLE "payment_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"refunded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_refunds_amount_check" CHECK ("payment_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" integer NOT NULL,
	"receipt_id" integer NOT NULL,
	"refund_id" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"amount_cents" integer NOT NULL,
	"tax_cents" integer,
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"series" text PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"seller_name" text NOT NULL,
	"seller_address" text NOT NULL,
	"seller_tax_id" text NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"buyer_company" text DEFAULT '' NOT NULL,
	"buyer_tax_id" text DEFAULT '' NOT NULL,
	"description" text NOT NULL,
	"list_price_cents" integer,
	"discount_cents" integer,
	"tax_label" text,
	"tax_basis_points" integer,
	"tax_cents" integer,
	"total_cents" integer NOT NULL,
	"payment_method" text NOT NULL,
	"downloaded_at" timestamp with time zone,
	CONSTRAINT "receipts_discount_check" CHECK (("receipts"."list_price_cents" is null) = ("receipts"."discount_cents" is null))
);
--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_refund_id_payment_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."payment_refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_refunded_at_idx" ON "payment_refunds" USING btree ("refunded_at","amount_cents");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_number_key" ON "credit_notes" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_refund_key" ON "credit_notes" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "credit_notes_receipt_idx" ON "credit_notes" USING btree ("receipt_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_number_key" ON "receipts" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_payment_key" ON "receipts" USING btree ("payment_id");--> statement-breakpoint
-- The two document series start at zero (docs/product.md, Receipts and credit notes): each receipt and
-- credit note takes the next number from its row, locked until its transaction commits.
INSERT INTO "document_counters" ("series", "last_number") VALUES ('receipt', 0), ('credit_note', 0);--> statement-breakpoint
-- Refunds made before refunds were itemised: one row for each payment's running total, on the day of its
-- last refund, so the KPI's refunds by day keep them (docs/decisions/2026-11-27-receipts.md).
INSERT INTO "payment_refunds" ("payment_id", "amount_cents", "reason", "refunded_at")
SELECT "id", "refunded_cents", 'Refunded before refunds were itemised', COALESCE("refunded_at", "updated_at")
FROM "payments"
WHERE "refunded_cents" > 0;
