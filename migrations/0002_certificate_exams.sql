CREATE TABLE `certificate_exams` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`text_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`finished_at` integer,
	`passed` integer,
	`reason` text,
	`wpm` integer,
	`cpm` integer,
	`accuracy` integer,
	`duration_ms` integer,
	`log` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `certificate_exams_user_idx` ON `certificate_exams` (`user_id`,`finished_at`);--> statement-breakpoint
ALTER TABLE `certificates` ADD `exam_id` integer REFERENCES certificate_exams(id);--> statement-breakpoint
ALTER TABLE `certificates` ADD `accuracy` integer;--> statement-breakpoint
ALTER TABLE `certificates` ADD `revoked_at` integer;