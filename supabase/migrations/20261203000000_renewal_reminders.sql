-- Renewal reminders (issue 42): a visitor leaves their policy's end date, confirms it from a mail
-- (double opt-in), and gets one reminder N days before it, while staff get the same as a lead mail.
-- The rules that keep it from being abused are here, atomic, as for leads:
--   - a submission counts against its client's lead rate limit (leads and reminders together) and
--     against the global ceilings (reminders of every client per minute and per hour);
--   - one confirmation mail per mailbox per window (a day) and a few per client per hour: only HMACs
--     of the mailbox and of the client are kept for that, two days (reminder_confirmations);
--   - never a confirmation for possible spam (it is kept pending and deleted after 48 hours);
--   - tokens are stored only as their SHA-256; the confirm token is single-use and expires;
--   - guesses at tokens are counted per client (reminder_token_misses) and stopped past a limit;
--   - every mail has its own idempotency key, derived from the reminder's id (the function's
--     reminders.ts: reminder-confirmation/<id>, reminder/<id>, reminder-staff/<id>), and its own
--     "sent" mark here, so a run that dies after a send repeats it under the same key, never twice.

create table if not exists public.renewal_reminders (
  -- Chosen by the function (its tokens are derived from it), never by a visitor.
  id uuid primary key,
  product text not null check (product in ('veiculo', 'residencia', 'empresa', 'vida')),
  end_date date not null,
  name text not null,
  email text not null,
  phone text not null default '',
  current_insurer text not null default '',
  -- HMAC of the mailbox (email-address.ts, mailboxKey): the once-a-day rule and duplicates.
  mailbox_key text not null,
  -- HMAC of the client's address (the rate limit's bucket); null when the platform did not say.
  client_hash text,
  spam_reason text,
  state text not null default 'pending' check (state in ('pending', 'confirmed', 'sent', 'cancelled')),
  confirm_token_hash text not null unique,
  confirm_expires_at timestamptz not null,
  cancel_token_hash text not null unique,
  created_at timestamptz not null default now(),
  confirmed_at timestamptz,
  sent_at timestamptz,
  -- The confirmation mail: null when none was due (possible spam), else as for a lead's confirmation.
  confirmation_status text check (confirmation_status in ('pending', 'sent', 'skipped', 'failed')),
  -- The reminder's two mails, each marked once it went out.
  visitor_mail_sent_at timestamptz,
  staff_mail_sent_at timestamptz,
  -- Leasing and backoff, shared by whichever of its mails is due.
  claimed_until timestamptz,
  next_attempt_at timestamptz not null default now(),
  first_attempt_at timestamptz,
  attempts integer not null default 0,
  -- The last failure (no personal data), or why a mail was given up.
  last_error text
);

create index if not exists renewal_reminders_due_idx on public.renewal_reminders (end_date) where state = 'confirmed';
create index if not exists renewal_reminders_client_idx on public.renewal_reminders (client_hash, created_at)
  where client_hash is not null;
create index if not exists renewal_reminders_mailbox_idx on public.renewal_reminders (mailbox_key);

alter table public.renewal_reminders enable row level security;

create table if not exists leads_private.reminder_confirmations (
  mailbox_key text not null,
  client_hash text,
  reminder_id uuid not null,
  reserved_at timestamptz not null default now()
);
create index if not exists reminder_confirmations_mailbox_idx on leads_private.reminder_confirmations (mailbox_key, reserved_at);
create index if not exists reminder_confirmations_client_idx on leads_private.reminder_confirmations (client_hash, reserved_at)
  where client_hash is not null;

create table if not exists leads_private.reminder_token_misses (
  client_hash text not null,
  missed_at timestamptz not null default now()
);
create index if not exists reminder_token_misses_client_idx on leads_private.reminder_token_misses (client_hash, missed_at);

