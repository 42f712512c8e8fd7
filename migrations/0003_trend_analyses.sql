CREATE TABLE `trend_analyses` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`niche` text NOT NULL,
	`inputs` text NOT NULL,
	`analysis` text NOT NULL,
	`videos` text NOT NULL,
	`source` text NOT NULL,
	`data_status` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `trend_analyses_user_id_created_at_idx` ON `trend_analyses` (`user_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `channel_analysis_history` ADD `channel_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `channel_analysis_history_user_channel_unique` ON `channel_analysis_history` (`user_id`,`channel_id`);