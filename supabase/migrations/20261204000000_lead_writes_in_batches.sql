-- The lead path's cost (issue 41), third part. A valid lead makes three statements: submit_lead,
-- confirm_lead (the flush its answer waits for) and mark_lead_delivered (after its staff mail). Each
-- costs the function two round trips (no prepared statements through the transaction pooler) and the
-- database a parse, a plan and a commit. Under load the function now sends the confirmations, and the
-- delivery marks, of the leads that waited while the previous one was in flight as one statement
-- (group commit: the function's batched.ts). These take arrays and do, for each lead, what the
-- one-lead functions do, in one transaction; those stay for the callers that have one lead.

-- confirm_lead for many leads: stores each one's first notification when given, and commits
-- synchronously. One write is enough for the flush to carry every submission before it: each
-- submit_lead committed (its record in the WAL) before its caller called this.
create function leads_private.confirm_leads(
  p_ids uuid[],
  p_mail_keys text[],
  p_subjects text[],
  p_texts text[],
  p_htmls text[],
  p_reply_tos text[]
) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce(array_length(p_ids, 1), 0) = 0 then
    return;
  end if;
  if array_length(p_mail_keys, 1) is distinct from array_length(p_ids, 1) then
    raise exception 'confirm_leads: % ids but % mails', array_length(p_ids, 1), array_length(p_mail_keys, 1);
  end if;
  -- For the transaction (a function's own SET would end with the function, before the commit).
  perform set_config('synchronous_commit', 'on', true);
  insert into leads_private.outbound_mails (idempotency_key, subject, text_body, html_body, reply_to)
  select m.idempotency_key, m.subject, m.text_body, m.html_body, m.reply_to
    from unnest(p_mail_keys, p_subjects, p_texts, p_htmls, p_reply_tos)
      as m(idempotency_key, subject, text_body, html_body, reply_to)
   where m.idempotency_key is not null
  on conflict (idempotency_key) do nothing;
  if not found then
    -- No mail stored (all were there, or none given): a write all the same, so the commit flushes.
    update public.leads set claimed_until = claimed_until where id = p_ids[1];
  end if;
end
$$;

-- mark_lead_delivered for many leads, in one transaction; returns each one's decision, in order.
-- For one lead it locks the lead's row (its update), then its mailbox's advisory lock, then its
-- client's (queue_confirmation). A transaction taking several of each must take them in one order,
-- or two batches (two instances of the function, or a retry beside a first attempt) could wait on
-- each other: every row first, then every mailbox, then every client, each kind by key; one lead's
-- call follows that order too. A mailbox confirmed within the window is skipped without its locks
-- (queue_confirmation's first check), so neither its lock nor its client's is taken here either: a
-- recipient row is only ever added within the window, so a mailbox seen confirmed here is seen so
-- there, and one not seen here gets both locks here first.
create function leads_private.mark_leads_delivered(
  p_ids uuid[],
  p_vias text[],
  p_address_hashes text[],
  p_per_address interval[],
  p_client_max integer[],
  p_client_window interval[],
  p_lease interval[]
) returns text[]
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_key integer;
  v_decisions text[] := '{}';
  v_index integer;
begin
  if coalesce(array_length(p_ids, 1), 0) <= 1 then
    -- One lead (a quiet moment): its own function, whose order is the one below; no array work.
    if p_ids[1] is null then
      return '{}';
    end if;
    return array[leads_private.mark_lead_delivered(
      p_ids[1], p_vias[1], p_address_hashes[1], p_per_address[1], p_client_max[1], p_client_window[1], p_lease[1])];
  end if;
  perform 1 from public.leads l where l.id = any(p_ids) order by l.id for update;
  for v_key in
    select distinct hashtext(i.address_hash)
      from unnest(p_address_hashes, p_per_address) as i(address_hash, per_address)
     where i.address_hash is not null
       and not exists (select 1 from leads_private.confirmation_recipients r
                        where r.address_hash = i.address_hash and r.reserved_at > now() - i.per_address)
     order by 1
  loop
    perform pg_advisory_xact_lock(4, v_key);
  end loop;
  for v_key in
    select distinct hashtext(l.client_hash)
      from unnest(p_ids, p_address_hashes, p_per_address, p_client_max) as i(id, address_hash, per_address, client_max)
      join public.leads l on l.id = i.id
     where i.address_hash is not null and i.client_max > 0 and l.client_hash is not null
       and not exists (select 1 from leads_private.confirmation_recipients r
                        where r.address_hash = i.address_hash and r.reserved_at > now() - i.per_address)
     order by 1
  loop
    perform pg_advisory_xact_lock(5, v_key);
  end loop;
  -- mark_lead_delivered's update, for every lead at once (their rows are locked above).
  update public.leads l
     set delivery_status = 'delivered', delivered_via = i.via, delivered_at = now(),
         attempts = l.attempts + 1, claimed_until = null
    from unnest(p_ids, p_vias) as i(id, via)
   where l.id = i.id and l.delivery_status <> 'delivered';
  -- Then each lead's confirmation, in order (a mailbox's second lead sees its first one's decision).
  for v_index in 1 .. array_length(p_ids, 1) loop
    v_decisions := v_decisions || case
      when p_address_hashes[v_index] is null then 'none'
      else leads_private.queue_confirmation(p_ids[v_index], p_address_hashes[v_index], p_per_address[v_index],
             p_client_max[v_index], p_client_window[v_index], p_lease[v_index])
    end;
  end loop;
  return v_decisions;
end
$$;

revoke all on function leads_private.confirm_leads(uuid[], text[], text[], text[], text[], text[]) from public;
revoke all on function leads_private.mark_leads_delivered(uuid[], text[], text[], interval[], integer[], interval[], interval[]) from public;
do $$
declare
  v_role text;
begin
  foreach v_role in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = v_role) then
      execute format('revoke all on function leads_private.confirm_leads(uuid[], text[], text[], text[], text[], text[]) from %I', v_role);
      execute format('revoke all on function leads_private.mark_leads_delivered(uuid[], text[], text[], interval[], integer[], interval[], interval[]) from %I', v_role);
    end if;
  end loop;
end
$$;
grant execute on function
  leads_private.confirm_leads(uuid[], text[], text[], text[], text[], text[]),
  leads_private.mark_leads_delivered(uuid[], text[], text[], interval[], integer[], interval[], interval[])
  to send_form_email;
