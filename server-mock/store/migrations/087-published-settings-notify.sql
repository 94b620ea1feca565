-- Every change of the served institution (a publish, a rollback, a sample switch, maintenance mode,
-- a reset) tells every process on this database, so each drops its in-memory ApplicationOptions
-- answer at once (decision 302). The payload is the version now served.
create or replace function notify_published_settings() returns trigger language plpgsql as $$
begin
  perform pg_notify('published_settings', new.version::text);
  return new;
end
$$;

create trigger institution_state_notify
  after insert or update on institution_state
  for each row execute function notify_published_settings();
