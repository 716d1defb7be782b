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
ALTER TABLE `notifications` ADD `params` text;--> statement-breakpoint
CREATE INDEX `users_end_at_idx` ON `users` (`end_at`);