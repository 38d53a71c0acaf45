-- A lead's own mail keeps its place under the hourly ceiling from its first attempt to its delivery.
-- Before this, a retry reserved a new place: when the function was killed after Resend took a lead's
-- mail but before it was marked delivered (or Resend's answer was lost), the retry could find the
-- ceiling reached and put the lead in a digest too, so the staff got it twice. Now the reservation
-- carries the mail's idempotency key; a retry finds it (of any age) and sends the same mail under the
-- same key, which Resend recognises. A lead's reservation is not given back after a failed attempt
-- either (the function stops releasing it): its mail may have gone out.

alter table leads_private.mail_sends add column if not exists mail_key text;
create unique index if not exists mail_sends_mail_key_idx on leads_private.mail_sends (mail_key) where mail_key is not null;

drop function if exists leads_private.reserve_mail_slot(text, integer, interval);
-- Reserves one of p_max mails of kind p_kind per p_per, or returns the reservation already made for
-- p_key; null when the ceiling is reached.
create function leads_private.reserve_mail_slot(p_kind text, p_max integer, p_per interval, p_key text default null)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_used integer;
  v_id bigint;
begin
  perform pg_advisory_xact_lock(3, hashtext(p_kind));
  if p_key is not null then
    select s.id into v_id from leads_private.mail_sends s where s.mail_key = p_key;
    if v_id is not null then
      return v_id;
    end if;
  end if;
  select count(*) into v_used from leads_private.mail_sends
   where kind = p_kind and reserved_at > now() - p_per;
  if v_used >= p_max then
    return null;
  end if;
  insert into leads_private.mail_sends (kind, mail_key) values (p_kind, p_key) returning id into v_id;
  return v_id;
end
$$;

revoke all on function leads_private.reserve_mail_slot(text, integer, interval, text) from public;
do $$
declare
  v_role text;
begin
  foreach v_role in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = v_role) then
      execute format('revoke all on function leads_private.reserve_mail_slot(text, integer, interval, text) from %I', v_role);
    end if;
  end loop;
end
$$;
grant execute on function leads_private.reserve_mail_slot(text, integer, interval, text) to send_form_email;
