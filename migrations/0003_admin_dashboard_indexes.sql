CREATE INDEX `invoices_status_idx` ON `invoices` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `lesson_attempts_created_idx` ON `lesson_attempts` (`created_at`);--> statement-breakpoint
CREATE INDEX `payments_created_idx` ON `payments` (`created_at`);--> statement-breakpoint
CREATE INDEX `test_results_created_idx` ON `test_results` (`created_at`);--> statement-breakpoint
CREATE INDEX `users_created_idx` ON `users` (`created_at`);