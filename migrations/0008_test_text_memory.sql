ALTER TABLE `test_results` ADD `text_id` integer REFERENCES texts(id);--> statement-breakpoint
CREATE INDEX `test_results_user_level_idx` ON `test_results` (`user_id`,`language`,`level`,`created_at`);