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
CREATE TABLE `friend_requests` (
	`from_id` integer NOT NULL,
	`to_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	PRIMARY KEY(`from_id`, `to_id`),
	FOREIGN KEY (`from_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`to_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `friend_requests_to_idx` ON `friend_requests` (`to_id`);--> statement-breakpoint
CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`actor_id` integer NOT NULL,
	`actor_email` text NOT NULL,
	`action` text NOT NULL,
	`target_type` text NOT NULL,
	`target_id` text NOT NULL,
	`before` text,
	`after` text,
	`at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_log_at_idx` ON `audit_log` (`at`);--> statement-breakpoint
CREATE INDEX `audit_log_actor_idx` ON `audit_log` (`actor_id`,`at`);--> statement-breakpoint
CREATE INDEX `audit_log_action_idx` ON `audit_log` (`action`,`at`);--> statement-breakpoint
CREATE INDEX `audit_log_target_idx` ON `audit_log` (`target_type`,`target_id`,`at`);--> statement-breakpoint
ALTER TABLE `certificates` ADD `exam_id` integer REFERENCES certificate_exams(id);--> statement-breakpoint
ALTER TABLE `certificates` ADD `accuracy` integer;--> statement-breakpoint
ALTER TABLE `certificates` ADD `revoked_at` integer;--> statement-breakpoint
ALTER TABLE `notifications` ADD `params` text;--> statement-breakpoint
ALTER TABLE `prize_races` ADD `cancelled_at` integer;--> statement-breakpoint
ALTER TABLE `texts` ADD `retired_at` integer;--> statement-breakpoint
CREATE INDEX `invoices_status_idx` ON `invoices` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `lesson_attempts_created_idx` ON `lesson_attempts` (`created_at`);--> statement-breakpoint
CREATE INDEX `payments_created_idx` ON `payments` (`created_at`);--> statement-breakpoint
CREATE INDEX `test_results_created_idx` ON `test_results` (`created_at`);--> statement-breakpoint
CREATE INDEX `users_end_at_idx` ON `users` (`end_at`);--> statement-breakpoint
CREATE INDEX `users_created_idx` ON `users` (`created_at`);--> statement-breakpoint
-- Hand-written (issue 18, ADR 017): the audit log is append-only. Keep these two triggers when this
-- migration is regenerated.
CREATE TRIGGER `audit_log_no_update` BEFORE UPDATE ON `audit_log`
BEGIN
	SELECT RAISE(ABORT, 'audit_log is append-only');
END;--> statement-breakpoint
CREATE TRIGGER `audit_log_no_delete` BEFORE DELETE ON `audit_log`
BEGIN
	SELECT RAISE(ABORT, 'audit_log is append-only');
END;
