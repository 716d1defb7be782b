ALTER TABLE `prize_races` ADD `cancelled_at` integer;--> statement-breakpoint
ALTER TABLE `texts` ADD `retired_at` integer;