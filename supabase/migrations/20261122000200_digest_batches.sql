-- A digest goes out again as the very same mail. Its leads are written into a batch before the
-- mail is sent, and the batch's id is the mail's idempotency key; a digest whose outcome is unknown
-- (the function was killed after sending, or Resend's answer was lost) is retried with the same
-- leads and the same key, so Resend sends it once. Before this, the key was a hash of the leads
-- claimed at the time, and a retry that claimed a different set mailed some leads twice.

alter table public.leads add column if not exists digest_batch uuid;

create index if not exists leads_digest_batch_idx on public.leads (digest_batch)
  where delivery_status = 'pending' and digest_batch is not null;

-- Leases the leads of the pending digest: an earlier batch not yet delivered, whole, once all of
-- it is due and none of it is leased; otherwise a new batch of up to p_limit held leads. Returns
-- no rows when there is nothing to send yet. One claimer at a time (advisory lock).
create or replace function leads_private.claim_digest(p_limit integer, p_lease interval)
returns setof public.leads
language plpgsql
as $$
declare
  v_batch uuid;
begin
  perform pg_advisory_xact_lock(4, 0);
  select l.digest_batch into v_batch from public.leads l
   where l.delivery_status = 'pending' and l.held_for_digest and l.digest_batch is not null
   order by l.received_at
   limit 1;
  if v_batch is null then
    v_batch := gen_random_uuid();
    update public.leads set digest_batch = v_batch
     where id in (
       select c.id from public.leads c
        where c.delivery_status = 'pending' and c.held_for_digest and c.digest_batch is null
          and c.next_attempt_at <= now() and (c.claimed_until is null or c.claimed_until < now())
        order by c.received_at
        limit p_limit);
  end if;
  if exists (
    select 1 from public.leads w
     where w.digest_batch = v_batch and w.delivery_status = 'pending'
       and (w.next_attempt_at > now() or (w.claimed_until is not null and w.claimed_until >= now()))) then
    return;
  end if;
  return query
    update public.leads l
       set claimed_until = now() + p_lease, last_attempt_at = now()
     where l.digest_batch = v_batch and l.delivery_status = 'pending'
    returning l.*;
end
$$;
