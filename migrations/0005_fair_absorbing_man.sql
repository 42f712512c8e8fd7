CREATE TABLE `login_failures` (
	`id` text PRIMARY KEY NOT NULL,
	`account_hash` text NOT NULL,
	`address_hash` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `login_failures_account_created_at_idx` ON `login_failures` (`account_hash`,`created_at`);--> statement-breakpoint
CREATE INDEX `login_failures_account_address_created_at_idx` ON `login_failures` (`account_hash`,`address_hash`,`created_at`);--> statement-breakpoint
CREATE INDEX `login_failures_created_at_idx` ON `login_failures` (`created_at`);