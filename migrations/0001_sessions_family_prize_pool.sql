CREATE TABLE `prize_race_texts` (
	`race_id` integer NOT NULL,
	`text_id` integer NOT NULL,
	PRIMARY KEY(`race_id`, `text_id`),
	FOREIGN KEY (`race_id`) REFERENCES `prize_races`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`text_id`) REFERENCES `texts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
ALTER TABLE `prize_race_results` ADD `best_cpm` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `prize_race_results` ADD `best_accuracy` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `prize_race_results` ADD `best_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `prize_race_results` ADD `place` integer;--> statement-breakpoint
ALTER TABLE `prize_races` ADD `closed_at` integer;--> statement-breakpoint
CREATE INDEX `prize_races_end_idx` ON `prize_races` (`closed_at`,`end_at`);--> statement-breakpoint
ALTER TABLE `sessions` ADD `family_id` text;--> statement-breakpoint
CREATE INDEX `sessions_family_idx` ON `sessions` (`family_id`);