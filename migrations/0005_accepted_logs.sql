CREATE TABLE `accepted_logs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`text_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`source_id` integer NOT NULL,
	`key_count` integer NOT NULL,
	`log` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `accepted_logs_text_keys_idx` ON `accepted_logs` (`text_id`,`key_count`);--> statement-breakpoint
-- Passing exams from before this table: their logs are public (the replay), so they are the first a copy would borrow.
INSERT INTO `accepted_logs` (`kind`, `text_id`, `user_id`, `source_id`, `key_count`, `log`, `created_at`)
SELECT 'certificate', `text_id`, `user_id`, `id`, json_array_length(`log`), `log`, coalesce(`finished_at`, `created_at`)
FROM `certificate_exams` WHERE `passed` = 1 AND `log` IS NOT NULL;
