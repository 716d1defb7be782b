CREATE TABLE `access_grants` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`source` text NOT NULL,
	`key` text NOT NULL,
	`days` integer NOT NULL,
	`end_before` integer,
	`end_after` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `access_grants_key_unique` ON `access_grants` (`key`);--> statement-breakpoint
CREATE INDEX `access_grants_user_idx` ON `access_grants` (`user_id`,`id`);--> statement-breakpoint
CREATE TABLE `school_licences` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`class_id` integer NOT NULL,
	`buyer_id` integer NOT NULL,
	`source` text NOT NULL,
	`key` text NOT NULL,
	`seats` integer NOT NULL,
	`months` integer NOT NULL,
	`amount` integer DEFAULT 0 NOT NULL,
	`start_at` integer NOT NULL,
	`end_at` integer NOT NULL,
	`refunded_at` integer,
	`warned_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`class_id`) REFERENCES `classes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `school_licences_key_unique` ON `school_licences` (`key`);--> statement-breakpoint
CREATE INDEX `school_licences_class_idx` ON `school_licences` (`class_id`,`end_at`);--> statement-breakpoint
CREATE INDEX `school_licences_end_idx` ON `school_licences` (`end_at`);--> statement-breakpoint
ALTER TABLE `coupons` ADD `seats` integer;--> statement-breakpoint
ALTER TABLE `coupons` ADD `class_id` integer;--> statement-breakpoint
ALTER TABLE `invoices` ADD `class_id` integer;--> statement-breakpoint
ALTER TABLE `invoices` ADD `seats` integer;--> statement-breakpoint
-- Every end date written before the ledger becomes that learner's first personal grant (ADR 041).
INSERT INTO `access_grants` (`user_id`, `source`, `key`, `days`, `end_before`, `end_after`) SELECT `id`, 'legacy', 'legacy:' || `id`, 0, NULL, `end_at` FROM `users` WHERE `end_at` IS NOT NULL;
