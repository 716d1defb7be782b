CREATE TABLE `prize_challenges` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`race_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`text_id` integer NOT NULL,
	`wpm` integer NOT NULL,
	`cpm` integer NOT NULL,
	`accuracy` integer NOT NULL,
	`duration_ms` integer NOT NULL,
	`log` text NOT NULL,
	`log_key` text NOT NULL,
	`held_at` integer NOT NULL,
	`challenge_text` text NOT NULL,
	`expires_at` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`answered_at` integer,
	`answer_wpm` integer,
	`answer_accuracy` integer,
	`reason` text,
	FOREIGN KEY (`race_id`) REFERENCES `prize_races`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `prize_challenges_race_idx` ON `prize_challenges` (`race_id`,`status`);--> statement-breakpoint
CREATE INDEX `prize_challenges_user_idx` ON `prize_challenges` (`user_id`,`status`);--> statement-breakpoint
ALTER TABLE `prize_race_results` ADD `best_text_id` integer;--> statement-breakpoint
ALTER TABLE `prize_race_results` ADD `best_log` text;--> statement-breakpoint
ALTER TABLE `prize_race_results` ADD `disqualified_at` integer;