ALTER TABLE `school_licences` ADD `begun_at` integer;--> statement-breakpoint
-- Licences before this column started when they were bought: their seats were applied then.
UPDATE `school_licences` SET `begun_at` = `start_at`;
