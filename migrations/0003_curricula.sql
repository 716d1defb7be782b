DROP INDEX `lessons_level_unique`;--> statement-breakpoint
ALTER TABLE `lessons` ADD `curriculum` text DEFAULT 'mn' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `lessons_level_unique` ON `lessons` (`curriculum`,`level`);--> statement-breakpoint
ALTER TABLE `lesson_groups` ADD `curriculum` text DEFAULT 'mn' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `lesson_groups_position_unique` ON `lesson_groups` (`curriculum`,`position`);