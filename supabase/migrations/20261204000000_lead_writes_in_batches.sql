-- The lead path's cost (issue 41), third part. A valid lead made three statements: submit_lead,
-- confirm_lead (the flush its answer waits for, storing its staff mail on the way) and
-- mark_lead_delivered (after that mail). Each costs the function two round trips (no prepared
-- statements through the transaction pooler: a parameterised query is described first) and the
-- database a statement's fixed costs (about 0.4 ms of a backend's CPU for a function call that
-- commits, measured one call after another). Now:
--   - the flush the answer waits for is flush_submissions(), a statement without parameters (one
--     round trip), and one call serves every submission that committed before it: the function
--     sends one for all the answers waiting meanwhile (group commit, its batched.ts);
--   - the staff mail is stored before its first send as before, after the answer (prepare_mails,
--     the leads waiting meanwhile in one statement), as prepare_mail did for a retry;
--   - the delivery marks go in batches too (mark_leads_delivered).
-- Of the one-lead functions, mark_lead_delivered does a lone lead's marking here; confirm_lead and
-- prepare_mail stay for a function deployed before this migration, until the new one replaces it.

-- One row per slot of backends, so a flush is a write (the commit waits for the disk only after a
-- write) that no two sessions contend for, except two backends of one slot, which then share a flush.
create table if not exists leads_private.commit_flushes (
  slot smallint primary key,
  flushed_at timestamptz not null
);
revoke all on table leads_private.commit_flushes from public;

-- Makes every submission committed before it durable: a synchronous commit's flush carries the
-- WAL up to its own commit record, and each submit_lead's record precedes it (its caller called
-- this after submit_lead returned).
create function leads_private.flush_submissions()
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- For the transaction (a function's own SET would end with the function, before the commit).
  perform set_config('synchronous_commit', 'on', true);
  insert into leads_private.commit_flushes as f (slot, flushed_at)
  values (pg_backend_pid() % 64, now())
  on conflict (slot) do update set flushed_at = excluded.flushed_at;
end
$$;

-- prepare_mail for many mails: stores each under its key unless one is stored already, and returns
-- the stored ones, in the order of the keys.
create function leads_private.prepare_mails(
  p_keys text[],
  p_subjects text[],
  p_texts text[],
  p_htmls text[],
  p_reply_tos text[]
) returns table (subject text, text_body text, html_body text, reply_to text)
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into leads_private.outbound_mails (idempotency_key, subject, text_body, html_body, reply_to)
  select m.idempotency_key, m.subject, m.text_body, m.html_body, m.reply_to
    from unnest(p_keys, p_subjects, p_texts, p_htmls, p_reply_tos)
      as m(idempotency_key, subject, text_body, html_body, reply_to)
  on conflict (idempotency_key) do nothing;
  return query
    select o.subject, o.text_body, o.html_body, o.reply_to
      from unnest(p_keys) with ordinality as k(idempotency_key, position)
      join leads_private.outbound_mails o on o.idempotency_key = k.idempotency_key
     order by k.position;
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
  v_class integer;
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
  -- The leads' rows first, by id (an update's own locking order is the plan's).
  perform 1 from public.leads l where l.id = any(p_ids) order by l.id for update;
  -- Then the advisory locks queue_confirmation takes, in one order: every mailbox (4), then every
  -- client (5), each by key; only for the mailboxes not confirmed within the window.
  for v_class, v_key in
    with unconfirmed as (
      select i.id, i.address_hash, i.client_max
        from unnest(p_ids, p_address_hashes, p_per_address, p_client_max) as i(id, address_hash, per_address, client_max)
       where i.address_hash is not null
         and not exists (select 1 from leads_private.confirmation_recipients r
                          where r.address_hash = i.address_hash and r.reserved_at > now() - i.per_address)
    )
    select 4, hashtext(u.address_hash) from unconfirmed u
    union
    select 5, hashtext(l.client_hash) from unconfirmed u join public.leads l on l.id = u.id
     where u.client_max > 0 and l.client_hash is not null
    order by 1, 2
  loop
    perform pg_advisory_xact_lock(v_class, v_key);
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

revoke all on function leads_private.flush_submissions() from public;
revoke all on function leads_private.prepare_mails(text[], text[], text[], text[], text[]) from public;
revoke all on function leads_private.mark_leads_delivered(uuid[], text[], text[], interval[], integer[], interval[], interval[]) from public;
do $$
declare
  v_role text;
begin
  foreach v_role in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = v_role) then
      execute format('revoke all on table leads_private.commit_flushes from %I', v_role);
      execute format('revoke all on function leads_private.flush_submissions() from %I', v_role);
      execute format('revoke all on function leads_private.prepare_mails(text[], text[], text[], text[], text[]) from %I', v_role);
      execute format('revoke all on function leads_private.mark_leads_delivered(uuid[], text[], text[], interval[], integer[], interval[], interval[]) from %I', v_role);
    end if;
  end loop;
end
$$;
grant execute on function
  leads_private.flush_submissions(),
  leads_private.prepare_mails(text[], text[], text[], text[], text[]),
  leads_private.mark_leads_delivered(uuid[], text[], text[], interval[], integer[], interval[], interval[])
  to send_form_email;
