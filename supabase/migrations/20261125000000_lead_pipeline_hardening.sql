-- The lead pipeline, round two: retries that are byte-for-byte retries, permanent mail rejections,
-- a global ceiling on stored leads, spam kept and summed up (never dropped), less personal data kept
-- for less time, and least privilege (the function gets a role of its own; anon and authenticated
-- get nothing on the lead tables, whatever Supabase's default grants gave them).

-- Possible spam (a server-side signal such as the honeypot's value): stored, never mailed one by
-- one, summed up once a day in a "possível spam" digest. Null for an ordinary lead.
alter table public.leads add column if not exists spam_reason text;
-- Without the trusted address header there is no client to count (the global ceiling still holds),
-- and after 30 days the hash and the user agent are cleared: both may be null.
alter table public.leads alter column client_hash drop not null;

alter table public.leads drop constraint if exists leads_delivered_via_check;
alter table public.leads
  add constraint leads_delivered_via_check check (delivered_via in ('mail', 'digest', 'spam-digest'));

-- The global ceiling counts recent leads of every client.
create index if not exists leads_received_idx on public.leads (received_at);
create index if not exists leads_spam_idx on public.leads (received_at)
  where delivery_status = 'pending' and spam_reason is not null;

-- Every notification exactly as first rendered, under its idempotency key: a retry sends the very
-- same bytes (Resend answers 409 to a reused key with another body), whatever changed in between
-- (row order, a new deploy of the template). Kept two days: Resend forgets keys after 24 hours.
create table if not exists leads_private.outbound_mails (
  idempotency_key text primary key,
  subject text not null,
  text_body text not null,
  html_body text not null,
  reply_to text,
  created_at timestamptz not null default now()
);

drop function if exists leads_private.submit_lead(jsonb, text, interval, integer, interval, interval);
-- Stores a lead unless it duplicates one received within p_dedupe_window, its client already sent
-- p_rate_max leads within p_rate_window, or every client together already sent p_max_per_minute in
-- the last minute or p_max_per_hour in the last hour (0 = no limit). An ordinary lead is leased to
-- the caller, which delivers it right after answering; possible spam waits for its daily digest.
create function leads_private.submit_lead(
  p_lead jsonb,
  p_dedupe_key text,
  p_dedupe_window interval,
  p_rate_max integer,
  p_rate_window interval,
  p_max_per_minute integer,
  p_max_per_hour integer,
  p_lease interval
) returns table (outcome text, lead_id uuid, received_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_client text := p_lead ->> 'client_hash';
  v_recent integer;
begin
  -- Lock order, always: the ceiling (0), the client (1), the lead (2), so no two submissions wait in a cycle.
  if p_max_per_minute > 0 or p_max_per_hour > 0 then
    perform pg_advisory_xact_lock(0, 0);
  end if;
  if v_client is not null then
    perform pg_advisory_xact_lock(1, hashtext(v_client));
  end if;
  perform pg_advisory_xact_lock(2, hashtext(p_dedupe_key));

  return query
    select 'duplicate'::text, l.id, l.received_at from public.leads l
     where l.dedupe_key = p_dedupe_key and l.received_at > now() - p_dedupe_window
     order by l.received_at desc
     limit 1;
  if found then
    return;
  end if;

  if p_rate_max > 0 and v_client is not null then
    select count(*) into v_recent from public.leads l
     where l.client_hash = v_client and l.received_at > now() - p_rate_window;
    if v_recent >= p_rate_max then
      return query select 'rate_limited'::text, null::uuid, null::timestamptz;
      return;
    end if;
  end if;

  if p_max_per_minute > 0 then
    select count(*) into v_recent from public.leads l where l.received_at > now() - interval '1 minute';
    if v_recent >= p_max_per_minute then
      return query select 'ceiling'::text, null::uuid, null::timestamptz;
      return;
    end if;
  end if;
  if p_max_per_hour > 0 then
    select count(*) into v_recent from public.leads l where l.received_at > now() - interval '1 hour';
    if v_recent >= p_max_per_hour then
      return query select 'ceiling'::text, null::uuid, null::timestamptz;
      return;
    end if;
  end if;

  return query
    insert into public.leads (
      form_type, name, email, phone, cpf, insurance_type, company, subject, message,
      additional_details, page, origin, user_agent, client_hash, spam_reason, dedupe_key, claimed_until, last_attempt_at
    )
    select r.form_type, r.name, coalesce(r.email, ''), r.phone, r.cpf, r.insurance_type, r.company, r.subject,
           r.message, r.additional_details, r.page, r.origin, r.user_agent, r.client_hash, r.spam_reason, p_dedupe_key,
           case when r.spam_reason is null then now() + p_lease end,
           case when r.spam_reason is null then now() end
      from jsonb_populate_record(null::public.leads, p_lead) r
    returning 'stored'::text, leads.id, leads.received_at;
end
$$;

-- Leases up to p_limit due leads for a mail of their own (p_held = false) or, unused now, held ones;
-- returned in a fixed order (not the planner's), possible spam never among them.
create or replace function leads_private.claim_leads(p_held boolean, p_limit integer, p_lease interval)
returns setof public.leads
language sql
security definer
set search_path = ''
as $$
  with claimed as (
    update public.leads l
       set claimed_until = now() + p_lease, last_attempt_at = now()
     where l.id in (
       select c.id from public.leads c
        where c.delivery_status = 'pending' and c.held_for_digest = p_held and c.spam_reason is null
          and c.next_attempt_at <= now() and (c.claimed_until is null or c.claimed_until < now())
        order by c.next_attempt_at, c.received_at
        limit p_limit
        for update skip locked)
    returning l.*)
  select * from claimed order by received_at, id;
$$;

drop function if exists leads_private.claim_digest(integer, interval);
-- Leases the leads of the pending digest of one kind ('digest': held past the hourly mail ceiling;
-- 'spam': possible spam): an earlier batch not yet delivered, whole, once all of it is due and none
-- of it is leased; otherwise a new batch of up to p_limit leads. Oldest first, in a fixed order.
create function leads_private.claim_digest(p_kind text, p_limit integer, p_lease interval)
returns setof public.leads
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_batch uuid;
  v_spam boolean := p_kind = 'spam';
begin
  if p_kind not in ('digest', 'spam') then
    raise exception 'unknown digest kind %', p_kind;
  end if;
  perform pg_advisory_xact_lock(4, hashtext(p_kind));
  select l.digest_batch into v_batch from public.leads l
   where l.delivery_status = 'pending' and l.digest_batch is not null
     and (l.spam_reason is not null) = v_spam and (v_spam or l.held_for_digest)
   order by l.received_at, l.id
   limit 1;
  if v_batch is null then
    v_batch := gen_random_uuid();
    update public.leads set digest_batch = v_batch
     where id in (
       select c.id from public.leads c
        where c.delivery_status = 'pending' and c.digest_batch is null
          and (c.spam_reason is not null) = v_spam and (v_spam or c.held_for_digest)
          and c.next_attempt_at <= now() and (c.claimed_until is null or c.claimed_until < now())
        order by c.received_at, c.id
        limit p_limit);
  end if;
  if exists (
    select 1 from public.leads w
     where w.digest_batch = v_batch and w.delivery_status = 'pending'
       and (w.next_attempt_at > now() or (w.claimed_until is not null and w.claimed_until >= now()))) then
    return;
  end if;
  return query
    with claimed as (
      update public.leads l
         set claimed_until = now() + p_lease, last_attempt_at = now()
       where l.digest_batch = v_batch and l.delivery_status = 'pending'
      returning l.*)
    select * from claimed order by received_at, id;
end
$$;

-- The message stored under p_key: the one given on the first call, the same on every later call.
create or replace function leads_private.prepare_mail(
  p_key text, p_subject text, p_text text, p_html text, p_reply_to text
) returns table (subject text, text_body text, html_body text, reply_to text)
language sql
security definer
set search_path = ''
as $$
  insert into leads_private.outbound_mails (idempotency_key, subject, text_body, html_body, reply_to)
  values (p_key, p_subject, p_text, p_html, p_reply_to)
  on conflict (idempotency_key) do nothing;
  select m.subject, m.text_body, m.html_body, m.reply_to from leads_private.outbound_mails m where m.idempotency_key = p_key;
$$;

drop function if exists leads_private.mark_failed(uuid[], text, integer, integer, integer, interval);
-- Records a failed attempt. A permanent rejection (the provider refused this very mail) marks the
-- leads 'failed' at once, so the status route raises the alarm; otherwise the next attempt waits
-- p_base_seconds · 2^attempts (at most p_max_delay_seconds) ±25 % jitter, and at least
-- p_retry_after_seconds, until the retry window has run out.
create function leads_private.mark_failed(
  p_ids uuid[],
  p_error text,
  p_permanent boolean,
  p_retry_after_seconds integer,
  p_base_seconds integer,
  p_max_delay_seconds integer,
  p_window interval
) returns table (id uuid, delivery_status text, attempts integer, next_attempt_at timestamptz)
language sql
security definer
set search_path = ''
as $$
  update public.leads l
     set attempts = l.attempts + 1,
         last_error = left(p_error, 1000),
         claimed_until = null,
         delivery_status = case when p_permanent or now() >= l.retry_since + p_window then 'failed' else 'pending' end,
         next_attempt_at = now() + make_interval(secs => greatest(
           coalesce(p_retry_after_seconds, 0),
           least(p_max_delay_seconds, p_base_seconds * power(2, least(l.attempts, 30))) * (0.75 + random() * 0.5)))
   where l.id = any (p_ids) and l.delivery_status = 'pending'
  returning l.id, l.delivery_status, l.attempts, l.next_attempt_at;
$$;

drop function if exists leads_private.delivery_overview();
-- For the status route and an uptime monitor. Possible spam is counted apart: it waits up to a day
-- for its digest by design.
create function leads_private.delivery_overview()
returns table (pending integer, failed integer, held integer, oldest_pending_at timestamptz,
               spam_pending integer, oldest_spam_at timestamptz, last_failure text,
               mails_last_hour integer, checked_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select
    (select count(*)::integer from public.leads where delivery_status = 'pending' and spam_reason is null),
    (select count(*)::integer from public.leads where delivery_status = 'failed'),
    (select count(*)::integer from public.leads where delivery_status = 'pending' and held_for_digest and spam_reason is null),
    (select min(received_at) from public.leads where delivery_status = 'pending' and spam_reason is null),
    (select count(*)::integer from public.leads where delivery_status = 'pending' and spam_reason is not null),
    (select min(received_at) from public.leads where delivery_status = 'pending' and spam_reason is not null),
    (select last_error from public.leads where delivery_status = 'failed' order by last_attempt_at desc nulls last limit 1),
    (select count(*)::integer from leads_private.mail_sends where kind = 'lead' and reserved_at > now() - interval '1 hour'),
    now();
$$;

drop function if exists leads_private.purge_expired_leads(interval);
-- Deletes leads older than the retention the privacy policy promises and returns how many; clears
-- what only served the rate limit and diagnosis (client hash, user agent) after p_forget_client_after;
-- drops stored notifications once Resend no longer knows their keys.
create function leads_private.purge_expired_leads(p_keep interval, p_forget_client_after interval default interval '30 days')
returns integer
language sql
security definer
set search_path = ''
as $$
  delete from leads_private.mail_sends where reserved_at < now() - interval '2 days';
  delete from leads_private.outbound_mails where created_at < now() - interval '2 days';
  update public.leads set client_hash = null, user_agent = null
   where received_at < now() - p_forget_client_after and (client_hash is not null or user_agent is not null);
  with purged as (delete from public.leads where received_at < now() - p_keep returning 1)
  select count(*)::integer from purged;
$$;

-- The functions not redefined above run as their owner too, with no search path to hijack.
alter function leads_private.release_leads(uuid[]) security definer set search_path = '';
alter function leads_private.reserve_mail_slot(text, integer, interval) security definer set search_path = '';
alter function leads_private.release_mail_slot(bigint) security definer set search_path = '';
alter function leads_private.hold_for_digest(uuid) security definer set search_path = '';
alter function leads_private.mark_delivered(uuid[], text) security definer set search_path = '';
alter function leads_private.requeue_failed_leads() security definer set search_path = '';

alter table leads_private.mail_sends drop constraint if exists mail_sends_kind_check;
alter table leads_private.mail_sends add constraint mail_sends_kind_check check (kind in ('lead', 'digest', 'spam-digest'));

-- Least privilege. A function is executable by PUBLIC when created, and Supabase grants anon,
-- authenticated and service_role everything on new tables and functions in public: take it back.
revoke all on all functions in schema leads_private from public;
revoke all on all tables in schema leads_private from public;
alter default privileges in schema leads_private revoke execute on functions from public;
revoke all on table public.leads from public;
do $$
declare
  v_role text;
begin
  foreach v_role in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = v_role) then
      execute format('revoke all on table public.leads from %I', v_role);
      execute format('revoke all on all functions in schema leads_private from %I', v_role);
      execute format('revoke all on all tables in schema leads_private from %I', v_role);
      execute format('revoke all on schema leads_private from %I', v_role);
    end if;
  end loop;
end
$$;

-- The function's own login role: it may call the lead functions it uses, nothing else (no table,
-- no purge, no re-queue). Its password is set once by the operator (docs/deploy.md, "Deploy (Supabase)"):
--   alter role send_form_email with login password '<a long random password>';
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'send_form_email') then
    create role send_form_email nologin noinherit;
  end if;
end
$$;
grant usage on schema leads_private to send_form_email;
-- The claims return rows of public.leads: the role needs to resolve that type, not to read the table.
grant usage on schema public to send_form_email;
grant execute on function
  leads_private.submit_lead(jsonb, text, interval, integer, interval, integer, integer, interval),
  leads_private.claim_leads(boolean, integer, interval),
  leads_private.claim_digest(text, integer, interval),
  leads_private.release_leads(uuid[]),
  leads_private.reserve_mail_slot(text, integer, interval),
  leads_private.release_mail_slot(bigint),
  leads_private.hold_for_digest(uuid),
  leads_private.prepare_mail(text, text, text, text, text),
  leads_private.mark_delivered(uuid[], text),
  leads_private.mark_failed(uuid[], text, boolean, integer, integer, integer, interval),
  leads_private.delivery_overview()
  to send_form_email;
