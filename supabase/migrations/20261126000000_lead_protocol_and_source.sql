-- Staff act on a lead from a phone and know where it came from.
--
-- 1. A short protocol per lead, "2026-00042": the year in São Paulo and a sequence of that year,
--    taken from a counter row that the insert itself locks, so two concurrent submissions never
--    share one (a rolled-back insert leaves at most a gap). Existing leads get theirs in the order
--    they arrived. The UUID stays the internal key.
-- 2. Where the visitor came from, first-party: the first page of their browsing session (path
--    only), its utm_* parameters and the referring site's origin, sent by the site in a header and
--    checked by the function (_shared/lead-source.ts).
-- 3. A read-only login role for staff tools (`npm run leads` against production): it may read the
--    leads and nothing else, and every transaction it opens is read-only.

create table if not exists leads_private.protocol_counters (
  year integer primary key,
  last_number integer not null check (last_number > 0)
);
revoke all on table leads_private.protocol_counters from public;

alter table public.leads
  add column if not exists protocol text,
  add column if not exists landing_page text,
  add column if not exists referrer_origin text,
  add column if not exists utm_source text,
  add column if not exists utm_medium text,
  add column if not exists utm_campaign text,
  add column if not exists utm_term text,
  add column if not exists utm_content text;

-- Existing leads, oldest first within their year.
with numbered as (
  select id,
         extract(year from received_at at time zone 'America/Sao_Paulo')::integer as year,
         row_number() over (
           partition by extract(year from received_at at time zone 'America/Sao_Paulo')
           order by received_at, id
         ) as number
    from public.leads
   where protocol is null
)
update public.leads l
   set protocol = numbered.year::text || '-' || lpad(numbered.number::text, 5, '0')
  from numbered
 where l.id = numbered.id;

insert into leads_private.protocol_counters (year, last_number)
select split_part(protocol, '-', 1)::integer, max(split_part(protocol, '-', 2)::integer)
  from public.leads
 group by 1
on conflict (year) do update set last_number = greatest(leads_private.protocol_counters.last_number, excluded.last_number);

alter table public.leads alter column protocol set not null;
create unique index if not exists leads_protocol_key on public.leads (protocol);
-- `npm run leads -- --from/--to` and the weekly summary read by date.
create index if not exists leads_received_idx on public.leads (received_at);

-- The next protocol of the current year in São Paulo: five digits at least (a year past 99999
-- leads simply gets longer ones).
create or replace function leads_private.next_protocol()
returns text
language sql
security definer
set search_path = ''
as $$
  insert into leads_private.protocol_counters as c (year, last_number)
  values (extract(year from now() at time zone 'America/Sao_Paulo')::integer, 1)
  on conflict (year) do update set last_number = c.last_number + 1
  returning c.year::text || '-' || lpad(c.last_number::text, greatest(5, length(c.last_number::text)), '0');
$$;
revoke all on function leads_private.next_protocol() from public;

-- submit_lead as in 20261125000000_lead_pipeline_hardening.sql, also storing the protocol and the
-- source, and returning the protocol (the first delivery attempt mails it).
drop function if exists leads_private.submit_lead(jsonb, text, interval, integer, interval, integer, integer, interval);
create function leads_private.submit_lead(
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
      protocol, landing_page, referrer_origin, utm_source, utm_medium, utm_campaign, utm_term, utm_content
    )
    select r.form_type, r.name, coalesce(r.email, ''), r.phone, r.cpf, r.insurance_type, r.company, r.subject,
           r.message, r.additional_details, r.page, r.origin, r.user_agent, r.client_hash, r.spam_reason, p_dedupe_key,
           case when r.spam_reason is null then now() + p_lease end,
           case when r.spam_reason is null then now() end,
           leads_private.next_protocol(), r.landing_page, r.referrer_origin, r.utm_source, r.utm_medium,
           r.utm_campaign, r.utm_term, r.utm_content
      from jsonb_populate_record(null::public.leads, p_lead) r
    returning 'stored'::text, leads.id, leads.received_at, leads.protocol;
end
$$;
revoke all on function leads_private.submit_lead(jsonb, text, interval, integer, interval, integer, integer, interval) from public;
grant execute on function leads_private.submit_lead(jsonb, text, interval, integer, interval, integer, integer, interval) to send_form_email;

do $$
declare
  v_role text;
begin
  foreach v_role in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = v_role) then
      execute format('revoke all on function leads_private.next_protocol() from %I', v_role);
      execute format('revoke all on function leads_private.submit_lead(jsonb, text, interval, integer, interval, integer, integer, interval) from %I', v_role);
      execute format('revoke all on table leads_private.protocol_counters from %I', v_role);
    end if;
  end loop;
end
$$;

-- The staff's read-only role. Its password is set once by the operator (docs/leads.md, "Staff: finding
-- and exporting leads"):
--   alter role leads_reader with login password '<a long random password>';
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'leads_reader') then
    create role leads_reader nologin noinherit;
  end if;
end
$$;
alter role leads_reader set default_transaction_read_only = on;
grant usage on schema public to leads_reader;
grant select on table public.leads to leads_reader;
-- RLS is on for public.leads (no policy for anyone else): this one lets the reader see every row.
drop policy if exists leads_reader_reads on public.leads;
create policy leads_reader_reads on public.leads for select to leads_reader using (true);
