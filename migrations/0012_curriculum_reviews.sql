CREATE TABLE `curriculum_reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`curriculum` text NOT NULL,
	`reviewer_name` text NOT NULL,
	`reviewer_role` text NOT NULL,
	`note` text,
	`signed_by_id` integer NOT NULL,
	`signed_by_email` text NOT NULL,
	`signed_at` integer NOT NULL,
	`withdrawn_at` integer,
	`withdrawn_by_id` integer,
	`withdrawn_by_email` text,
	`withdrawal_note` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `curriculum_reviews_standing_idx` ON `curriculum_reviews` (`curriculum`) WHERE withdrawn_at IS NULL;--> statement-breakpoint
CREATE INDEX `curriculum_reviews_curriculum_idx` ON `curriculum_reviews` (`curriculum`,`signed_at`);