-- The visitor's confirmation: one short fixed-template mail to the address a full quote or a contact
-- message gave, with the protocol (supabase/functions/_shared/confirmation.ts). It is a classic
-- abuse vector, so the rules that make it useless for that are here, atomic:
--   - it is decided only after the staff's mail of that lead went out (never for possible spam);
--   - at most one per address per window (a day): only an HMAC of the address is kept, for two days;
--   - it has its own status, attempts and backoff, so its failures never touch the staff's mail;
--   - it is sent under its own idempotency key (confirmation/<lead id>), like every other mail.

alter table public.leads
  add column if not exists confirmation_status text
    check (confirmation_status in ('pending', 'sent', 'skipped', 'failed')),
  add column if not exists confirmation_attempts integer not null default 0,
  add column if not exists confirmation_queued_at timestamptz,
  add column if not exists confirmation_next_attempt_at timestamptz,
  add column if not exists confirmation_claimed_until timestamptz,
  -- Why it was skipped, or the last failure (no personal data).
  add column if not exists confirmation_note text,
  add column if not exists confirmation_sent_at timestamptz;

create index if not exists leads_confirmation_due_idx on public.leads (confirmation_next_attempt_at)
  where confirmation_status = 'pending';

create table if not exists leads_private.confirmation_recipients (
  address_hash text not null,
  lead_id uuid not null,
  reserved_at timestamptz not null default now()
);
create index if not exists confirmation_recipients_recent_idx on leads_private.confirmation_recipients (address_hash, reserved_at);
revoke all on table leads_private.confirmation_recipients from public;

alter table leads_private.mail_sends drop constraint if exists mail_sends_kind_check;
alter table leads_private.mail_sends add constraint mail_sends_kind_check
  check (kind in ('lead', 'digest', 'spam-digest', 'confirmation'));

-- Decides a lead's confirmation once its staff mail is delivered: 'queued' (leased to the caller,
-- which sends it at once), 'skipped' (this address already had one within p_per_address) or 'none'
-- (decided before, or no such lead). Possible spam and leads without an address are never queued.
create or replace function leads_private.queue_confirmation(p_id uuid, p_address_hash text, p_per_address interval, p_lease interval)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_lead public.leads%rowtype;
begin
  -- Two leads of one address at once: the second waits, then sees the first one's row.
  perform pg_advisory_xact_lock(4, hashtext(p_address_hash));
  select * into v_lead from public.leads l where l.id = p_id for update;
  if not found or v_lead.confirmation_status is not null or v_lead.spam_reason is not null
     or v_lead.delivery_status <> 'delivered' or coalesce(v_lead.email, '') = '' then
    return 'none';
  end if;
  if exists (select 1 from leads_private.confirmation_recipients r
              where r.address_hash = p_address_hash and r.reserved_at > now() - p_per_address) then
    update public.leads set confirmation_status = 'skipped', confirmation_note = 'endereço já confirmado no período'
     where id = p_id;
    return 'skipped';
  end if;
  insert into leads_private.confirmation_recipients (address_hash, lead_id) values (p_address_hash, p_id);
  update public.leads
     set confirmation_status = 'pending', confirmation_queued_at = now(), confirmation_next_attempt_at = now(),
         confirmation_claimed_until = now() + p_lease
   where id = p_id;
  return 'queued';
end
$$;

-- Leases confirmations whose next attempt is due (a scheduled run retries them).
create or replace function leads_private.claim_confirmations(p_limit integer, p_lease interval)
returns setof public.leads
language sql
security definer
set search_path = ''
as $$
  update public.leads l
     set confirmation_claimed_until = now() + p_lease
   where l.id in (
     select c.id from public.leads c
      where c.confirmation_status = 'pending' and c.confirmation_next_attempt_at <= now()
        and (c.confirmation_claimed_until is null or c.confirmation_claimed_until < now())
      order by c.confirmation_next_attempt_at, c.received_at
      limit p_limit
      for update skip locked)
  returning l.*;
