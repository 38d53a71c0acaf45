-- The lead rules that must be atomic, as SQL functions, so production (Postgres through the
-- pooler) and the local server (PGlite) run the very same statements:
--   submit_lead        duplicate check + per-client rate limit + insert, in one transaction
--   claim_leads        take pending leads for delivery (FOR UPDATE SKIP LOCKED, with a lease)
--   mark_*             record outcomes; failures back off with jitter until the retry window ends
--   reserve_mail_slot  the global ceiling on notification mails (past it, leads wait for a digest)
--   purge_expired_leads the retention promised by the privacy policy
-- They live in a schema the Data API does not expose and the public roles cannot use.

alter table public.leads drop constraint if exists leads_delivery_status_check;
alter table public.leads
  add constraint leads_delivery_status_check check (delivery_status in ('pending', 'delivered', 'failed'));

alter table public.leads
  -- When the next delivery attempt is due (backoff with jitter after each failure).
  add column if not exists next_attempt_at timestamptz not null default now(),
  -- Lease of the invocation delivering the lead; longer than the longest possible send.
  add column if not exists claimed_until timestamptz,
  -- Start of the retry window (reception, or when staff re-queued a failed lead).
  add column if not exists retry_since timestamptz not null default now(),
  -- Past the hourly mail ceiling: delivered in the next digest mail instead of a mail of its own.
  add column if not exists held_for_digest boolean not null default false,
  add column if not exists delivered_via text check (delivered_via in ('mail', 'digest')),
  -- SHA-256 of the form, contact and text: a resubmission within minutes is the same lead.
  add column if not exists dedupe_key text;

update public.leads set retry_since = received_at, next_attempt_at = coalesce(last_attempt_at, received_at)
  where delivery_status = 'pending';

create index if not exists leads_due_idx on public.leads (next_attempt_at) where delivery_status = 'pending';
create index if not exists leads_dedupe_idx on public.leads (dedupe_key, received_at) where dedupe_key is not null;
create index if not exists leads_failed_idx on public.leads (received_at) where delivery_status = 'failed';

create schema if not exists leads_private;
revoke all on schema leads_private from public;

-- Notification mails reserved in the trailing hour, for the global ceiling.
create table if not exists leads_private.mail_sends (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('lead', 'digest')),
  reserved_at timestamptz not null default now()
);
create index if not exists mail_sends_recent_idx on leads_private.mail_sends (kind, reserved_at);

-- Stores a lead unless it duplicates one received within p_dedupe_window or its client already
-- sent p_rate_max leads within p_rate_window (p_rate_max = 0: no limit). The new lead is leased to
-- the caller, which delivers it right after answering the visitor.
create or replace function leads_private.submit_lead(
  p_lead jsonb,
  p_dedupe_key text,
  p_dedupe_window interval,
  p_rate_max integer,
  p_rate_window interval,
  p_lease interval
) returns table (outcome text, lead_id uuid, received_at timestamptz)
language plpgsql
as $$
declare
  v_client text := p_lead ->> 'client_hash';
  v_recent integer;
begin
  -- Serialise submissions of one client (the count) and of one lead (the duplicate check) until
  -- commit. Namespace 1 is always taken before namespace 2, so no two submissions wait in a cycle.
  perform pg_advisory_xact_lock(1, hashtext(v_client));
  perform pg_advisory_xact_lock(2, hashtext(p_dedupe_key));

  return query
    select 'duplicate'::text, l.id, l.received_at from public.leads l
     where l.dedupe_key = p_dedupe_key and l.received_at > now() - p_dedupe_window
     order by l.received_at desc
     limit 1;
  if found then
    return;
  end if;

  if p_rate_max > 0 then
    select count(*) into v_recent from public.leads l
     where l.client_hash = v_client and l.received_at > now() - p_rate_window;
    if v_recent >= p_rate_max then
      return query select 'rate_limited'::text, null::uuid, null::timestamptz;
      return;
    end if;
  end if;

  return query
    insert into public.leads (
      form_type, name, email, phone, cpf, insurance_type, company, subject, message,
      additional_details, page, origin, user_agent, client_hash, dedupe_key, claimed_until, last_attempt_at
    )
    select r.form_type, r.name, coalesce(r.email, ''), r.phone, r.cpf, r.insurance_type, r.company, r.subject,
           r.message, r.additional_details, r.page, r.origin, r.user_agent, r.client_hash, p_dedupe_key,
           now() + p_lease, now()
      from jsonb_populate_record(null::public.leads, p_lead) r
    returning 'stored'::text, leads.id, leads.received_at;
end
$$;

