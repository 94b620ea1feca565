-- Shareable preview links of change requests (decision 390): what a link opens, who made it and when,
-- until when it holds and whether it was revoked. The signature is not stored: it is the HMAC of the
-- row's id, request and expiry under the server's key, so a copied table forges nothing.
CREATE TABLE studio_preview_links (
  id serial PRIMARY KEY,
  request_id int NOT NULL REFERENCES studio_change_requests (id) ON DELETE CASCADE,
  route text NOT NULL,
  width text NOT NULL CHECK (width IN ('phone', 'desktop')),
  borrower text,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_by text,
  revoked_at timestamptz
);

CREATE INDEX studio_preview_links_request ON studio_preview_links (request_id);