-- Stores a reminder unless its client reached its rate limit (leads and reminders together within
-- p_rate_window) or every client together reached the ceilings, and decides its confirmation:
-- outcome 'stored' | 'duplicate' (the same mailbox, product and date is already pending or confirmed:
-- the earlier one stands, nothing is mailed) | 'rate_limited' | 'ceiling'; decision 'queued' (leased
-- to the caller, which sends it at once) | 'skipped' (the mailbox had one within p_per_address) |
-- 'limited' (the client caused p_client_max within p_client_window; 0 = no such limit) | 'none'
-- (possible spam, or confirmations turned off).
create or replace function leads_private.submit_reminder(
  p_reminder jsonb,
  p_rate_max integer,
  p_rate_window interval,
  p_max_per_minute integer,
  p_max_per_hour integer,
  p_confirm boolean,
  p_per_address interval,
  p_client_max integer,
  p_client_window interval,
  p_lease interval
) returns table (outcome text, reminder_id uuid, decision text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.renewal_reminders%rowtype;
  v_recent integer;
  v_existing uuid;
begin
  v_row := jsonb_populate_record(null::public.renewal_reminders, p_reminder);
  -- The leads' lock order: the ceiling (0), the client (1), then the mailbox (4).
  if p_max_per_minute > 0 or p_max_per_hour > 0 then
    perform pg_advisory_xact_lock(0, 0);
  end if;
  if v_row.client_hash is not null then
    perform pg_advisory_xact_lock(1, hashtext(v_row.client_hash));
  end if;
  perform pg_advisory_xact_lock(4, hashtext(v_row.mailbox_key));

  select r.id into v_existing from public.renewal_reminders r
   where r.mailbox_key = v_row.mailbox_key and r.product = v_row.product and r.end_date = v_row.end_date
     and r.state in ('pending', 'confirmed')
   limit 1;
  if found then
    return query select 'duplicate'::text, v_existing, 'none'::text;
    return;
  end if;

  if p_rate_max > 0 and v_row.client_hash is not null then
    select (select count(*) from public.leads l
             where l.client_hash = v_row.client_hash and l.received_at > now() - p_rate_window)
         + (select count(*) from public.renewal_reminders r
             where r.client_hash = v_row.client_hash and r.created_at > now() - p_rate_window)
      into v_recent;
    if v_recent >= p_rate_max then
      return query select 'rate_limited'::text, null::uuid, null::text;
      return;
    end if;
  end if;
  if p_max_per_minute > 0 then
    select count(*) into v_recent from public.renewal_reminders r where r.created_at > now() - interval '1 minute';
    if v_recent >= p_max_per_minute then
      return query select 'ceiling'::text, null::uuid, null::text;
      return;
    end if;
  end if;
  if p_max_per_hour > 0 then
    select count(*) into v_recent from public.renewal_reminders r where r.created_at > now() - interval '1 hour';
    if v_recent >= p_max_per_hour then
      return query select 'ceiling'::text, null::uuid, null::text;
      return;
    end if;
  end if;

  insert into public.renewal_reminders (
    id, product, end_date, name, email, phone, current_insurer, mailbox_key, client_hash, spam_reason,
    confirm_token_hash, confirm_expires_at, cancel_token_hash
  ) values (
    v_row.id, v_row.product, v_row.end_date, v_row.name, v_row.email, coalesce(v_row.phone, ''),
    coalesce(v_row.current_insurer, ''), v_row.mailbox_key, v_row.client_hash, v_row.spam_reason,
    v_row.confirm_token_hash, v_row.confirm_expires_at, v_row.cancel_token_hash
  );

  if not p_confirm or v_row.spam_reason is not null then
    return query select 'stored'::text, v_row.id, 'none'::text;
    return;
  end if;
  if exists (select 1 from leads_private.reminder_confirmations c
              where c.mailbox_key = v_row.mailbox_key and c.reserved_at > now() - p_per_address) then
    update public.renewal_reminders set confirmation_status = 'skipped',
           last_error = 'endereço já recebeu uma confirmação no período' where id = v_row.id;
    return query select 'stored'::text, v_row.id, 'skipped'::text;
    return;
  end if;
  if p_client_max > 0 and v_row.client_hash is not null then
    if (select count(*) from leads_private.reminder_confirmations c
         where c.client_hash = v_row.client_hash and c.reserved_at > now() - p_client_window) >= p_client_max then
      update public.renewal_reminders set confirmation_status = 'skipped',
             last_error = 'limite de confirmações por cliente atingido' where id = v_row.id;
      return query select 'stored'::text, v_row.id, 'limited'::text;
      return;
    end if;
  end if;
  insert into leads_private.reminder_confirmations (mailbox_key, client_hash, reminder_id)
  values (v_row.mailbox_key, v_row.client_hash, v_row.id);
  update public.renewal_reminders
     set confirmation_status = 'pending', claimed_until = now() + p_lease, first_attempt_at = now()
   where id = v_row.id;
  return query select 'stored'::text, v_row.id, 'queued'::text;
end
$$;

-- A token guess by a client: 'limited' once it missed p_max times within p_window (a right token
-- is no guess and is never counted), else null and the caller goes on.
create or replace function leads_private.reminder_token_gate(p_client text, p_max integer, p_window interval)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case when p_client is not null and p_max > 0 and
    (select count(*) from leads_private.reminder_token_misses m
      where m.client_hash = p_client and m.missed_at > now() - p_window) >= p_max
    then 'limited' end;
$$;

-- The confirm route: 'confirmed' | 'used' (confirmed before: the token is single-use) | 'expired' |
-- 'unknown' (no such token: counted as the client's miss) | 'limited' (too many misses).
create or replace function leads_private.confirm_reminder(
  p_token_hash text, p_client text, p_max_misses integer, p_window interval
) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.renewal_reminders%rowtype;
begin
  if leads_private.reminder_token_gate(p_client, p_max_misses, p_window) is not null then
    return 'limited';
  end if;
  select * into v_row from public.renewal_reminders r where r.confirm_token_hash = p_token_hash for update;
  if not found then
    if p_client is not null then
      insert into leads_private.reminder_token_misses (client_hash) values (p_client);
    end if;
    return 'unknown';
  end if;
  if v_row.state <> 'pending' then
    return 'used';
  end if;
  if v_row.confirm_expires_at <= now() then
    return 'expired';
  end if;
  -- Its confirmation evidently arrived, whatever its mark says: no lease or backoff of it stands in the way.
  update public.renewal_reminders
     set state = 'confirmed', confirmed_at = now(), claimed_until = null, next_attempt_at = now(), attempts = 0,
         confirmation_status = case when confirmation_status = 'pending' then 'sent' else confirmation_status end
   where id = v_row.id;
  return 'confirmed';
end
$$;

-- The cancel route (the page's and RFC 8058's one-click): the reminder is deleted at once.
-- 'cancelled' | 'unknown' (counted as a miss) | 'limited'.
create or replace function leads_private.cancel_reminder(
  p_token_hash text, p_client text, p_max_misses integer, p_window interval
) returns text
language plpgsql
security definer
set search_path = ''
as $$
begin
  if leads_private.reminder_token_gate(p_client, p_max_misses, p_window) is not null then
    return 'limited';
  end if;
  delete from public.renewal_reminders r where r.cancel_token_hash = p_token_hash;
  if found then
    return 'cancelled';
  end if;
  if p_client is not null then
    insert into leads_private.reminder_token_misses (client_hash) values (p_client);
  end if;
  return 'unknown';
end
$$;

-- Confirmations whose first attempt failed (or whose sender died), due again, leased.
create or replace function leads_private.claim_reminder_confirmations(p_limit integer, p_lease interval)
returns setof public.renewal_reminders
language sql
security definer
set search_path = ''
as $$
  update public.renewal_reminders r
     set claimed_until = now() + p_lease
   where r.id in (
     select c.id from public.renewal_reminders c
      where c.confirmation_status = 'pending' and c.state = 'pending' and c.confirm_expires_at > now()
        and c.next_attempt_at <= now() and (c.claimed_until is null or c.claimed_until < now())
      order by c.next_attempt_at
      limit p_limit
      for update skip locked)
  returning r.*;
$$;

-- Confirmed reminders whose day has come (p_today is São Paulo's, p_days_before from data/reminders.json)
-- and whose end date has not passed, leased.
create or replace function leads_private.claim_due_reminders(
  p_today date, p_days_before integer, p_limit integer, p_lease interval
) returns setof public.renewal_reminders
language sql
security definer
set search_path = ''
as $$
  update public.renewal_reminders r
     set claimed_until = now() + p_lease, first_attempt_at = coalesce(r.first_attempt_at, now())
   where r.id in (
     select d.id from public.renewal_reminders d
      where d.state = 'confirmed' and d.end_date - p_days_before <= p_today and d.end_date >= p_today
        and d.next_attempt_at <= now() and (d.claimed_until is null or d.claimed_until < now())
      order by d.end_date, d.id
      limit p_limit
      for update skip locked)
  returning r.*;
$$;

-- One of a reminder's mails went out: 'confirmation', 'visitor' or 'staff'. Once both reminder
-- mails are out, the reminder is 'sent' (deleted seven days after its end date).
create or replace function leads_private.mark_reminder_mail(p_id uuid, p_mail text)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.renewal_reminders r
     set confirmation_status = case when p_mail = 'confirmation' then 'sent' else r.confirmation_status end,
         visitor_mail_sent_at = case when p_mail = 'visitor' then coalesce(r.visitor_mail_sent_at, now()) else r.visitor_mail_sent_at end,
         staff_mail_sent_at = case when p_mail = 'staff' then coalesce(r.staff_mail_sent_at, now()) else r.staff_mail_sent_at end,
         claimed_until = case when p_mail = 'confirmation' then null else r.claimed_until end,
         last_error = null
   where r.id = p_id;
  update public.renewal_reminders r
     set state = 'sent', sent_at = now(), claimed_until = null, attempts = 0
   where r.id = p_id and r.state = 'confirmed'
     and r.visitor_mail_sent_at is not null and r.staff_mail_sent_at is not null;
$$;

-- The confirmation went over the hourly ceiling: dropped, never delayed (as for leads).
create or replace function leads_private.skip_reminder_confirmation(p_id uuid, p_reason text)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.renewal_reminders
     set confirmation_status = 'skipped', last_error = left(p_reason, 200), claimed_until = null
   where id = p_id and confirmation_status = 'pending';
$$;

-- A failed attempt at one of a reminder's mails, backed off as a lead's. A permanent refusal, or the
-- retry window run out, gives up: a confirmation is 'failed'; a due reminder is closed as 'sent'
-- with the reason kept, so it is deleted on time like the others and never retried for ever.
create or replace function leads_private.mark_reminder_failed(
  p_id uuid,
  p_mail text,
  p_error text,
  p_permanent boolean,
  p_retry_after_seconds integer,
  p_base_seconds integer,
  p_max_delay_seconds integer,
  p_window interval
) returns table (gave_up boolean, attempts integer, next_attempt_at timestamptz)
language sql
security definer
set search_path = ''
as $$
  update public.renewal_reminders r
     set attempts = r.attempts + 1,
         last_error = left(p_error, 1000),
         claimed_until = null,
         next_attempt_at = now() + make_interval(secs => greatest(
           coalesce(p_retry_after_seconds, 0),
           least(p_max_delay_seconds, p_base_seconds * power(2, least(r.attempts, 30))) * (0.75 + random() * 0.5))),
         confirmation_status = case
           when p_mail = 'confirmation' and (p_permanent or now() >= coalesce(r.first_attempt_at, now()) + p_window)
             then 'failed' else r.confirmation_status end,
         state = case
           when p_mail <> 'confirmation' and r.state = 'confirmed'
                and (p_permanent or now() >= coalesce(r.first_attempt_at, now()) + p_window)
             then 'sent' else r.state end,
         sent_at = case
           when p_mail <> 'confirmation' and r.state = 'confirmed'
                and (p_permanent or now() >= coalesce(r.first_attempt_at, now()) + p_window)
             then now() else r.sent_at end
   where r.id = p_id
  returning (p_mail = 'confirmation' and r.confirmation_status is not distinct from 'failed') or (p_mail <> 'confirmation' and r.state = 'sent'),
            r.attempts, r.next_attempt_at;
$$;

-- The reminders' retention: unconfirmed ones after p_unconfirmed (48 hours), sent (and confirmed
-- but never sent) ones p_keep_after_end days after their end date, cancelled ones at once; and the
-- HMACs kept only for the limits, after two days. Returns how many reminders were deleted.
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
     where r.state = 'cancelled'
        or (r.state = 'pending' and r.created_at < now() - p_unconfirmed)
        or (r.state in ('confirmed', 'sent') and r.end_date + p_keep_after_end <= p_today)
    returning 1)
  select count(*)::integer from purged;
$$;

-- Least privilege, as for the leads: nothing for PUBLIC, anon or authenticated; the function's role
-- calls these functions and reads no table; the staff's read-only role reads the reminders, nothing more.
revoke all on table public.renewal_reminders from public;
revoke all on table leads_private.reminder_confirmations from public;
revoke all on table leads_private.reminder_token_misses from public;
revoke all on function
  leads_private.submit_reminder(jsonb, integer, interval, integer, integer, boolean, interval, integer, interval, interval),
  leads_private.reminder_token_gate(text, integer, interval),
  leads_private.confirm_reminder(text, text, integer, interval),
  leads_private.cancel_reminder(text, text, integer, interval),
  leads_private.claim_reminder_confirmations(integer, interval),
  leads_private.claim_due_reminders(date, integer, integer, interval),
  leads_private.mark_reminder_mail(uuid, text),
  leads_private.skip_reminder_confirmation(uuid, text),
  leads_private.mark_reminder_failed(uuid, text, text, boolean, integer, integer, integer, interval),
  leads_private.purge_reminders(date, interval, integer)
  from public;
do $$
declare
  v_role text;
begin
  foreach v_role in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = v_role) then
      execute format('revoke all on table public.renewal_reminders from %I', v_role);
      execute format('revoke all on all functions in schema leads_private from %I', v_role);
      execute format('revoke all on all tables in schema leads_private from %I', v_role);
    end if;
  end loop;
end
$$;
grant execute on function
  leads_private.submit_reminder(jsonb, integer, interval, integer, integer, boolean, interval, integer, interval, interval),
  leads_private.confirm_reminder(text, text, integer, interval),
  leads_private.cancel_reminder(text, text, integer, interval),
  leads_private.claim_reminder_confirmations(integer, interval),
  leads_private.claim_due_reminders(date, integer, integer, interval),
  leads_private.mark_reminder_mail(uuid, text),
  leads_private.skip_reminder_confirmation(uuid, text),
  leads_private.mark_reminder_failed(uuid, text, text, boolean, integer, integer, integer, interval),
  leads_private.purge_reminders(date, interval, integer)
  to send_form_email;

grant select on table public.renewal_reminders to leads_reader;
drop policy if exists leads_reader_reads on public.renewal_reminders;
create policy leads_reader_reads on public.renewal_reminders for select to leads_reader using (true);
