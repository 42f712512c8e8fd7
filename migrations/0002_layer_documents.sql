ALTER TABLE `thumbnails` ADD `document` text;--> statement-breakpoint
ALTER TABLE `thumbnails` ADD `revision` integer DEFAULT 0 NOT NULL;