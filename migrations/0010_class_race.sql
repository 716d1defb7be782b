ALTER TABLE `rooms` ADD `class_id` integer;--> statement-breakpoint
CREATE INDEX `rooms_class_idx` ON `rooms` (`class_id`,`created_at`);