-- Leases up to p_limit pending leads whose next attempt is due, oldest due first: the ones for a mail
-- of their own, or (p_held) the ones waiting for the digest. SKIP LOCKED and the lease keep two
-- concurrent runs (cron, timer, a fresh submission) from sending the same lead.
create or replace function leads_private.claim_leads(p_held boolean, p_limit integer, p_lease interval)
returns setof public.leads
language sql
as $$
  update public.leads l
     set claimed_until = now() + p_lease, last_attempt_at = now()
   where l.id in (
     select c.id from public.leads c
      where c.delivery_status = 'pending' and c.held_for_digest = p_held and c.next_attempt_at <= now()
        and (c.claimed_until is null or c.claimed_until < now())
      order by c.next_attempt_at, c.received_at
      limit p_limit
      for update skip locked)
  returning l.*;
$$;

-- Gives back leases without recording an attempt (nothing was sent).
create or replace function leads_private.release_leads(p_ids uuid[])
returns void
language sql
as $$
  update public.leads set claimed_until = null where id = any (p_ids) and delivery_status = 'pending';
$$;

-- Reserves one of p_max mails of kind p_kind per p_per; null when the ceiling is reached.
create or replace function leads_private.reserve_mail_slot(p_kind text, p_max integer, p_per interval)
returns bigint
language plpgsql
as $$
declare
  v_used integer;
  v_id bigint;
begin
  perform pg_advisory_xact_lock(3, hashtext(p_kind));
  select count(*) into v_used from leads_private.mail_sends
   where kind = p_kind and reserved_at > now() - p_per;
  if v_used >= p_max then
    return null;
  end if;
  insert into leads_private.mail_sends (kind) values (p_kind) returning id into v_id;
  return v_id;
end
$$;

-- A reservation whose mail did not go out no longer counts against the ceiling.
create or replace function leads_private.release_mail_slot(p_id bigint)
returns void
language sql
as $$
  delete from leads_private.mail_sends where id = p_id;
$$;

create or replace function leads_private.hold_for_digest(p_id uuid)
returns void
language sql
as $$
  update public.leads set held_for_digest = true, claimed_until = null
   where id = p_id and delivery_status = 'pending';
$$;

create or replace function leads_private.mark_delivered(p_ids uuid[], p_via text)
returns void
language sql
as $$
  update public.leads
     set delivery_status = 'delivered', delivered_via = p_via, delivered_at = now(),
         attempts = attempts + 1, claimed_until = null
   where id = any (p_ids) and delivery_status <> 'delivered';
$$;

-- Records a failed attempt. The next one waits p_base_seconds · 2^attempts (at most p_max_delay_seconds),
-- ±25 % jitter so retries of many leads spread out, and at least p_retry_after_seconds (the mail
-- provider's Retry-After). A failure after the retry window has run out marks the lead 'failed'.
create or replace function leads_private.mark_failed(
  p_ids uuid[],
  p_error text,
  p_retry_after_seconds integer,
  p_base_seconds integer,
  p_max_delay_seconds integer,
  p_window interval
) returns table (id uuid, delivery_status text, attempts integer, next_attempt_at timestamptz)
language sql
as $$
  update public.leads l
     set attempts = l.attempts + 1,
         last_error = left(p_error, 1000),
         claimed_until = null,
         delivery_status = case when now() >= l.retry_since + p_window then 'failed' else 'pending' end,
         next_attempt_at = now() + make_interval(secs => greatest(
           coalesce(p_retry_after_seconds, 0),
           least(p_max_delay_seconds, p_base_seconds * power(2, least(l.attempts, 30))) * (0.75 + random() * 0.5)))
   where l.id = any (p_ids) and l.delivery_status = 'pending'
  returning l.id, l.delivery_status, l.attempts, l.next_attempt_at;
$$;

-- Staff action after fixing the mail settings: failed leads get a new retry window, starting now.
create or replace function leads_private.requeue_failed_leads()
returns integer
language sql
as $$
  with requeued as (
    update public.leads
       set delivery_status = 'pending', next_attempt_at = now(), retry_since = now(), claimed_until = null
     where delivery_status = 'failed'
    returning 1)
  select count(*)::integer from requeued;
$$;

-- For the status route and an uptime monitor.
create or replace function leads_private.delivery_overview()
returns table (pending integer, failed integer, held integer, oldest_pending_at timestamptz,
               mails_last_hour integer, checked_at timestamptz)
language sql
stable
as $$
  select
    (select count(*)::integer from public.leads where delivery_status = 'pending'),
    (select count(*)::integer from public.leads where delivery_status = 'failed'),
    (select count(*)::integer from public.leads where delivery_status = 'pending' and held_for_digest),
    (select min(received_at) from public.leads where delivery_status = 'pending'),
    (select count(*)::integer from leads_private.mail_sends where kind = 'lead' and reserved_at > now() - interval '1 hour'),
    now();
$$;

-- Deletes leads older than the retention the privacy policy promises; returns how many.
create or replace function leads_private.purge_expired_leads(p_keep interval)
returns integer
language sql
as $$
  delete from leads_private.mail_sends where reserved_at < now() - interval '2 days';
  with purged as (delete from public.leads where received_at < now() - p_keep returning 1)
  select count(*)::integer from purged;
$$;

revoke all on all functions in schema leads_private from public;
revoke all on all tables in schema leads_private from public;
