-- hosted-only: Supabase Cron (pg_cron + pg_net) and Vault exist only on the hosted database; the local
-- function server runs the same two jobs on its own timer.
--
-- Every minute, pg_net calls the function's secret-protected retry route, which delivers due and
-- held leads without waiting for visitor traffic. Once a day, leads older than the retention the
-- privacy policy promises (data/site.json, privacy.retention) are deleted.
--
-- Before `supabase db push`, store the two secrets the retry job reads (docs/deploy.md, "Deploy (Supabase)"):
--   select vault.create_secret('https://<project-ref>.supabase.co', 'project_url');
--   select vault.create_secret('<the LEADS_CRON_SECRET of the function>', 'send_form_email_cron_secret');

create extension if not exists pg_cron with schema pg_catalog;
create extension if not exists pg_net;

select cron.schedule(
  'send-form-email-retry',
  '* * * * *',
  $job$
  select net.http_post(
    url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
           || '/functions/v1/send-form-email/retry',
    headers := jsonb_build_object(
      'Content-Type', 'application/json',
      'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets
                                     where name = 'send_form_email_cron_secret')
    ),
    body := '{}'::jsonb,
    timeout_milliseconds := 55000
  );
  $job$
);

select cron.schedule(
  'purge-expired-leads',
  '17 6 * * *',
  $job$ select leads_private.purge_expired_leads(interval '5 years'); $job$
);
