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
CREATE INDEX `retained_payments_retain_until_idx` ON `retained_payments` (`retain_until`);