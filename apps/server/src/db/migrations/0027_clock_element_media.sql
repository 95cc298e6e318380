-- A clock element can carry one media item from the library (a jingle, a bed, a pre-recorded
-- interview). The template element holds the choice and the dated copy made when the day's clocks
-- are prepared carries it along. Deleting the file from the library leaves the element without it.
ALTER TABLE clock_template_elements ADD COLUMN media_id uuid REFERENCES media_library(id) ON DELETE SET NULL;
ALTER TABLE clock_content_elements ADD COLUMN media_id uuid REFERENCES media_library(id) ON DELETE SET NULL;
-- Deleting a media item looks up the elements that carry it (ON DELETE SET NULL).
CREATE INDEX clock_template_elements_media_idx ON clock_template_elements(media_id) WHERE media_id IS NOT NULL;
CREATE INDEX clock_content_elements_media_idx ON clock_content_elements(media_id) WHERE media_id IS NOT NULL;

-- content_scheduler attaches either a script (as in 0026) or a media item to the element. Still no
-- foreign key to the item: a gone item fails the run with a reason. Exactly one of the two is set.
ALTER TABLE content_scheduler ALTER COLUMN editorial_id DROP NOT NULL;
ALTER TABLE content_scheduler ADD COLUMN media_id uuid;
ALTER TABLE content_scheduler ADD CONSTRAINT content_scheduler_one_item_check CHECK ((editorial_id IS NULL) <> (media_id IS NULL));
