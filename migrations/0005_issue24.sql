CREATE TABLE `login_failures` (
	`id` text PRIMARY KEY NOT NULL,
	`account_hash` text NOT NULL,
	`address_hash` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `login_failures_account_created_at_idx` ON `login_failures` (`account_hash`,`created_at`);--> statement-breakpoint
CREATE INDEX `login_failures_account_address_created_at_idx` ON `login_failures` (`account_hash`,`address_hash`,`created_at`);--> statement-breakpoint
CREATE INDEX `login_failures_created_at_idx` ON `login_failures` (`created_at`);--> statement-breakpoint
ALTER TABLE `checkouts` ADD `language` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `period_payment_id` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `period_paid_at` integer;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `ended_reason` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `ended_at` integer;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `refund_requested_at` integer;--> statement-breakpoint
CREATE INDEX `chat_messages_reference_image_idx` ON `chat_messages` (`reference_image`);