ALTER TABLE "test_subscriptions" ADD COLUMN "added_tax_basis_points" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "added_tax" jsonb;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "tax_added" boolean DEFAULT false NOT NULL;