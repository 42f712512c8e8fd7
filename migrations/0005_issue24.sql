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
CREATE TABLE `r2_purges` (
	`prefix` text PRIMARY KEY NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `retained_payments` (
	`id` text PRIMARY KEY NOT NULL,
	`provider` text NOT NULL,
	`provider_reference` text,
	`plan` text NOT NULL,
	`period` text NOT NULL,
	`amount` integer,
	`currency` text,
	`paid_at` integer NOT NULL,
	`retain_until` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `retained_payments_retain_until_idx` ON `retained_payments` (`retain_until`);--> statement-breakpoint
ALTER TABLE `checkouts` ADD `language` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `period_payment_id` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `period_paid_at` integer;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `ended_reason` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `ended_at` integer;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `refund_requested_at` integer;--> statement-breakpoint
CREATE INDEX `chat_messages_reference_image_idx` ON `chat_messages` (`reference_image`);