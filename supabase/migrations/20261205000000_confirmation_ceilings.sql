-- Confirmations no stranger can spend (issue 51). Before this, a visitor's confirmation took its
-- mailbox's row first (the once-a-day rule) and its place under the hourly ceiling only when it was
-- sent; past the ceiling it was dropped and its row kept, so a flood to a catch-all domain (one
-- mailbox behind every address) spent the hour and locked real visitors out of their own mailbox for
-- a day, while they were told their mail was on its way. Now:
--   - every rule is decided at once, in the transaction that stores the request (a lead's
--     submit_lead, a reminder's submit_reminder), so the answer the visitor reads says whether a
--     confirmation goes: the mailbox (one a day), the client (a few an hour, leads and reminders
--     together), the recipient's domain (a few an hour unless a large public provider's: the
--     function passes no domain for those, from its data file public-mail-domains.json) and the
--     hourly ceiling; nothing is reserved unless all of them pass;
--   - past the hourly ceiling a confirmation is deferred to the moment a place frees within the next
--     hour (its place reserved now, dated then: the scheduled run sends it), or, with no such room,
--     refused with nothing held;
--   - a duplicate request whose confirmation was refused (or given up) is decided again, so a
--     visitor who tries again later is not held to the refusal;
--   - the reminders' retention counts from the real date, whatever date the daily job is run as of.
-- Only HMACs are kept, as before: of the mailbox, of the client and now of the domain (two days).

alter table leads_private.mail_sends add column if not exists domain_key text;
create index if not exists mail_sends_confirmation_domain_idx on leads_private.mail_sends (domain_key, reserved_at)
  where kind = 'confirmation' and domain_key is not null;

