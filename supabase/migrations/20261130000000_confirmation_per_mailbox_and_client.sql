-- The visitor's confirmation, once per mailbox and a few per client (issue 43):
--   - the function now hashes the mailbox, not the address as typed (lower case, no +tag, Gmail's
--     dots and googlemail.com folded, the domain in punycode: _shared/email-address.ts, mailboxKey),
--     so the once-a-day rule below holds for every spelling of one mailbox;
--   - one client (the lead's client_hash, the rate limit's bucket) causes at most p_client_max
--     confirmations per p_client_window, whatever the addresses: each queued confirmation records
--     its client's hash beside the mailbox's (both HMACs, forgotten after two days like the rest);
--   - the confirmations' hourly ceiling is the function's CONFIRMATION_MAX_PER_HOUR, counted by
--     reserve_mail_slot under their own kind ('confirmation'), apart from the staff's mails ('lead').

alter table leads_private.confirmation_recipients add column if not exists client_hash text;
create index if not exists confirmation_recipients_client_idx on leads_private.confirmation_recipients (client_hash, reserved_at)
  where client_hash is not null;

drop function if exists leads_private.queue_confirmation(uuid, text, interval, interval);

-- Decides a lead's confirmation once its staff mail is delivered: 'queued' (leased to the caller,
-- which sends it at once), 'skipped' (this mailbox already had one within p_per_address), 'limited'
-- (this lead's client caused p_client_max within p_client_window; 0 = no such limit) or 'none'
-- (decided before, or no such lead). Possible spam and leads without an address are never queued.
-- A lead without a client hash (no address header) is held to the hourly ceiling only, as it is
-- to the global ceiling only for the rate limit.
create function leads_private.queue_confirmation(
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

revoke all on function leads_private.queue_confirmation(uuid, text, interval, integer, interval, interval) from public;
do $$
declare
  v_role text;
begin
  foreach v_role in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = v_role) then
      execute format('revoke all on function leads_private.queue_confirmation(uuid, text, interval, integer, interval, interval) from %I', v_role);
    end if;
  end loop;
end
$$;
grant execute on function leads_private.queue_confirmation(uuid, text, interval, integer, interval, interval) to send_form_email;
