-- The lead path's cost (issue 41), second part. A valid lead took five transactions (submit_lead,
-- confirm_lead, prepare_mail, mark_delivered, queue_confirmation) where it took two at 44baee2, and
-- the database's CPU per lead grew with them (docs/speed.md). Now three, with the same guarantees:
--   - confirm_lead, the durable write the visitor's answer waits for, also stores the lead's first
--     notification (what prepare_mail stores), rendered once submit_lead gave the lead its id and
--     protocol: the write that flushed only the submission now also does prepare_mail's work;
--   - mark_lead_delivered marks one lead delivered and decides its visitor's confirmation in one
--     transaction (queue_confirmation's rules, called from it): a crash can no longer fall between
--     the two and lose the decision;
--   - queue_confirmation skips a mailbox already confirmed within the window without waiting for its
--     lock: a recipient row is only ever added within the window (purged after two days), so one
--     seen committed stays true, and the lock is left to the leads that may be first;
--   - next_protocol in PL/pgSQL: a SQL-language function is planned again at every call.

-- confirm_lead as in 20261201000000_protocol_without_serial_flush.sql, storing the first notification
-- when given (prepare_mail's insert: the first one stored under a key stays). A call with the lead's
-- id alone is the old one's (a function deployed before this migration keeps working).
drop function if exists leads_private.confirm_lead(uuid);
create function leads_private.confirm_lead(
  p_id uuid,
  p_mail_key text default null,
  p_subject text default null,
  p_text text default null,
  p_html text default null,
  p_reply_to text default null
) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- For the transaction (a function's own SET would end with the function, before the commit).
  perform set_config('synchronous_commit', 'on', true);
  -- Any write makes the commit wait for the flush: the mail's row when there is one to store.
  if p_mail_key is not null then
    insert into leads_private.outbound_mails (idempotency_key, subject, text_body, html_body, reply_to)
    values (p_mail_key, p_subject, p_text, p_html, p_reply_to)
    on conflict (idempotency_key) do nothing;
  end if;
  if p_mail_key is null or not found then
    update public.leads set claimed_until = claimed_until where id = p_id;
  end if;
end
$$;

-- queue_confirmation as in 20261130000000_confirmation_per_mailbox_and_client.sql, with the skip of
-- a mailbox confirmed within the window first, before its lock. Same signature and grants.
create or replace function leads_private.queue_confirmation(
  p_id uuid,
  p_address_hash text,
  p_per_address interval,
  p_client_max integer,
  p_client_window interval,
  p_lease interval
) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_lead public.leads%rowtype;
begin
  if exists (select 1 from leads_private.confirmation_recipients r
              where r.address_hash = p_address_hash and r.reserved_at > now() - p_per_address) then
    -- The same conditions as below, checked by the update itself (its row lock decides once).
    update public.leads l set confirmation_status = 'skipped', confirmation_note = 'endereço já confirmado no período'
     where l.id = p_id and l.confirmation_status is null and l.spam_reason is null
       and l.delivery_status = 'delivered' and coalesce(l.email, '') <> '';
    return case when found then 'skipped' else 'none' end;
  end if;
  -- Two leads of one mailbox at once: the second waits, then sees the first one's row.
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
  if p_client_max > 0 and v_lead.client_hash is not null then
    -- Always after the mailbox's lock (one order): concurrent leads of one client are counted one by one.
    perform pg_advisory_xact_lock(5, hashtext(v_lead.client_hash));
    if (select count(*) from leads_private.confirmation_recipients r
         where r.client_hash = v_lead.client_hash and r.reserved_at > now() - p_client_window) >= p_client_max then
      update public.leads set confirmation_status = 'skipped', confirmation_note = 'limite de confirmações por cliente atingido'
       where id = p_id;
      return 'limited';
    end if;
  end if;
  insert into leads_private.confirmation_recipients (address_hash, lead_id, client_hash) values (p_address_hash, p_id, v_lead.client_hash);
  update public.leads
     set confirmation_status = 'pending', confirmation_queued_at = now(), confirmation_next_attempt_at = now(),
         confirmation_claimed_until = now() + p_lease
   where id = p_id;
  return 'queued';
end
$$;

-- One lead's mail went out: marks it delivered (mark_delivered's update) and, given its mailbox's
-- hash, decides its confirmation (queue_confirmation, whose answer it returns); 'none' without a hash.
create function leads_private.mark_lead_delivered(
  p_id uuid,
  p_via text,
  p_address_hash text,
  p_per_address interval,
  p_client_max integer,
  p_client_window interval,
  p_lease interval
) returns text
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.leads
     set delivery_status = 'delivered', delivered_via = p_via, delivered_at = now(),
         attempts = attempts + 1, claimed_until = null
   where id = p_id and delivery_status <> 'delivered';
  if p_address_hash is null then
    return 'none';
  end if;
  return leads_private.queue_confirmation(p_id, p_address_hash, p_per_address, p_client_max, p_client_window, p_lease);
end
$$;

-- next_protocol as in 20261126000000_lead_protocol_and_source.sql, in PL/pgSQL (its plan is kept).
create or replace function leads_private.next_protocol()
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_protocol text;
begin
  insert into leads_private.protocol_counters as c (year, last_number)
  values (extract(year from now() at time zone 'America/Sao_Paulo')::integer, 1)
  on conflict (year) do update set last_number = c.last_number + 1
  returning c.year::text || '-' || lpad(c.last_number::text, greatest(5, length(c.last_number::text)), '0')
    into v_protocol;
  return v_protocol;
end
$$;

revoke all on function leads_private.confirm_lead(uuid, text, text, text, text, text) from public;
revoke all on function leads_private.mark_lead_delivered(uuid, text, text, interval, integer, interval, interval) from public;
do $$
declare
  v_role text;
begin
  foreach v_role in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = v_role) then
      execute format('revoke all on function leads_private.confirm_lead(uuid, text, text, text, text, text) from %I', v_role);
      execute format('revoke all on function leads_private.mark_lead_delivered(uuid, text, text, interval, integer, interval, interval) from %I', v_role);
    end if;
  end loop;
end
$$;
grant execute on function
  leads_private.confirm_lead(uuid, text, text, text, text, text),
  leads_private.mark_lead_delivered(uuid, text, text, interval, integer, interval, interval)
  to send_form_email;
