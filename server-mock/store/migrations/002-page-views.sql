-- Page views the portal sends when analytics is configured (portal.analyticsId); see
-- docs/decisions/030-analytics.md. The lender's back end would forward them to its analytics product.
CREATE TABLE page_views (
  id serial PRIMARY KEY,
  analytics_id text NOT NULL,
  route_id text NOT NULL,
  route text NOT NULL,
  title text NOT NULL,
  viewed_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL
);
