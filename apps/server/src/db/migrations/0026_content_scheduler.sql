-- content_scheduler: an automation action of kind attach_content attaches an editorial script to a
-- clock template element at its time. The pair lives beside the action (one row per action) rather
-- than in its text, so it is typed and validated; the attach itself is the content feature's write.
ALTER TABLE automation_actions DROP CONSTRAINT automation_actions_kind_check;
ALTER TABLE automation_actions ADD CONSTRAINT automation_actions_kind_check
  CHECK (kind IN ('staff_message', 'akutt', 'display_message', 'host_reminder', 'attach_content'));

CREATE TABLE content_scheduler (
  action_id uuid PRIMARY KEY REFERENCES automation_actions(id) ON DELETE CASCADE,
  -- No foreign keys to the script or the element: either may be deleted after the action is
  -- saved, and the run then fails with a reason instead of the action silently vanishing.
  editorial_id uuid NOT NULL,
  element_id uuid NOT NULL
);
