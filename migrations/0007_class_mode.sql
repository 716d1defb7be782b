CREATE TABLE `class_assignments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`class_id` integer NOT NULL,
	`kind` text NOT NULL,
	`lesson_from` integer,
	`lesson_to` integer,
	`target_stars` integer,
	`target_wpm` integer,
	`target_accuracy` integer,
	`keys` text,
	`due_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`removed_at` integer,
	FOREIGN KEY (`class_id`) REFERENCES `classes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `class_assignments_class_idx` ON `class_assignments` (`class_id`,`removed_at`);--> statement-breakpoint
CREATE TABLE `class_consents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`class_id` integer NOT NULL,
	`teacher_id` integer NOT NULL,
	`students` integer NOT NULL,
	`wording` text NOT NULL,
	`confirmed_at` integer NOT NULL,
	FOREIGN KEY (`class_id`) REFERENCES `classes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `class_consents_class_idx` ON `class_consents` (`class_id`);--> statement-breakpoint
CREATE TABLE `class_members` (
	`class_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`via` text NOT NULL,
	`student_number` text,
	`consent_id` integer,
	`joined_at` integer NOT NULL,
	`left_at` integer,
	PRIMARY KEY(`class_id`, `user_id`),
	FOREIGN KEY (`class_id`) REFERENCES `classes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `class_members_user_idx` ON `class_members` (`user_id`);--> statement-breakpoint
CREATE TABLE `classes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`teacher_id` integer NOT NULL,
	`name` text NOT NULL,
	`grade` integer NOT NULL,
	`school` text NOT NULL,
	`curriculum` text NOT NULL,
	`join_code` text NOT NULL,
	`lock_beyond_assignments` integer DEFAULT false NOT NULL,
	`grading_scale` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`archived_at` integer,
	FOREIGN KEY (`teacher_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `classes_join_code_unique` ON `classes` (`join_code`);--> statement-breakpoint
CREATE INDEX `classes_teacher_idx` ON `classes` (`teacher_id`);--> statement-breakpoint
CREATE TABLE `teacher_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`school` text NOT NULL,
	`town` text NOT NULL,
	`phone` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`reason` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`decided_at` integer,
	`decided_by` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `teacher_requests_status_idx` ON `teacher_requests` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `teacher_requests_user_idx` ON `teacher_requests` (`user_id`);--> statement-breakpoint
ALTER TABLE `lesson_attempts` ADD `duration_ms` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `username` text;--> statement-breakpoint
ALTER TABLE `users` ADD `class_account` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_unique` ON `users` (`username`);