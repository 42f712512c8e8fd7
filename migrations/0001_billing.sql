CREATE TABLE `checkouts` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`provider` text NOT NULL,
	`plan` text NOT NULL,
	`period` text NOT NULL,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`method` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `checkouts_user_id_created_at_idx` ON `checkouts` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `usage_charges` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`thumbnails` integer DEFAULT 0 NOT NULL,
	`ai_credits` integer DEFAULT 0 NOT NULL,
	`trends` integer DEFAULT 0 NOT NULL,
	`status` text NOT NULL,
	`period_start` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `usage_charges_user_id_created_at_idx` ON `usage_charges` (`user_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `profiles` ADD `stripe_customer_id` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `last_event_at` integer DEFAULT 0 NOT NULL;