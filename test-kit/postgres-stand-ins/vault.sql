-- Stand-in for Supabase Vault (preinstalled on every Supabase project): the same view and function names.
create schema if not exists vault;
create table if not exists vault.secrets (name text primary key, secret text not null);
create or replace view vault.decrypted_secrets as select name, secret as decrypted_secret from vault.secrets;
create or replace function vault.create_secret(new_secret text, new_name text) returns text
language sql as $$
  insert into vault.secrets (name, secret) values (new_name, new_secret)
  on conflict (name) do update set secret = excluded.secret
  returning name;
$$;