-- A place under the confirmations' ceilings: refusal 'domain' when the recipient's domain (null: a
-- public provider's) already had p_domain_max within the hour; else the moment it may be sent: now,
-- or, past p_global_max within any hour, the first moment that keeps every hour's count within it
-- (each place dated no earlier than the last, and an hour after the p_global_max-th latest); refusal
-- 'ceiling' when that is more than p_defer away. Places are dated when they are sent, so a deferred
-- one counts in the hour it goes out.
create function leads_private.reserve_confirmation_slot(
  p_domain text,
  p_domain_max integer,
  p_global_max integer,
  p_defer interval
) returns table (slot bigint, send_at timestamptz, refusal text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_at timestamptz := now();
  v_last timestamptz;
  v_nth timestamptz;
  v_id bigint;
begin
  -- The kind's lock, as reserve_mail_slot's: always the last lock a decision takes.
  perform pg_advisory_xact_lock(3, hashtext('confirmation'));
  if p_domain is not null and p_domain_max > 0
     and (select count(*) from leads_private.mail_sends s
           where s.kind = 'confirmation' and s.domain_key = p_domain
             and s.reserved_at > now() - interval '1 hour') >= p_domain_max then
    return query select null::bigint, null::timestamptz, 'domain'::text;
    return;
  end if;
  if p_global_max > 0 then
    select max(s.reserved_at) into v_last from leads_private.mail_sends s where s.kind = 'confirmation';
    select s.reserved_at into v_nth from leads_private.mail_sends s
     where s.kind = 'confirmation' and s.reserved_at > now() - interval '1 hour'
     order by s.reserved_at desc
     offset p_global_max - 1 limit 1;
    v_at := greatest(now(), coalesce(v_last, now()), coalesce(v_nth + interval '1 hour', now()));
    if v_at > now() + p_defer then
      return query select null::bigint, null::timestamptz, 'ceiling'::text;
      return;
    end if;
  end if;
  insert into leads_private.mail_sends (kind, domain_key, reserved_at)
  values ('confirmation', p_domain, v_at)
  returning id into v_id;
  return query select v_id, v_at, null::text;
end
$$;

-- A refused confirmation: its status and why (no personal data); nothing reserved.
create function leads_private.refuse_confirmation(p_kind text, p_id uuid, p_refusal text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_note text := case p_refusal
    when 'skipped' then 'endereço já recebeu uma confirmação no período'
    when 'limited' then 'limite de confirmações por cliente atingido'
    when 'domain' then 'limite de confirmações por domínio atingido'
    else 'limite de confirmações por hora atingido' end;
begin
  if p_kind = 'lead' then
    update public.leads
       set confirmation_status = 'skipped', confirmation_note = v_note, confirmation_claimed_until = null
     where id = p_id;
  else
    update public.renewal_reminders
       set confirmation_status = 'skipped', last_error = v_note, claimed_until = null
     where id = p_id;
  end if;
end
$$;

-- Decides the confirmation of a lead (p_kind 'lead') or a reminder ('reminder') just stored, or of
-- one whose earlier confirmation was refused. p_rules (the function's, in seconds):
--   mailbox_hash, domain_key (null: a public provider), per_address_seconds, client_max,
--   client_window_seconds, domain_max, global_max, defer_seconds, lease_seconds.
-- 'queued' (leased to the caller, which sends it at once) | 'deferred' (the scheduled run sends it
-- at send_at) | 'skipped' (the mailbox had one, of its kind, within per_address) | 'limited' (the
-- client caused client_max, leads and reminders together, within client_window; 0 = no such limit)
-- | 'domain' | 'ceiling' (reserve_confirmation_slot). Locks: the mailbox (4), the client (5), the
-- ceiling (3), after whatever the caller took (submit_lead's 0, 1, 2; submit_reminder's 0, 1, 4). A mailbox that had its confirmation is refused
-- before its lock: a recipient row is only ever added within the window (and purged after two
-- days), so one seen stays true, and a flood at one mailbox never waits in line for it.
create function leads_private.decide_confirmation(p_kind text, p_id uuid, p_client text, p_rules jsonb)
returns table (decision text, send_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_mailbox text := p_rules ->> 'mailbox_hash';
  v_per_address interval := make_interval(secs => (p_rules ->> 'per_address_seconds')::double precision);
  v_client_max integer := coalesce((p_rules ->> 'client_max')::integer, 0);
  v_client_window interval := make_interval(secs => coalesce((p_rules ->> 'client_window_seconds')::double precision, 3600));
  v_lease interval := make_interval(secs => (p_rules ->> 'lease_seconds')::double precision);
  v_refusal text;
  v_slot record;
  v_confirmed boolean;
begin
  for v_round in 1 .. 2 loop
    if p_kind = 'lead' then
      v_confirmed := exists (select 1 from leads_private.confirmation_recipients r
                              where r.address_hash = v_mailbox and r.reserved_at > now() - v_per_address);
    else
      v_confirmed := exists (select 1 from leads_private.reminder_confirmations c
                              where c.mailbox_key = v_mailbox and c.reserved_at > now() - v_per_address);
    end if;
    exit when v_confirmed or v_round = 2;
    -- Two requests of one mailbox at once: the second waits, then sees the first one's row.
    perform pg_advisory_xact_lock(4, hashtext(v_mailbox));
  end loop;
  if v_confirmed then
    v_refusal := 'skipped';
  elsif v_client_max > 0 and p_client is not null then
    perform pg_advisory_xact_lock(5, hashtext(p_client));
    if (select count(*) from leads_private.confirmation_recipients r
         where r.client_hash = p_client and r.reserved_at > now() - v_client_window)
       + (select count(*) from leads_private.reminder_confirmations c
         where c.client_hash = p_client and c.reserved_at > now() - v_client_window) >= v_client_max then
      v_refusal := 'limited';
    end if;
  end if;
  if v_refusal is null then
    select * into v_slot from leads_private.reserve_confirmation_slot(
      p_rules ->> 'domain_key',
      coalesce((p_rules ->> 'domain_max')::integer, 0),
      coalesce((p_rules ->> 'global_max')::integer, 0),
      make_interval(secs => coalesce((p_rules ->> 'defer_seconds')::double precision, 0)));
    v_refusal := v_slot.refusal;
  end if;
  if v_refusal is not null then
    perform leads_private.refuse_confirmation(p_kind, p_id, v_refusal);
    return query select v_refusal, null::timestamptz;
    return;
  end if;
  if p_kind = 'lead' then
    insert into leads_private.confirmation_recipients (address_hash, lead_id, client_hash) values (v_mailbox, p_id, p_client);
    update public.leads
       set confirmation_status = 'pending', confirmation_queued_at = now(), confirmation_note = null,
           confirmation_next_attempt_at = v_slot.send_at,
           confirmation_claimed_until = case when v_slot.send_at <= now() then now() + v_lease end
     where id = p_id;
  else
    insert into leads_private.reminder_confirmations (mailbox_key, client_hash, reminder_id) values (v_mailbox, p_client, p_id);
    update public.renewal_reminders
       set confirmation_status = 'pending', last_error = null, next_attempt_at = v_slot.send_at,
           first_attempt_at = v_slot.send_at,
           claimed_until = case when v_slot.send_at <= now() then now() + v_lease end
     where id = p_id;
  end if;
  return query select case when v_slot.send_at > now() then 'deferred' else 'queued' end, v_slot.send_at;
end
$$;

-- The confirmation of a request the caller just stored or found stored (a duplicate): decided when
-- it was not yet, or was refused or given up; 'earlier' when it stands (on its way or sent, or the
-- reminder already confirmed: nothing to send), 'deferred' when it waits for its moment; 'none' for
-- possible spam (never confirmed) and a lead without an address. Two requests for one lead or
-- reminder (a duplicate beside its first copy) are decided one after the other: the caller holds
-- submit_lead's lock of the duplicate key, or submit_reminder's of the mailbox, to its commit.
create function leads_private.confirmation_on_request(p_kind text, p_id uuid, p_client text, p_rules jsonb)
returns table (decision text, send_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_status text;
  v_next timestamptz;
  v_spam text;
  v_email text;
  v_state text := 'pending';
begin
  if p_kind = 'lead' then
    select l.confirmation_status, l.confirmation_next_attempt_at, l.spam_reason, l.email
      into v_status, v_next, v_spam, v_email
      from public.leads l where l.id = p_id;
  else
    select r.confirmation_status, r.next_attempt_at, r.spam_reason, r.email, r.state
      into v_status, v_next, v_spam, v_email, v_state
      from public.renewal_reminders r where r.id = p_id;
  end if;
  if not found or v_spam is not null or coalesce(v_email, '') = '' then
    return query select 'none'::text, null::timestamptz;
  elsif v_state <> 'pending' then
    -- A reminder confirmed (or sent) before: its confirmation did its work.
    return query select 'earlier'::text, null::timestamptz;
  elsif v_status is null or v_status in ('skipped', 'failed') then
    return query select * from leads_private.decide_confirmation(p_kind, p_id, p_client, p_rules);
  elsif v_status = 'pending' and v_next > now() then
    return query select 'deferred'::text, v_next;
  else
    return query select 'earlier'::text, null::timestamptz;
  end if;
end
$$;

-- submit_lead (20261201000000_protocol_without_serial_flush.sql), and in the same transaction the
-- visitor's confirmation when p_confirmation says how (null: the form asks for none). The caller
-- flushes as after submit_lead (flush_submissions) before answering: the decision commits with the
-- lead, without waiting for the disk either.
create function leads_private.submit_lead_with_confirmation(
  p_lead jsonb,
  p_dedupe_key text,
  p_dedupe_window interval,
  p_rate_max integer,
  p_rate_window interval,
  p_max_per_minute integer,
  p_max_per_hour integer,
  p_lease interval,
  p_confirmation jsonb
) returns table (outcome text, lead_id uuid, received_at timestamptz, protocol text, decision text, send_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row record;
  v_decision record;
begin
  select * into v_row from leads_private.submit_lead(
    p_lead, p_dedupe_key, p_dedupe_window, p_rate_max, p_rate_window, p_max_per_minute, p_max_per_hour, p_lease);
  if p_confirmation is null or v_row.outcome not in ('stored', 'duplicate') then
    return query select v_row.outcome, v_row.lead_id, v_row.received_at, v_row.protocol, 'none'::text, null::timestamptz;
    return;
  end if;
  select * into v_decision from leads_private.confirmation_on_request(
    'lead', v_row.lead_id, p_lead ->> 'client_hash', p_confirmation);
  return query select v_row.outcome, v_row.lead_id, v_row.received_at, v_row.protocol, v_decision.decision, v_decision.send_at;
end
$$;

-- submit_reminder (20261203000000_renewal_reminders.sql), storing without deciding, then the
-- confirmation as a lead's (the mailbox is the reminder's own mailbox_key). A confirmation that
-- goes later than its request, or again for a duplicate, keeps its link valid as long after the
-- mail as the request asked (p_reminder's confirm_expires_at counts from now).
create function leads_private.submit_reminder_with_confirmation(
  p_reminder jsonb,
  p_rate_max integer,
  p_rate_window interval,
  p_max_per_minute integer,
  p_max_per_hour integer,
  p_confirmation jsonb
) returns table (outcome text, reminder_id uuid, decision text, send_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row record;
  v_decision record;
begin
  select * into v_row from leads_private.submit_reminder(
    p_reminder, p_rate_max, p_rate_window, p_max_per_minute, p_max_per_hour,
    false, interval '0 seconds', 0, interval '0 seconds', interval '0 seconds');
  if v_row.outcome not in ('stored', 'duplicate') then
    return query select v_row.outcome, v_row.reminder_id, 'none'::text, null::timestamptz;
    return;
  end if;
  select * into v_decision from leads_private.confirmation_on_request(
    'reminder', v_row.reminder_id, p_reminder ->> 'client_hash',
    p_confirmation || jsonb_build_object('mailbox_hash', p_reminder ->> 'mailbox_key'));
  if v_decision.decision in ('queued', 'deferred') then
    update public.renewal_reminders r
       set confirm_expires_at = greatest(r.confirm_expires_at,
             (p_reminder ->> 'confirm_expires_at')::timestamptz + (v_decision.send_at - now()))
     where r.id = v_row.reminder_id;
  end if;
  return query select v_row.outcome, v_row.reminder_id, v_decision.decision, v_decision.send_at;
end
$$;

-- Whether the reminders' retention no longer allows a reminder, as of p_today, which is never later
-- than the real date (UTC's, a few hours ahead of São Paulo's at most): a job run as of a future day
-- deletes nothing that is not due today. Unconfirmed ones after p_unconfirmed from their request or
-- when their link expires, whichever is later; sent (and confirmed but never sent) ones
-- p_keep_after_end days after their end date; cancelled ones at once.
create function leads_private.reminder_retention_over(
  p_reminder public.renewal_reminders, p_today date, p_unconfirmed interval, p_keep_after_end integer
) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select p_reminder.state = 'cancelled'
      or (p_reminder.state = 'pending'
          and greatest(p_reminder.created_at + p_unconfirmed, p_reminder.confirm_expires_at) < now())
      or (p_reminder.state in ('confirmed', 'sent')
          and p_reminder.end_date + p_keep_after_end <= least(p_today, (now() at time zone 'UTC')::date));
$$;

-- purge_reminders as in 20261203000000_renewal_reminders.sql, by the rule above. Same signature and grants.
create or replace function leads_private.purge_reminders(p_today date, p_unconfirmed interval, p_keep_after_end integer)
returns integer
language sql
security definer
set search_path = ''
as $$
  delete from leads_private.reminder_confirmations where reserved_at < now() - interval '2 days';
  delete from leads_private.reminder_token_misses where missed_at < now() - interval '2 days';
  with purged as (
    delete from public.renewal_reminders r
     where leads_private.reminder_retention_over(r, p_today, p_unconfirmed, p_keep_after_end)
    returning 1)
  select count(*)::integer from purged;
$$;

-- What `npm run reminders -- --dry-run` shows, changing nothing: the confirmed reminders
-- claim_due_reminders would claim as of p_day, and (as of the real date) how many confirmations
-- the job would send again and how many reminders the retention would delete.
create function leads_private.preview_due_reminders(p_day date, p_days_before integer)
returns setof public.renewal_reminders
language sql
stable
security definer
set search_path = ''
as $$
  select d.* from public.renewal_reminders d
   where d.state = 'confirmed' and d.end_date - p_days_before <= p_day and d.end_date >= p_day
     and d.next_attempt_at <= now() and (d.claimed_until is null or d.claimed_until < now())
   order by d.end_date, d.id;
$$;

create function leads_private.preview_reminder_upkeep(p_today date, p_unconfirmed interval, p_keep_after_end integer)
returns table (confirmations integer, purged integer)
language sql
stable
security definer
set search_path = ''
as $$
  select
    (select count(*)::integer from public.renewal_reminders c
      where c.confirmation_status = 'pending' and c.state = 'pending' and c.confirm_expires_at > now()
        and c.next_attempt_at <= now() and (c.claimed_until is null or c.claimed_until < now())),
    (select count(*)::integer from public.renewal_reminders r
      where leads_private.reminder_retention_over(r, p_today, p_unconfirmed, p_keep_after_end));
$$;

-- Least privilege: nothing for PUBLIC, anon or authenticated; the function's role calls what it
-- uses. The previews serve only the local command (the database's owner), so nobody else gets them.
revoke all on function
  leads_private.reserve_confirmation_slot(text, integer, integer, interval),
  leads_private.refuse_confirmation(text, uuid, text),
  leads_private.decide_confirmation(text, uuid, text, jsonb),
  leads_private.confirmation_on_request(text, uuid, text, jsonb),
  leads_private.submit_lead_with_confirmation(jsonb, text, interval, integer, interval, integer, integer, interval, jsonb),
  leads_private.submit_reminder_with_confirmation(jsonb, integer, interval, integer, integer, jsonb),
  leads_private.reminder_retention_over(public.renewal_reminders, date, interval, integer),
  leads_private.preview_due_reminders(date, integer),
  leads_private.preview_reminder_upkeep(date, interval, integer)
  from public;
do $$
declare
  v_role text;
begin
  foreach v_role in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = v_role) then
      execute format('revoke all on all functions in schema leads_private from %I', v_role);
    end if;
  end loop;
end
$$;
grant execute on function
  leads_private.submit_lead_with_confirmation(jsonb, text, interval, integer, interval, integer, integer, interval, jsonb),
  leads_private.submit_reminder_with_confirmation(jsonb, integer, interval, integer, integer, jsonb)
  to send_form_email;
