-- Consent by a click (the issue after 42): the confirm and cancel pages no longer post their token
-- when they open, since mail scanners open links in headless browsers. They read the token's state
-- first, with this function, and show a button; only the button's POST confirms or cancels.
-- Reading changes nothing but the client's misses: an unknown token counts as a guess, as on the
-- confirm and cancel routes, so reading is no way around their limit.

-- 'ready' (the action would confirm, or cancel; with the reminder's product and end date, which its
-- mail already showed) | 'used' (confirm: confirmed before) | 'expired' (confirm: past its link's
-- time) | 'unknown' (counted as the client's miss) | 'limited' (too many misses).
create or replace function leads_private.read_reminder_token(
  p_token_hash text, p_action text, p_client text, p_max_misses integer, p_window interval
) returns table (state text, product text, end_date date)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.renewal_reminders%rowtype;
begin
  if p_action not in ('confirm', 'cancel') then
    raise exception 'read_reminder_token: unknown action';
  end if;
  if leads_private.reminder_token_gate(p_client, p_max_misses, p_window) is not null then
    return query select 'limited'::text, null::text, null::date;
    return;
  end if;
  if p_action = 'confirm' then
    select * into v_row from public.renewal_reminders r where r.confirm_token_hash = p_token_hash;
  else
    select * into v_row from public.renewal_reminders r where r.cancel_token_hash = p_token_hash;
  end if;
  if not found then
    if p_client is not null then
      insert into leads_private.reminder_token_misses (client_hash) values (p_client);
    end if;
    return query select 'unknown'::text, null::text, null::date;
    return;
  end if;
  if p_action = 'confirm' and v_row.state <> 'pending' then
    return query select 'used'::text, null::text, null::date;
    return;
  end if;
  if p_action = 'confirm' and v_row.confirm_expires_at <= now() then
    return query select 'expired'::text, null::text, null::date;
    return;
  end if;
  return query select 'ready'::text, v_row.product, v_row.end_date;
end
$$;

revoke all on function leads_private.read_reminder_token(text, text, text, integer, interval) from public;
do $$
declare
  v_role text;
begin
  foreach v_role in array array['anon', 'authenticated'] loop
    if exists (select 1 from pg_roles where rolname = v_role) then
      execute format('revoke all on function leads_private.read_reminder_token(text, text, text, integer, interval) from %I', v_role);
    end if;
  end loop;
end
$$;
grant execute on function leads_private.read_reminder_token(text, text, text, integer, interval) to send_form_email;
