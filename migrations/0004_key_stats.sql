CREATE TABLE `key_confusions` (
	`user_id` integer NOT NULL,
	`layout` text NOT NULL,
	`code` text NOT NULL,
	`pressed` text NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`user_id`, `layout`, `code`, `pressed`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `key_stat_sources` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `key_stat_sources_user_idx` ON `key_stat_sources` (`user_id`);--> statement-breakpoint
CREATE TABLE `key_stats` (
	`user_id` integer NOT NULL,
	`layout` text NOT NULL,
	`code` text NOT NULL,
	`hits` integer NOT NULL,
	`misses` integer NOT NULL,
	`timed_n` integer NOT NULL,
	`mean_ms` real NOT NULL,
	`m2` real NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `layout`, `code`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
