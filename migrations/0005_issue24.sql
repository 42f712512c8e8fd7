ALTER TABLE `checkouts` ADD `language` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `period_payment_id` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `period_paid_at` integer;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `ended_reason` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `ended_at` integer;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `refund_requested_at` integer;--> statement-breakpoint
CREATE INDEX `chat_messages_reference_image_idx` ON `chat_messages` (`reference_image`);