$$;

create or replace function leads_private.mark_confirmation_sent(p_id uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.leads
     set confirmation_status = 'sent', confirmation_sent_at = now(), confirmation_claimed_until = null,
         confirmation_note = null
   where id = p_id and confirmation_status = 'pending';
$$;

-- Past the hourly mail ceiling a confirmation is dropped, not delayed: the staff's mail is what counts.
create or replace function leads_private.skip_confirmation(p_id uuid, p_reason text)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.leads
     set confirmation_status = 'skipped', confirmation_note = left(p_reason, 1000), confirmation_claimed_until = null
   where id = p_id and confirmation_status = 'pending';
$$;

-- A failed attempt backs off like a staff mail's (mark_failed): with jitter, at least Retry-After,
-- until the window from its queueing ends or the provider refused it for good.
create or replace function leads_private.mark_confirmation_failed(
  p_id uuid,
  p_error text,
  p_permanent boolean,
  p_retry_after_seconds integer,
  p_base_seconds integer,
  p_max_delay_seconds integer,
  p_window interval
) returns table (id uuid, confirmation_status text, confirmation_attempts integer, confirmation_next_attempt_at timestamptz)
language sql
security definer
set search_path = ''
as $$
  update public.leads l
     set confirmation_attempts = l.confirmation_attempts + 1,
         confirmation_note = left(p_error, 1000),
         confirmation_claimed_until = null,
         confirmation_status = case when p_permanent or now() >= l.confirmation_queued_at + p_window then 'failed' else 'pending' end,
         confirmation_next_attempt_at = now() + make_interval(secs => greatest(
           coalesce(p_retry_after_seconds, 0),
           least(p_max_delay_seconds, p_base_seconds * power(2, least(l.confirmation_attempts, 30))) * (0.75 + random() * 0.5)))
   where l.id = p_id and l.confirmation_status = 'pending'
  returning l.id, l.confirmation_status, l.confirmation_attempts, l.confirmation_next_attempt_at;
$$;

-- purge_expired_leads as in 20261125000000_lead_pipeline_hardening.sql, also forgetting the
-- confirmed addresses' hashes after two days (the per-address window is one).
create or replace function leads_private.purge_expired_leads(p_keep interval, p_forget_client_after interval default interval '30 days')
returns integer
language sql
security definer
set search_path = ''
as $$
  delete from leads_private.mail_sends where reserved_at < now() - interval '2 days';
  delete from leads_private.outbound_mails where created_at < now() - interval '2 days';
  delete from leads_private.confirmation_recipients where reserved_at < now() - interval '2 days';
  update public.leads set client_hash = null, user_agent = null
   where received_at < now() - p_forget_client_after and (client_hash is not null or user_agent is not null);
  with purged as (delete from public.leads where received_at < now() - p_keep returning 1)
  select count(*)::integer from purged;
$$;

revoke all on function leads_private.queue_confirmation(uuid, text, interval, interval) from public;
revoke all on function leads_private.claim_confirmations(integer, interval) from public;
revoke all on function leads_private.mark_confirmation_sent(uuid) from public;
revoke all on function leads_private.skip_confirmation(uuid, text) from public;
revoke all on function leads_private.mark_confirmation_failed(uuid, text, boolean, integer, integer, integer, interval) from public;

do $$
declare
  v_role text;
begin
  foreach v_role in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = v_role) then
      execute format('revoke all on table leads_private.confirmation_recipients from %I', v_role);
      execute format('revoke all on all functions in schema leads_private from %I', v_role);
    end if;
  end loop;
end
$$;

grant execute on function
  leads_private.queue_confirmation(uuid, text, interval, interval),
  leads_private.claim_confirmations(integer, interval),
  leads_private.mark_confirmation_sent(uuid),
  leads_private.skip_confirmation(uuid, text),
  leads_private.mark_confirmation_failed(uuid, text, boolean, integer, integer, integer, interval)
  to send_form_email;
