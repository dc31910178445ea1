-- Product photos per colour variation, in gallery order. A variation without rows here is
-- shown with its drawn mockups (front and side, tinted to its hex); one with photos shows
-- them instead, the first as its primary image.
CREATE TABLE variation_images (
  variation_id INTEGER NOT NULL REFERENCES variations(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  url TEXT NOT NULL,
  alt TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (variation_id, position)
);
