-- A quote a broker can price: a full quote's answers to its product's questions
-- (data/quote-questions.json), as the function read them from the leading lines of
-- additional_details, kept as one JSON object by question id ({"cepPernoite": "01310-100", …}).
-- additional_details itself stays exactly what the visitor sent. Staff query them in SQL
-- (quote_answers ->> 'cepPernoite'); the read-only role reads them with the rest of the row.

alter table public.leads add column if not exists quote_answers jsonb
  check (quote_answers is null or jsonb_typeof(quote_answers) = 'object');

-- submit_lead as in 20261126000000_lead_protocol_and_source.sql, also storing the answers. Same
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
