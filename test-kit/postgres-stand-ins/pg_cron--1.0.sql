-- Same names and signatures as pg_cron's cron.job and cron.schedule (upsert by job name).
create schema cron;
create table cron.job (
  jobid bigint generated always as identity primary key,
  jobname text unique,
  schedule text not null,
  command text not null
);
create function cron.schedule(job_name text, schedule text, command text) returns bigint
language sql as $$
  insert into cron.job (jobname, schedule, command) values (job_name, schedule, command)
  on conflict (jobname) do update set schedule = excluded.schedule, command = excluded.command
  returning jobid;
$$;
create function cron.unschedule(job_name text) returns boolean
language sql as $$ with gone as (delete from cron.job where jobname = job_name returning 1) select count(*) > 0 from gone $$;
