-- Leads sent by the site's forms. Written only by the send-form-email function (service role);
-- RLS is on with no policy, so the public anon key can neither read nor write this table.
create table if not exists leads (
  id uuid primary key default gen_random_uuid(),
  form_type text not null check (form_type in ('quote', 'contact', 'full-quote')),
  name text not null,
  email text not null default '',
  phone text not null,
  cpf text,
  insurance_type text,
  company text,
  subject text,
  message text,
  additional_details text,
  page text,
  origin text,
  user_agent text,
  -- HMAC of the client IP (never the IP itself), only for rate limiting.
  client_hash text not null,
  received_at timestamptz not null default now(),
  delivery_status text not null default 'pending' check (delivery_status in ('pending', 'delivered')),
  attempts integer not null default 0,
  last_error text,
  last_attempt_at timestamptz,
  delivered_at timestamptz
);

-- Retry queue: pending leads, oldest first.
create index if not exists leads_pending_idx on leads (received_at) where delivery_status = 'pending';
-- Rate limit: recent leads of one client.
create index if not exists leads_client_recent_idx on leads (client_hash, received_at);

alter table leads enable row level security;
