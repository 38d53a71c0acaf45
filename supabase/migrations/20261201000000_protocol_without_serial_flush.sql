-- The lead path's cost (issue 41). Every stored lead takes the next protocol of its year from one
-- counter row (20261126000000_lead_protocol_and_source.sql), whose lock is held until commit, so that
-- a rolled-back submission takes its number back with it: protocols stay consecutive. With the commit
-- waiting for its WAL flush, every submission waited for the previous one's disk write in turn (no
-- group commit): on one machine the lead path went from about 1,000 to about 600 leads a second.
--
-- Now submit_lead commits without waiting for the flush (synchronous_commit off, for that transaction
-- only), so the counter's lock is held for the insert alone, and the caller then calls confirm_lead,
-- a transaction of its own that writes and commits synchronously: its flush carries the submission's
-- commit record, which precedes it in the WAL, and the visitor is answered only after it. The
-- guarantees hold:
--   - a lead is acknowledged only once it is on disk (confirm_lead returned);
--   - protocols stay consecutive: the counter and the lead commit together, a rollback takes both
--     back, and the WAL is replayed in order, so a crash can only lose the newest submissions, never
--     one between two that survive (each took the counter after the previous one's commit record);
--   - the concurrent waits for that flush share one disk write (group commit), as before the protocol.

-- submit_lead as in 20261127000000_quote_answers.sql, committing without waiting for the flush. Same
-- signature, so its grants (send_form_email only) stay as they are.
create or replace function leads_private.submit_lead(
  p_lead jsonb,
  p_dedupe_key text,
  p_dedupe_window interval,
  p_rate_max integer,
  p_rate_window interval,
  p_max_per_minute integer,
  p_max_per_hour integer,
  p_lease interval
) returns table (outcome text, lead_id uuid, received_at timestamptz, protocol text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_client text := p_lead ->> 'client_hash';
  v_recent integer;
begin
  -- The commit does not wait for the disk (see above): confirm_lead, the caller's next call, does.
  perform set_config('synchronous_commit', 'off', true);
  -- Lock order, always: the ceiling (0), the client (1), the lead (2), so no two submissions wait in a cycle.
  if p_max_per_minute > 0 or p_max_per_hour > 0 then
    perform pg_advisory_xact_lock(0, 0);
  end if;
  if v_client is not null then
    perform pg_advisory_xact_lock(1, hashtext(v_client));
  end if;
  perform pg_advisory_xact_lock(2, hashtext(p_dedupe_key));

  return query
    select 'duplicate'::text, l.id, l.received_at, l.protocol from public.leads l
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
      return query select 'rate_limited'::text, null::uuid, null::timestamptz, null::text;
      return;
    end if;
  end if;

  if p_max_per_minute > 0 then
    select count(*) into v_recent from public.leads l where l.received_at > now() - interval '1 minute';
    if v_recent >= p_max_per_minute then
      return query select 'ceiling'::text, null::uuid, null::timestamptz, null::text;
      return;
    end if;
  end if;
  if p_max_per_hour > 0 then
    select count(*) into v_recent from public.leads l where l.received_at > now() - interval '1 hour';
    if v_recent >= p_max_per_hour then
      return query select 'ceiling'::text, null::uuid, null::timestamptz, null::text;
      return;
    end if;
  end if;

  return query
    insert into public.leads (
      form_type, name, email, phone, cpf, insurance_type, company, subject, message,
      additional_details, page, origin, user_agent, client_hash, spam_reason, dedupe_key, claimed_until, last_attempt_at,
      protocol, landing_page, referrer_origin, utm_source, utm_medium, utm_campaign, utm_term, utm_content,
      quote_answers
    )
    select r.form_type, r.name, coalesce(r.email, ''), r.phone, r.cpf, r.insurance_type, r.company, r.subject,
           r.message, r.additional_details, r.page, r.origin, r.user_agent, r.client_hash, r.spam_reason, p_dedupe_key,
           case when r.spam_reason is null then now() + p_lease end,
           case when r.spam_reason is null then now() end,
           leads_private.next_protocol(), r.landing_page, r.referrer_origin, r.utm_source, r.utm_medium,
           r.utm_campaign, r.utm_term, r.utm_content, r.quote_answers
      from jsonb_populate_record(null::public.leads, p_lead) r
    returning 'stored'::text, leads.id, leads.received_at, leads.protocol;
end
$$;

-- Makes a submission durable before it is acknowledged: a write of the lead's own row (its lease,
-- unchanged), committed with the flush, which writes the submission's earlier commit record as well.
-- For a duplicate it is the earlier lead's row: the duplicate may have been seen before its flush.
create function leads_private.confirm_lead(p_id uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  -- For the transaction (a function's own SET would end with the function, before the commit).
  select set_config('synchronous_commit', 'on', true);
  update public.leads set claimed_until = claimed_until where id = p_id;
$$;

revoke all on function leads_private.confirm_lead(uuid) from public;
do $$
declare
  v_role text;
begin
  foreach v_role in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = v_role) then
      execute format('revoke all on function leads_private.confirm_lead(uuid) from %I', v_role);
    end if;
  end loop;
end
$$;
grant execute on function leads_private.confirm_lead(uuid) to send_form_email;
